/**
 * Fightin's panels below its first screen on a phone, the clans and (in a finished game) the
 * revealed cards: a chunk of their own, loaded when their place comes near or the game is over
 * (web/src/board/later-part.tsx).
 */
import './later.css';

export { ClanPanel } from './clan-panel';
export { RevealedPanel } from './revealed-panel';
