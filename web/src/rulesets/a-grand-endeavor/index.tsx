import type { RulesetBoard } from '../types';
import { GrandEndeavorBoard } from './board';

const board: RulesetBoard = { Board: GrandEndeavorBoard, text: () => import('./text').then((m) => m.describeGrandEndeavor) };
export default board;
