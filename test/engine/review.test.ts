/**
 * The post-game review (engine/core/review.ts, docs/review.md): a thrown-away win is a blunder,
 * and no review reads a card hidden from the seat it reviews. The marks' stability across seeds
 * is test/slow/review-stability.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { typicalGame } from '../../bench/review';
import { cloneState } from '@engine/core/actions';
import type { CardId, NumberCardId } from '@engine/core/components';
import { type Rng, createRng, randomInt } from '@engine/core/prng';
import {
  type DecisionReview,
  type ReviewStep,
  charted,
  decisionsOf,
  finishReview,
  memoriesOf,
  markFor,
  placementPoints,
  reviewDecision,
  reviewGame,
} from '@engine/core/review';
import type { AnyRuleset } from '@engine/core/ruleset';
import { RULESETS, getRuleset } from '@engine/index';
import { setup as stonerushSetup } from '@engine/stonerush/flow';
import type { StonerushState } from '@engine/stonerush/model';
import type { RaidingState } from '@engine/raiding-stonehenge/model';
import type { FdsState } from '@engine/fightin-drinkin-stealin/model';
import { EVENTS } from '@engine/fightin-drinkin-stealin/model';
import type { GrandEndeavorState } from '@engine/a-grand-endeavor/model';
import { commitsFaceUp } from '@engine/a-grand-endeavor/board';

const ruleset = (id: string) => getRuleset(id) as AnyRuleset;

describe('placement points', () => {
  it('gives 1 to the winner, 0 to the last, shares ties', () => {
    expect(placementPoints({ winners: [1], scores: { '0': 5, '1': 9, '2': 3 } }, 3)).toEqual([0.5, 1, 0]);
    expect(placementPoints({ winners: [0, 1] }, 2)).toEqual([0.5, 0.5]);
    expect(placementPoints({ winners: [2], scores: { '0': 4, '1': 4, '2': 9 } }, 3)).toEqual([0.25, 0.25, 1]);
    // Scores ignored where the rules rank only the winner.
    expect(placementPoints({ winners: [0], scores: { '0': 30, '1': 29, '2': 3 } }, 3, false)).toEqual([1, 0.25, 0.25]);
  });

  it('marks by the thresholds', () => {
    const t = { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 };
    expect([0, 0.05, 0.1, 0.25, 0.3, 0.9].map((l) => markFor(l, 0, t))).toEqual(['best', 'good', 'inaccuracy', 'mistake', 'blunder', 'blunder']);
  });
});

describe('a thrown-away win is a blunder', () => {
  /** Five seats, all colours dealt; seat 0 backs red, one space from the finish, and holds the red 5 day card. */
  function wonRace(): StonerushState {
    const s = stonerushSetup('review-won', 5, { track: 'outer-ring' });
    const hand: NumberCardId[] = ['D05', 'D02', 'N07', 'N13'];
    const rest = [...s.hands.flat(), ...s.drawPile].filter((c) => !hand.includes(c));
    s.hands = [hand, ...[1, 2, 3, 4].map(() => rest.splice(0, 4))];
    s.drawPile = rest;
    s.identities = ['red', 'blue', 'green', 'yellow', 'white'];
    s.undealtIdentities = [];
    s.positions = { white: 3, blue: 29, green: 5, yellow: 8, red: 29 };
    s.turn = 0;
    s.step = 'play';
    return s;
  }

  it('marks the play that finishes another colour a blunder, and the bot finishes its own', () => {
    const rs = ruleset('stonerush');
    const state = wonRace();
    const thrown = { type: 'play', cards: ['D02'], colour: 'blue' };
    const review = reviewDecision(rs, state, 0, thrown, { seed: 'a', index: 0, samples: 2, rollouts: 1, players: 5 });
    expect(review.bot).toEqual({ type: 'play', cards: ['D05'], colour: 'red' });
    expect(review.botValue).toBe(1);
    expect(review.playedValue).toBeLessThan(0.5);
    expect(review.mark).toBe('blunder');
    // The winning play itself is the best.
    const won = reviewDecision(rs, state, 0, review.bot, { seed: 'a', index: 0, samples: 2, rollouts: 1, players: 5 });
    expect(won.mark).toBe('best');
    expect(won.loss).toBe(0);
  });

  it('finds that blunder in a whole game and counts it among the costliest', () => {
    const rs = ruleset('stonerush');
    const state = wonRace();
    const action: { type: string } = { type: 'play', cards: ['D02'], colour: 'blue' } as { type: string };
    const steps: ReviewStep[] = [{ state, seat: 0, action }];
    const review = reviewGame(rs, steps, 5, { setting: 'quick', seed: 'whole' });
    expect(review.decisions.map((d) => d.mark)).toEqual(['blunder']);
    expect(review.players[0]?.costliest).toEqual([0]);
    expect(review.players[0]?.accuracy).toBe(0);
  });
});

