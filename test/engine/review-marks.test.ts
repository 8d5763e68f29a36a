/**
 * Issue #58 item 4: the review marks no noise as a verdict. A decision is marked an inaccuracy, a
 * mistake or a blunder only when its loss is clear at the depth run: its interval (loss ± 2 stated
 * standard errors, as the page shows it) lies wholly above zero. Where the interval reaches zero or
 * below and the loss is at least the inaccuracy threshold, the mark is `unclear`, counted apart in
 * the player's summary. Seeded quick reviews of a typical game of each ruleset.
 */
import { describe, expect, it } from 'vitest';
import { typicalGame } from '../../bench/review';
import { type DecisionReview, finishReview, markFor, reviewGame } from '@engine/core/review';
import type { AnyRuleset } from '@engine/core/ruleset';
import { getRuleset } from '@engine/index';

const VERDICTS = ['inaccuracy', 'mistake', 'blunder'];
const low = (d: DecisionReview) => d.loss - 2 * d.error;

const CASES: [string, number][] = [
  ['stonerush', 3],
  ['fightin-drinkin-stealin', 2],
  ['raiding-stonehenge', 3],
  ['a-grand-endeavor', 3],
];

describe('no verdict from noise: a mark below good only when the interval excludes zero', () => {
  for (const [id, players] of CASES) {
    it(`${id}, ${players} players, quick setting`, () => {
      const rs = getRuleset(id) as AnyRuleset;
      const game = typicalGame(rs, players, `marks-${id}`, 0.3);
      const review = reviewGame(rs, game.steps, players, { setting: 'quick', seed: 'marks' });
      const t = review.thresholds;
      let unclear = 0;
      for (const d of review.decisions) {
        const at = `${id} action ${d.index + 1}: ${d.mark} ${d.loss} ± ${2 * d.error}`;
        // Every verdict below good stands clear of zero …
        if (VERDICTS.includes(d.mark)) expect(low(d), at).toBeGreaterThan(0);
        // … and every loss worth a verdict whose interval reaches zero says it is uncertain.
        if (!d.same && d.loss >= t.inaccuracy && low(d) <= 1e-9) {
          expect(d.mark, at).toBe('unclear');
          unclear++;
        }
        if (d.mark === 'unclear') expect(d.loss >= t.inaccuracy && low(d) <= 1e-9, at).toBe(true);
        // A small loss or a gain is never worse than good.
        if (d.loss < t.inaccuracy) expect(['best', 'good'], at).toContain(d.mark);
      }
      // The quick setting's two playouts leave some losses uncertain in every ruleset.
      expect(unclear, `${id}: no uncertain mark`).toBeGreaterThan(0);
      // The summary counts them apart, never as a mistake or a blunder.
      for (const p of review.players) {
        const mine = review.decisions.filter((d) => d.seat === p.seat);
        expect(p.counts.unclear).toBe(mine.filter((d) => d.mark === 'unclear').length);
        for (const m of VERDICTS) expect(p.counts[m as 'blunder']).toBe(mine.filter((d) => d.mark === m).length);
      }
    });
  }

  it('marks by the loss and its stated error', () => {
    const t = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };
    // Clear of zero: by the thresholds.
    expect([0, 0.05, 0.15, 0.25, 0.9].map((l) => markFor(l, 0.01, t))).toEqual(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
    // The quick setting's ±1.00 in a two-player game: −0.50 and even −1.00 (the interval ends at zero) are uncertain.
    expect(markFor(0.5, 0.5, t)).toBe('unclear');
    expect(markFor(1, 0.5, t)).toBe('unclear');
    expect(markFor(1.01, 0.5, t)).toBe('blunder');
    // Below the inaccuracy threshold a loss is good however wide its interval; a gain is best.
    expect(markFor(0.05, 0.5, t)).toBe('good');
    expect(markFor(-0.5, 0.5, t)).toBe('best');
  });

  it('marks after pooling: a decision whose own two playouts agree is uncertain under the game pooled error', () => {
    const decision = (index: number, loss: number, ownError: number): DecisionReview => ({
      index,
      seat: 0,
      played: { type: 'x' },
      bot: { type: 'y' },
      same: false,
      playedValue: 0.5 - loss,
      botValue: 0.5,
      loss,
      error: ownError,
      ownError,
      playouts: 2,
      mark: 'blunder',
      expected: [0.5, 0.5],
    });
    const o = { setting: 'quick' as const, seed: 's', samples: 2, rollouts: 1, thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 }, players: 2 };
    // Both playouts of decision 0 lost the game (−1, −1): own error 0. The others' playouts
    // (+1, −1), (+1, 0), (0, −1) pool to a variance of 0.75, an error of √(0.75 / 2) ≈ 0.61 each.
    const review = finishReview([decision(0, 1, 0), decision(1, 0, 1), decision(2, 0.5, 0.5), decision(3, -0.5, 0.5)], o);
    expect(review.decisions.map((d) => d.error)).toEqual([0.612372, 1, 0.612372, 0.612372]);
    expect(review.decisions.map((d) => d.mark)).toEqual(['unclear', 'best', 'unclear', 'best']);
    expect(review.players[0]?.counts).toMatchObject({ unclear: 2, blunder: 0, mistake: 0, inaccuracy: 0 });
  });
});
