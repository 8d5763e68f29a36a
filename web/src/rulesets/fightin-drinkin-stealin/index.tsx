import type { RulesetBoard } from '../types';
import { FdsBoard } from './fds-board';
import { describeFds } from './text';
import './fds.css';

const board: RulesetBoard = { Board: FdsBoard, describe: describeFds };
export default board;
