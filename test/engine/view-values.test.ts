/**
 * The rule values boards show are computed by engine functions that work on what a
 * view carries, and the rules call those same functions. Each function is pinned on
 * exact numbers here, and random games check that, fed from a view, it gives what
 * the rules gave (the worth of a table card, the final score, the set-aside due).
 */
import { describe, expect, it } from 'vitest';
import { cardsToDraw, commitsFaceUp } from '@engine/a-grand-endeavor/flow';
import { CATEGORY_POINTS, SCORE_CATEGORIES, categoryPoints } from '@engine/a-grand-endeavor/scoring';
import type { CardId } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import { type Awards, type WeeLawyers, cardWorth, emptyAwards } from '@engine/fightin-drinkin-stealin/model';
import { bestColoursOf, scoreIfEndedNow, scoreSettingAside } from '@engine/fightin-drinkin-stealin/scoring';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import { allotmentOf, allotmentTable } from '@engine/raiding-stonehenge/allotment';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import { cardsToDiscard } from '@engine/stonerush/model';
import { randomGame } from './fuzz';

const NOBODY: WeeLawyers = { white: null, blue: null, green: null, yellow: null, red: null };

function awards(a: Partial<Awards>): Awards {
  return { ...emptyAwards(), ...a };
}

describe("Fightin' an' Drinkin' an' Stealin': card worth and scores from the view's facts", () => {
  it('a card counts its number, zero in a colour whose Wee Lawyer its owner holds, and a trilithon counts zero', () => {
    const lawyers: WeeLawyers = { ...NOBODY, red: 0, blue: 1 };
    const redDay = 'D11' as CardId;
    expect(cardWorth(redDay, NOBODY, 0)).toBe(11);
    expect(cardWorth(redDay, lawyers, 0)).toBe(0);
    expect(cardWorth(redDay, lawyers, 1)).toBe(11);
    expect(cardWorth('N12' as CardId, lawyers, 0)).toBe(12);
    expect(cardWorth('T-red' as CardId, NOBODY, 0)).toBe(0);
  });

  it('awards are halved under a held Wee Lawyer, the best colour is set aside, the first of tied colours named', () => {
    const lawyers: WeeLawyers = { ...NOBODY, red: 0 };
    const a = awards({ red: 4, blue: 2, white: 2 });
    expect(bestColoursOf(a, lawyers, 0)).toEqual(['white', 'blue', 'red']);
    expect(scoreIfEndedNow(a, lawyers, 0)).toEqual({ score: 4, best: 'white' });
    expect(scoreIfEndedNow(a, NOBODY, 0)).toEqual({ score: 4, best: 'red' });
    expect(scoreIfEndedNow(awards({ red: 3, green: 1 }), lawyers, 0)).toEqual({ score: 1, best: 'red' });
    expect(scoreSettingAside(awards({ red: 3, green: 1 }), lawyers, 0, 'green')).toBe(1.5);
    expect(scoreIfEndedNow(emptyAwards(), lawyers, 0)).toEqual({ score: 0, best: null });
  });

  it("in random games, every view's table worth and final scores match the shared functions", () => {
    for (const seed of ['view-values-1', 'view-values-2']) {
      randomGame(
        fightinDrinkinStealin,
        seed,
        2,
        {},
        {
          checkView(_state, _seat, raw) {
            const view = raw as FdsView;
            for (const slots of Object.values(view.events)) {
              slots.forEach((cards, owner) => {
                for (const t of cards) if (t.card) expect(cardWorth(t.card, view.weeLawyers, owner)).toBe(t.worth);
              });
            }
            if (view.scores && view.endDiscard) {
              for (const s of [0, 1]) {
                const seat = view.seats[s] as FdsView['seats'][number];
                expect(scoreSettingAside(seat.awards, view.weeLawyers, s, view.endDiscard[s] ?? null)).toBe(view.scores[s]);
                // The colour set aside at the end is a best one, so the score "if it ended now" is the final one.
                expect(scoreIfEndedNow(seat.awards, view.weeLawyers, s).score).toBe(view.scores[s]);
              }
            }
          },
        },
      );
    }
  });
});

describe('Raiding Stonehenge: the take / set-aside table from the view', () => {
  it('has a row for alone, for two to four sharing, and for everyone at one pile, times the accelerator', () => {
    expect(allotmentTable(5, 1)).toEqual([
      { atPile: 1, everyone: false, take: 1, setAside: 0 },
      { atPile: 2, everyone: false, take: 2, setAside: 1 },
      { atPile: 3, everyone: false, take: 3, setAside: 2 },
      { atPile: 4, everyone: false, take: 1, setAside: 2 },
      { atPile: 5, everyone: true, take: 0, setAside: 1 },
    ]);
    expect(allotmentTable(2, 2)).toEqual([
      { atPile: 1, everyone: false, take: 2, setAside: 0 },
      { atPile: 2, everyone: true, take: 0, setAside: 2 },
    ]);
    expect(allotmentTable(4, 3).map((r) => [r.atPile, r.everyone, r.take, r.setAside])).toEqual([
      [1, false, 3, 0],
      [2, false, 6, 3],
      [3, false, 9, 6],
      [4, true, 0, 3],
    ]);
    expect(allotmentOf(3, 5, 2)).toEqual({ take: 6, setAside: 4 });
    expect(() => allotmentOf(5, 6, 1)).toThrow();
  });

  it("in random games, the pending set-aside the view shows is the table's", () => {
    let seen = 0;
    for (const [seed, players, options] of [
      ['view-values-r1', 5, {}],
      ['view-values-r2', 4, { accelerator: 'x3' }],
    ] as const) {
      randomGame(raidingStonehenge, seed, players, options, {
        checkView(_state, _seat, raw) {
          const view = raw as RaidingView;
          if (!view.pending) return;
          seen++;
          expect(allotmentOf(view.pending.atPile, view.participants.length, view.options.multiplier).setAside).toBe(view.pending.setAsideDue);
        },
      });
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe('A Grand Endeavor: category points, cards to draw, face-up commits', () => {
  it('scores each category at its points', () => {
    expect(SCORE_CATEGORIES.map((c) => CATEGORY_POINTS[c])).toEqual([7, 3, 2, 1, 3, 1, 1, 5]);
    const counts = { trilithons: 2, trilithonPairs: 1, bluestones: 3, bluestonePairs: 2, bluestoneRuns: 1, lintels: 5, lintelPairs: 3, lintelRuns: 1 };
    expect(SCORE_CATEGORIES.map((c) => categoryPoints(counts, c))).toEqual([14, 3, 6, 2, 3, 5, 3, 5]);
  });

  it('draws up to three cards in possession', () => {
    expect([0, 1, 2, 3, 4].map(cardsToDraw)).toEqual([3, 2, 1, 0, 0]);
  });

  it('commits to a day number card face down, to a night or trilithon card face up', () => {
    expect(commitsFaceUp('D11' as CardId)).toBe(false);
    expect(commitsFaceUp('N11' as CardId)).toBe(true);
    expect(commitsFaceUp('T-red' as CardId)).toBe(true);
  });
});

describe('Stonerush: cards to discard', () => {
  it('keeps at most two cards', () => {
    expect([0, 1, 2, 3, 4, 5].map(cardsToDiscard)).toEqual([0, 0, 0, 1, 2, 3]);
  });
});
