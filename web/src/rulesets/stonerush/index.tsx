import type { RulesetBoard } from '../types';
import { StonerushBoard } from './stonerush-board';
import { describeStonerush } from './text';

const board: RulesetBoard = { Board: StonerushBoard, describe: describeStonerush };
export default board;