/** Swaps two entries of the hidden slots at random: a position the seat cannot tell apart. */
function swapHidden<T extends string>(rng: Rng, slots: T[][], same: (a: T, b: T) => boolean = () => true): void {
  const places = slots.flatMap((slot, i) => slot.map((_, j) => [i, j] as const));
  if (places.length < 2) return;
  for (let tries = 0; tries < 20; tries++) {
    const [i, j] = places[randomInt(rng, places.length)] as readonly [number, number];
    const [k, l] = places[randomInt(rng, places.length)] as readonly [number, number];
    const a = slots[i]?.[j] as T;
    const b = slots[k]?.[l] as T;
    if (a === b || !same(a, b)) continue;
    (slots[i] as T[])[j] = b;
    (slots[k] as T[])[l] = a;
    return;
  }
}

/**
 * Each ruleset's hidden facts, changed as a seat could never notice: written here apart from the
 * rulesets' own `determinize`, from the rules (what each view hides).
 */
const CHANGE_HIDDEN: Record<string, (state: never, seat: number, rng: Rng, fixed: ReadonlySet<string>) => unknown> = {
  stonerush(state: StonerushState, seat, rng) {
    const s = cloneState(state);
    for (let n = 0; n < 3; n++) swapHidden(rng, [s.drawPile, ...s.hands.filter((_, i) => i !== seat)]);
    if (s.finisher === null) {
      const others = s.identities.map((c, i) => (i === seat ? [] : [c]));
      swapHidden(rng, [...others, s.undealtIdentities]);
      s.identities = s.identities.map((c, i) => (i === seat ? c : (others[i]?.[0] as typeof c)));
    }
    s.rng = createRng(`other|${randomInt(rng, 1e9)}`);
    return s;
  },
  'raiding-stonehenge'(state: RaidingState, seat, rng, fixed) {
    const s = cloneState(state);
    const faceDown = s.faceDown.map((c, i) => (i !== seat && c !== null ? [c] : []));
    // A card seen picked stays where the seat knows it is.
    for (let n = 0; n < 3; n++) swapHidden(rng, [s.deck, ...s.hands.filter((_, i) => i !== seat), ...faceDown], (a, b) => !fixed.has(a) && !fixed.has(b));
    s.faceDown = s.faceDown.map((c, i) => (faceDown[i]?.[0] as NumberCardId | undefined) ?? c);
    if (s.rules.hiddenStash && s.phase !== 'over') {
      // One disk changes hands between two other seats' hidden stashes (the counts stay).
      const others = s.stashes.map((_, i) => i).filter((i) => i !== seat);
      const [x, y] = [others[0], others[1]];
      if (x !== undefined && y !== undefined) {
        const a = s.stashes[x] as number[];
        const b = s.stashes[y] as number[];
        const from = a.findIndex((n, c) => n > 0 && (b[c] ?? 0) < 99 && b.some((m, d) => d !== c && m > 0));
        const to = from < 0 ? -1 : b.findIndex((m, d) => d !== from && m > 0);
        if (from >= 0 && to >= 0) {
          a[from] = (a[from] ?? 0) - 1;
          b[from] = (b[from] ?? 0) + 1;
          b[to] = (b[to] ?? 0) - 1;
          a[to] = (a[to] ?? 0) + 1;
        }
      }
      for (const r of s.resolutions) if (r.seat !== seat) r.setAside.reverse();
    }
    s.rng = createRng(`other|${randomInt(rng, 1e9)}`);
    return s;
  },
  'fightin-drinkin-stealin'(state: FdsState, seat, rng) {
    const s = cloneState(state);
    const opp = 1 - seat;
    const newcomers = EVENTS.map((e) => (!s.revealed[e] && (s.events[e][opp]?.length ?? 0) > 1 ? [s.events[e][opp]?.[1] as CardId] : []));
    for (let n = 0; n < 3; n++) swapHidden(rng, [s.hands[opp] ?? [], s.decks[opp] ?? [], ...newcomers]);
    EVENTS.forEach((e, i) => {
      const cards = s.events[e][opp];
      if (cards && newcomers[i]?.[0]) cards[1] = newcomers[i]?.[0] as CardId;
    });
    for (const p of s.prompts) {
      if (p.seat === opp && p.answer?.type === 'play') {
        p.answer = {
          type: 'play',
          fightin: s.events.fightin[opp]?.[1] as CardId,
          drinkin: s.events.drinkin[opp]?.[1] as CardId,
          stealin: s.events.stealin[opp]?.[1] as CardId,
        };
      }
    }
    s.decks[seat]?.reverse();
    s.monsterDeck.reverse();
    s.rng = createRng(`other|${randomInt(rng, 1e9)}`);
    return s;
  },
  'a-grand-endeavor'(state: GrandEndeavorState, seat, rng, fixed) {
    const s = cloneState(state);
    const others = s.seats.filter((_, i) => i !== seat);
    const projects = others.map((p) => (p.project && !p.project.faceUp ? [p.project.card] : []));
    const step = s.step;
    // The cards of a usurp trade are in the victim's hand and named by the step: left where they are.
    const traded: string[] = step.kind === 'usurp-discard' ? step.received : [];
    for (let n = 0; n < 3; n++)
      // Only a day number card is ever played face down: a swap keeps each card's way of being
      // played; a card seen taken from the display stays with its taker.
      swapHidden(
        rng,
        [s.deck, ...others.map((p) => p.hand), ...projects],
        (a, b) => commitsFaceUp(a) === commitsFaceUp(b) && ![a, b].some((c) => fixed.has(c) || traded.includes(c)),
      );
    others.forEach((p, i) => {
      if (p.project && projects[i]?.[0]) p.project.card = projects[i]?.[0] as CardId;
    });
    s.rng = createRng(`other|${randomInt(rng, 1e9)}`);
    return s;
  },
};

