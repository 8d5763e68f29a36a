import type { RulesetBoard } from '../types';
import { StonerushBoard } from './stonerush-board';

const board: RulesetBoard = { Board: StonerushBoard };
export default board;
