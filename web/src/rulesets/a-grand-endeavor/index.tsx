import type { RulesetBoard } from '../types';
import { GrandEndeavorBoard } from './board';

const board: RulesetBoard = { Board: GrandEndeavorBoard };
export default board;
