import type { RulesetBoard } from '../types';
import { GrandEndeavorBoard } from './board';
import { describeGrandEndeavor } from './text';

const board: RulesetBoard = { Board: GrandEndeavorBoard, describe: describeGrandEndeavor };
export default board;
