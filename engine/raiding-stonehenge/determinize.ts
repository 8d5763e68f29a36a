/**
 * Raiding Stonehenge for the post-game review (docs/review.md): a position a seat cannot tell from
 * the real one. Hidden from a seat: the deck, the other hands and the others' face-down plays before
 * the reveal; with the hidden stash, until the end, which colours the others hold (the counts are
 * open) and which colours they set aside.
 */
import { PLAYER_COLOURS, type PlayerColour } from '../core/components';
import { cloneState } from '../core/actions';
import type { NumberCardId } from '../core/components';
import type { Rng } from '../core/prng';
import { type ReviewParts, dealAgain, freshRng } from '../core/review';
import type { Seat } from '../core/ruleset';
import type { RaidingState } from './model';

export function determinize(state: RaidingState, seat: Seat, rng: Rng): RaidingState {
  const s = cloneState(state);
  // A face-down play is one card: a slot of one, or none before that seat has played.
  const faceDown: NumberCardId[][] = s.faceDown.map((c, i) => (i !== seat && c !== null ? [c] : []));
  dealAgain(rng, [s.deck, ...s.hands.filter((_, i) => i !== seat), ...faceDown]);
  s.faceDown = s.faceDown.map((c, i) => (i !== seat && c !== null ? (faceDown[i]?.[0] ?? c) : c));
  if (s.rules.hiddenStash && s.phase !== 'over') {
    const hidden = s.stashes.map((_, i) => i !== seat);
    const disks: PlayerColour[][] = s.stashes.map((counts, i) =>
      hidden[i] ? PLAYER_COLOURS.flatMap((c, ci) => Array.from({ length: counts[ci] ?? 0 }, () => c)) : [],
    );
    dealAgain(rng, disks);
    s.stashes = s.stashes.map((counts, i) => (hidden[i] ? PLAYER_COLOURS.map((c) => (disks[i] ?? []).filter((d) => d === c).length) : counts));
    // Which colours another seat set aside this turn is shown to nobody else; only its count is.
    for (const r of s.resolutions) if (r.seat !== seat) r.setAside = r.setAside.map(() => r.colour);
  }
  s.rng = freshRng(rng);
  return s;
}

/**
 * About fifteen turns of one pick and one play each, with every turn's take a big share of a set:
 * a tenth of a place is a loose card, a fifth a lost set, 0.3 — a lost set and the lead — a
 * blunder.
 */
export const review: ReviewParts<RaidingState> = {
  determinize,
  thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
};
