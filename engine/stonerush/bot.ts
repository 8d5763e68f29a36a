/**
 * Stonerush `good` bot. It knows only its hand, its own colour and the public
 * track. Plays: every legal play is scored by the druid positions it leads to
 * (the engine's own movement rule, a pure function of public facts): its own
 * druid forward is good, any other druid near the finish is dangerous, and
 * making another colour finish is the worst outcome since it is probably someone
 * else's. Discards: keep the cards that can move its own druid forward (its day
 * cards and black day cards) and the night cards that can pull rivals back.
 */
import { type NumberCardId, PLAYER_COLOURS, type PlayerColour, numberCard } from '../core/components';
import { netSteps, resolveMove, type StonerushAction } from './model';
import type { StonerushView } from './view';
import { pickBest } from '../core/bots';
import type { Bot } from '../core/bots';

function positionValue(positions: Record<PlayerColour, number>, mine: PlayerColour, length: number): number {
  if (positions[mine] >= length) return 1000;
  let value = positions[mine] * 2;
  for (const c of PLAYER_COLOURS) {
    if (c === mine) continue;
    if (positions[c] >= length) return -1000;
    const fromEnd = length - positions[c];
    // A rival one turn from the finish is worth far more than one far behind.
    value -= 6 / Math.max(1, fromEnd - 1) + positions[c] * 0.3;
  }
  return value;
}

/** How much a card in hand is worth keeping for this seat. */
function keepValue(id: NumberCardId, mine: PlayerColour): number {
  const c = numberCard(id);
  if (c.half === 'day') return c.colour === mine ? 3 : c.colour === 'black' ? 2.5 : 0;
  return c.colour === mine ? 0 : c.colour === 'black' ? 1.5 : 1.2;
}
const FRESH_CARD = 0.9;

export const stonerushGood: Bot<StonerushView, StonerushAction> = (input, rng) => {
  const v = input.view;
  const mine = v.identity as PlayerColour;
  const length = v.trackLength;
  return pickBest(rng, input.actions, (a) => {
    if (a.type === 'play') {
      const steps = netSteps(a.cards);
      const { to } = resolveMove(v.positions, a.colour, steps, length);
      const after = { ...v.positions, [a.colour]: to };
      // Cards spent are cards not kept: a small cost so good cards are not wasted.
      const spent = a.cards.reduce((sum, id) => sum + keepValue(id, mine), 0) * 0.15;
      return positionValue(after, mine, length) - spent;
    }
    const kept = (v.hand ?? []).filter((id) => !a.cards.includes(id));
    const keptValue = kept.reduce((sum, id) => sum + keepValue(id, mine), 0);
    return keptValue + (4 - kept.length) * FRESH_CARD;
  });
};
