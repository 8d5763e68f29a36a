import type { RulesetBoard } from '../types';
import { RaidingBoard } from './raiding-board';
import { describeRaiding } from './text';
import './raiding.css';

const board: RulesetBoard = { Board: RaidingBoard, describe: describeRaiding };
export default board;
