import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '@engine/core/components';
import { stonerush } from '@engine/stonerush';
import { type StonerushState, stonerushDeck, trackLength } from '@engine/stonerush/model';
import type { StonerushView } from '@engine/stonerush/view';
import { expectReplays, fuzzCount, randomGame } from './fuzz';

const DECK = [...stonerushDeck()].sort();

const hooks = {
  invariant(s: StonerushState) {
    const everywhere = [...s.hands.flat(), ...s.drawPile, ...s.discardPile].sort();
    expect(everywhere).toEqual(DECK);
    expect(new Set([...s.identities, ...s.undealtIdentities]).size).toBe(5);
    for (const c of PLAYER_COLOURS) {
      const p = s.positions[c];
      expect(p >= 1 && p <= trackLength(s)).toBe(true);
    }
    // druids never share a space except the start space (and never on the finish but the finisher)
    const taken = PLAYER_COLOURS.map((c) => s.positions[c]).filter((p) => p > 1);
    expect(new Set(taken).size).toBe(taken.length);
    for (const [seat, hand] of s.hands.entries()) {
      if (s.turn !== seat && s.finisher === null) expect(hand).toHaveLength(4);
    }
  },
  hiddenFrom(s: StonerushState, seat: number | null) {
    const others = s.hands.flatMap((h, i) => (i === seat ? [] : h));
    return [...others, ...s.drawPile];
  },
  checkView(s: StonerushState, seat: number | null, raw: unknown) {
    const v = raw as StonerushView;
    if (seat === null) expect(v.identity).toBeUndefined();
    else expect(v.identity).toBe(s.identities[seat]);
    if (s.finisher === null) expect(v.identities).toBeUndefined();
    expect(Object.keys(v)).not.toContain('undealtIdentities');
    expect(Object.keys(v)).not.toContain('rng');
  },
};

describe('Stonerush random play', () => {
  const total = fuzzCount(1000);
  it(`plays ${total} seeded random games to the end on both tracks with every player count`, () => {
    let replayed = 0;
    for (let i = 0; i < total; i++) {
      const players = 3 + (i % 3);
      const track = i % 2 === 0 ? 'outer-ring' : 'bluestones';
      // invariants and views on every step for a sample; the rest check the end state only
      const thorough = i % 20 === 0;
      const game = randomGame(stonerush, `stonerush-fuzz-${i}`, players, { track }, hooks, { thorough });
      hooks.invariant(game.finalState as StonerushState);
      if (thorough) {
        expectReplays(stonerush, game);
        replayed++;
      }
    }
    expect(replayed).toBeGreaterThan(0);
  });
});
