import type { RulesetBoard } from '../types';
import { FdsBoard } from './fds-board';
import './fds.css';

const board: RulesetBoard = { Board: FdsBoard, text: () => import('./text').then((m) => m.describeFds) };
export default board;
