import type { RulesetBoard } from '../types';
import { RaidingBoard } from './raiding-board';
import './raiding.css';

const board: RulesetBoard = { Board: RaidingBoard, text: () => import('./text').then((m) => m.describeRaiding) };
export default board;
