import type { RulesetBoard } from '../types';
import './stonerush.css';
import { msg } from './i18n';
import { StonerushBoard } from './stonerush-board';

const board: RulesetBoard = {
  Board: StonerushBoard,
  text: () => import('./text').then((m) => m.describeStonerush),
  // A score is the space the seat's secret colour reached, which "Score" alone does not say.
  scoreMeans: () => ({ column: msg.scoreColumn, note: msg.scoreNote }),
};
export default board;