const json = (x: unknown) => JSON.stringify(x);

/**
 * Every card some seat was seen to take into its hand before these steps, read from the actions and
 * the open table, apart from the rulesets' memory: a Raiding pick takes a line's bottom card, an A
 * Grand Endeavor `take` names an available project.
 */
function seenTaken(steps: readonly ReviewStep[]): Set<string> {
  const out = new Set<string>();
  for (const { state, action } of steps) {
    const a = action as { type: string; line?: number; card?: string };
    if (a.type === 'pick' && typeof a.line === 'number') {
      const card = (state as RaidingState).lines?.[a.line]?.[0];
      if (card) out.add(card);
    }
    if (a.type === 'take' && typeof a.card === 'string' && 'available' in (state as object)) out.add(a.card);
  }
  return out;
}

/** Per seat, what it was seen to take and is still known to hold (cleared where it hands cards on unseen: an A Grand Endeavor usurp or defamation). */
function takenBySeat(steps: readonly ReviewStep[], players: number): Set<string>[] {
  const out = Array.from({ length: players }, () => new Set<string>());
  for (const { state, seat, action } of steps) {
    const a = action as { type: string; line?: number; card?: string; target?: number };
    if (a.type === 'pick' && typeof a.line === 'number') {
      const card = (state as RaidingState).lines?.[a.line]?.[0];
      if (card) out[seat]?.add(card);
    }
    if (a.type === 'take' && typeof a.card === 'string') out[seat]?.add(a.card);
    if (a.type === 'usurp') out[seat]?.clear();
    if (a.type === 'defame' && typeof a.target === 'number') out[a.target]?.clear();
  }
  return out;
}

