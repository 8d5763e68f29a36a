/**
 * A Grand Endeavor's panels below its first screen on a phone, the yards and the scores: a chunk of
 * their own, loaded when their place comes near (web/src/board/later-part.tsx).
 */
import './later.css';

export { Yards } from './yards';
export { ScoresPanel } from './scores';
