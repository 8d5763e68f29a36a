/**
 * Scoring in Fightin' an' Drinkin' an' Stealin'!: the functions work on what every view shows,
 * so boards use them too.
 */
import { PLAYER_COLOURS, type PlayerColour } from '../core/components';
import type { Seat } from '../core/ruleset';
import type { Awards, FdsState, WeeLawyers } from './model';
import { ofSeat } from './values';

/** An award colour's value for scoring: halved (exactly, so 3 is 1.5) under its Wee Lawyer. */
export function awardValue(awards: Awards, weeLawyers: WeeLawyers, seat: Seat, colour: PlayerColour): number {
  const n = awards[colour];
  return weeLawyers[colour] === seat ? n / 2 : n;
}

/** The colours tied for a seat's best, in colour order; empty when it has no awards. */
export function bestColoursOf(awards: Awards, weeLawyers: WeeLawyers, seat: Seat): PlayerColour[] {
  const values = PLAYER_COLOURS.map((c) => awardValue(awards, weeLawyers, seat, c));
  const best = Math.max(...values);
  if (best <= 0) return [];
  return PLAYER_COLOURS.filter((_, i) => values[i] === best);
}

/** A seat's score: every award colour's value, less the colour it sets aside (if any). */
export function scoreSettingAside(awards: Awards, weeLawyers: WeeLawyers, seat: Seat, setAside: PlayerColour | null): number {
  const total = PLAYER_COLOURS.reduce((t, c) => t + awardValue(awards, weeLawyers, seat, c), 0);
  return total - (setAside ? awardValue(awards, weeLawyers, seat, setAside) : 0);
}

/**
 * What a seat would score if the game ended now: it sets aside a best colour (the
 * first in colour order when tied; any tied one scores the same), or none without awards.
 */
export function scoreIfEndedNow(awards: Awards, weeLawyers: WeeLawyers, seat: Seat): { score: number; best: PlayerColour | null } {
  const best = bestColoursOf(awards, weeLawyers, seat)[0] ?? null;
  return { score: scoreSettingAside(awards, weeLawyers, seat, best), best };
}

export function bestColours(state: FdsState, seat: Seat): PlayerColour[] {
  return bestColoursOf(ofSeat(state.awards, seat), state.weeLawyers, seat);
}

export function finalScore(state: FdsState, seat: Seat): number {
  return scoreSettingAside(ofSeat(state.awards, seat), state.weeLawyers, seat, state.endDiscard[seat] ?? null);
}