describe('no peeking: a hidden card changed as the seat could not notice changes nothing', () => {
  const games: [string, number, Record<string, unknown>][] = [
    ['stonerush', 4, {}],
    ['raiding-stonehenge', 4, {}],
    ['raiding-stonehenge', 4, { hiddenStash: true }],
    ['fightin-drinkin-stealin', 2, {}],
    ['a-grand-endeavor', 4, {}],
  ];
  for (const [id, players, extra] of games) {
    it(`${id}${Object.keys(extra).length ? ` (${Object.keys(extra).join(', ')})` : ''}: every sample, and the review of decisions across the game`, () => {
      const rs = ruleset(id);
      const change = CHANGE_HIDDEN[id] as (state: unknown, seat: number, rng: Rng, fixed: ReadonlySet<string>) => unknown;
      const game = typicalGame(rs, players, `peek-${id}`, 0.3, extra);
      const decisions = decisionsOf(rs, game.steps);
      const memories = memoriesOf(rs, game.steps, players);
      const rng = createRng(`peek|${id}`);
      let changed = 0;
      let reviewed = 0;
      decisions.forEach(({ index, step }, n) => {
        const variant = change(step.state, step.seat, rng, seenTaken(game.steps.slice(0, index)));
        const memory = memories[index];
        // The change must be one the seat cannot see (else it is no test of peeking).
        expect(json(rs.view(variant, step.seat))).toBe(json(rs.view(step.state, step.seat)));
        expect(json(rs.actions(variant, step.seat))).toBe(json(rs.actions(step.state, step.seat)));
        if (json(variant) !== json(step.state)) changed++;
        const parts = rs.review;
        if (!parts) throw new Error(`${id} has no review`);
        for (let k = 0; k < 2; k++) {
          const a = parts.determinize(step.state, step.seat, createRng(`d|${index}|${k}`), memory);
          const b = parts.determinize(variant, step.seat, createRng(`d|${index}|${k}`), memory);
          expect(json(a)).toBe(json(b));
          // A sample looks the same to the seat as the real position.
          expect(json(rs.view(a, step.seat))).toBe(json(rs.view(step.state, step.seat)));
        }
        // Whole reviews of a few decisions spread over the game (each plays the rest of the game out).
        if (n % Math.ceil(decisions.length / 4) === 0) {
          const ctx = { seed: 'peek', index, samples: 2, rollouts: 1, players, memory };
          expect(json(reviewDecision(rs, variant, step.seat, step.action, ctx))).toBe(json(reviewDecision(rs, step.state, step.seat, step.action, ctx)));
          reviewed++;
        }
      });
      // Most positions hide something that was changed.
      expect(changed).toBeGreaterThan(decisions.length / 2);
      expect(reviewed).toBeGreaterThanOrEqual(4);
    });
  }

  it('every ruleset has its review parts', () => {
    for (const rs of RULESETS) expect(rs.review, rs.id).toBeDefined();
  });
});

describe('A Grand Endeavor samples keep what a face-down project is known to be', () => {
  it('every face-down project of another seat in every sample is a day number card, as in play', () => {
    const rs = ruleset('a-grand-endeavor');
    const game = typicalGame(rs, 4, 'face-down-kind', 0.3);
    let seen = 0;
    for (const { index, step } of decisionsOf(rs, game.steps)) {
      const real = step.state as GrandEndeavorState;
      for (let k = 0; k < 3; k++) {
        const sample = rs.review?.determinize(real, step.seat, createRng(`fd|${index}|${k}`)) as GrandEndeavorState;
        sample.seats.forEach((p, i) => {
          if (i === step.seat || !p.project || p.project.faceUp) return;
          seen++;
          expect(commitsFaceUp(p.project.card), `${index}: seat ${i}'s face-down ${p.project.card}`).toBe(false);
        });
        // Nothing lost or made: the same cards in all.
        const cards = (st: GrandEndeavorState) =>
          [...st.deck, ...st.available, ...st.removedCards, ...st.seats.flatMap((p) => [...p.hand, ...(p.project ? [p.project.card] : [])])]
            .filter(Boolean)
            .sort();
        expect(cards(sample)).toEqual(cards(real));
        // A usurp trade's two cards are two of the victim's (the step names them, its hand holds them).
        const st = sample.step;
        if (st.kind === 'usurp-discard') for (const c of st.received) expect(sample.seats[st.victim]?.hand).toContain(c);
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});

describe('the stated sampling error and the chart playouts', () => {
  const decision = (index: number, loss: number, ownError: number, playouts: number, same = false): DecisionReview => ({
    index,
    seat: 0,
    played: { type: 'x' },
    bot: { type: same ? 'x' : 'y' },
    same,
    playedValue: 0.5,
    botValue: 0.5 + loss,
    loss,
    error: ownError,
    ownError,
    playouts,
    mark: 'best',
    expected: [0.5, 0.5],
  });
  const o = { setting: 'quick' as const, seed: 's', samples: 2, rollouts: 1, thresholds: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 }, players: 2 };

  it('never states less than the pooled error: two equal playouts do not make a decision certain', () => {
    // Own variances (error² × playouts): 0, 0.5, 0.1 → pooled 0.2; over 2 playouts, √0.1.
    const review = finishReview([decision(0, 0, 0, 2), decision(1, 0.5, 0.5, 2), decision(2, 0.2, Math.sqrt(0.05), 2), decision(3, 0, 0, 2, true)], o);
    const pooled = Math.sqrt(0.2 / 2);
    expect(review.decisions.map((d) => d.error)).toEqual([pooled, 0.5, pooled, 0].map((x) => Math.round(x * 1e6) / 1e6));
    // The choice that is the bot's keeps no error; the summary's mean is over the others.
    expect(review.meanError).toBeCloseTo((2 * pooled + 0.5) / 3, 4);
    // Reading ownError, never error: the same result when finished twice (the page merges workers' results).
    expect(finishReview(review.decisions, o)).toEqual(review);
  });

  it('charts one in `every` agreeing decisions, by the seed and the action number alone', () => {
    const picked = Array.from({ length: 2000 }, (_, i) => charted('seed', i, 4)).filter(Boolean).length;
    expect(picked).toBeGreaterThan(400);
    expect(picked).toBeLessThan(600);
    expect(Array.from({ length: 50 }, (_, i) => charted('seed', i, 4))).toEqual(Array.from({ length: 50 }, (_, i) => charted('seed', i, 4)));
    expect(Array.from({ length: 50 }, (_, i) => charted('seed', i, 1)).every(Boolean)).toBe(true);
  });

  it('a quick review plays out only the charted agreeing decisions, and says so (no worth, no chart point)', () => {
    const rs = ruleset('raiding-stonehenge');
    const game = typicalGame(rs, 3, 'chart-stride', 0.3);
    const review = reviewGame(rs, game.steps, 3, { setting: 'quick', seed: 'stride' });
    for (const d of review.decisions) {
      const played = !d.same || charted('stride', d.index, 4);
      expect(d.expected !== null, `decision ${d.index}`).toBe(played);
      expect(d.playedValue !== null).toBe(played);
      expect(d.playouts).toBe(played ? (d.same ? 1 : 2) : 0);
    }
    expect(review.decisions.some((d) => d.same && d.expected === null)).toBe(true);
  });
});

describe('samples keep what the table remembers: cards seen going into a hand', () => {
  const cases: [string, number][] = [
    ['raiding-stonehenge', 4],
    ['a-grand-endeavor', 4],
  ];
  for (const [id, players] of cases) {
    it(`${id}: a card another seat was seen to take, still hidden, is in that seat's hand or face-down card in every sample`, () => {
      const rs = ruleset(id);
      const game = typicalGame(rs, players, `memory-${id}`, 0.3);
      const memories = memoriesOf(rs, game.steps, players);
      const hiddenOf = (state: unknown, seat: number): string[][] =>
        id === 'raiding-stonehenge'
          ? (state as RaidingState).hands.map((h, i) =>
              i === seat ? [] : [...h, ...((state as RaidingState).faceDown[i] ? [(state as RaidingState).faceDown[i] as string] : [])],
            )
          : (state as GrandEndeavorState).seats.map((p, i) => (i === seat ? [] : [...p.hand, ...(p.project && !p.project.faceUp ? [p.project.card] : [])]));
      const deckOf = (state: unknown): string[] => (id === 'raiding-stonehenge' ? (state as RaidingState).deck : (state as GrandEndeavorState).deck);
      let remembered = 0;
      for (const { index, step } of decisionsOf(rs, game.steps)) {
        const known = takenBySeat(game.steps.slice(0, index), players);
        const real = hiddenOf(step.state, step.seat);
        const hidden = new Set([...real.flat(), ...deckOf(step.state)]);
        for (let k = 0; k < 2; k++) {
          const sample = rs.review?.determinize(step.state, step.seat, createRng(`mem|${index}|${k}`), memories[index]);
          const places = hiddenOf(sample, step.seat);
          known.forEach((cards, s) => {
            if (s === step.seat) return;
            for (const c of cards) {
              if (!hidden.has(c)) continue;
              // The memory is true of the real game (no false knowledge) …
              expect(real[s], `${index}: seat ${s} took ${c}`).toContain(c);
              // … and every sample keeps it.
              expect(places[s], `${index}: sample ${k} lost seat ${s}'s ${c}`).toContain(c);
              remembered++;
            }
          });
        }
      }
      expect(remembered).toBeGreaterThan(20);
    });
  }
});
