/**
 * Take-backs, decided by the engine (core/take-back.ts and each ruleset's take-back.ts).
 * Over seeded random games of every ruleset, for every action the engine lets its seat take
 * back: the PRNG is untouched, no other seat's view changed beyond what a spectator's did (so
 * nobody learned anything hidden), and a record with the take-back replays to the exact state
 * before the action, every seat's view included. Scenarios pin what stands and what may go.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS, TAKE_BACK, mayTakeBack } from '@engine/index';
import { canonicalJson } from '@engine/core/actions';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import { replay } from '@engine/core/replay';
import type { AnyRuleset, Seat } from '@engine/core/ruleset';
import { byTier } from './tier';

/** Seeded games per ruleset: 3 in `npm test`, 25 in `npm run test:slow`; TAKE_BACK_GAMES overrides. */
const GAMES = Number(process.env.TAKE_BACK_GAMES ?? byTier(3, 25));

/** JSON paths (a.b.0.c) at which two JSON values differ. */
function diffPaths(a: unknown, b: unknown, path = '', out = new Set<string>()): Set<string> {
  if (canonicalJson(a) === canonicalJson(b)) return out;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
    for (const k of keys) diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`, out);
    return out;
  }
  out.add(path);
  return out;
}

const rngOf = (state: unknown) => canonicalJson((state as { rng: unknown }).rng);

interface Seen {
  allowed: Map<string, number>;
  refused: Map<string, number>;
}

function checkGame(ruleset: AnyRuleset, seed: string, players: number, seen: Seen) {
  const options = ruleset.optionsSchema.parse({});
  const rng = createRng(`pick:${seed}`);
  let state: unknown = ruleset.setup(seed, players, options);
  const actions: { seat: Seat; action: unknown }[] = [];
  for (let step = 0; step < 5000; step++) {
    const status = ruleset.status(state);
    if (status.finished) return;
    const seat = pick(rng, status.active);
    const action = pick(rng, ruleset.actions(state, seat)) as { type: string };
    const out = play(ruleset, state, seat, action);
    if (!out.ok) throw new Error(out.error.message);
    const allowed = mayTakeBack(ruleset, state, { seat, action }, out.state, seat);
    const tally = allowed ? seen.allowed : seen.refused;
    tally.set(action.type, (tally.get(action.type) ?? 0) + 1);
    if (allowed) {
      expect(rngOf(out.state), 'a take-back never follows a PRNG draw').toBe(rngOf(state));
      const publicDiff = diffPaths(ruleset.view(state, null), ruleset.view(out.state, null));
      for (let other = 0; other < players; other++) {
        if (other === seat) continue;
        const seatDiff = diffPaths(ruleset.view(state, other), ruleset.view(out.state, other));
        for (const path of seatDiff) expect(publicDiff.has(path), `seat ${other} learned ${path} from ${canonicalJson(action)}`).toBe(true);
      }
      // The record with the take-back replays to the position before the action, for everyone.
      const back = replay(ruleset, { seed, players, options, actions: [...actions, { seat, action }, { seat, action: { type: TAKE_BACK } }] });
      if (!back.ok) throw new Error(back.message);
      expect(canonicalJson(back.state)).toBe(canonicalJson(state));
      for (const s of [null, ...Array.from({ length: players }, (_, i) => i)]) {
        expect(canonicalJson(ruleset.view(back.state, s))).toBe(canonicalJson(ruleset.view(state, s)));
      }
      expect(back.log.at(-1)).toEqual({ kind: 'take-back', seat, text: `{seat:${seat}} took back their last move.`, args: { seat } });
    }
    actions.push({ seat, action });
    state = out.state;
  }
  throw new Error('game did not end');
}

describe('take-backs over seeded random games', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: only actions that revealed nothing, and each restores the position exactly`, () => {
      const seen: Seen = { allowed: new Map(), refused: new Map() };
      for (let g = 0; g < GAMES; g++) {
        const counts = Array.from({ length: ruleset.maxPlayers - ruleset.minPlayers + 1 }, (_, i) => ruleset.minPlayers + i).filter(
          (n) => ruleset.checkSetup(n, ruleset.optionsSchema.parse({})) === null,
        );
        const players = counts[g % counts.length]!;
        checkGame(ruleset, `take-back-${ruleset.id}-${g}`, players, seen);
      }
      // The test means something only if both kinds occur.
      expect([...seen.allowed.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect([...seen.refused.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    });
  }
});

describe('take-back scenarios', () => {
  const find = (id: string) => RULESETS.find((r) => r.id === id)!;

  it("replay refuses a take-back of an action that drew or revealed, or of another seat's action", () => {
    const ruleset = find('stonerush');
    const seed = 'scenario-1';
    const state = ruleset.setup(seed, 3, {});
    const seat = ruleset.status(state).active[0]!;
    const play1 = ruleset.actions(state, seat).find((a: { type: string }) => a.type === 'play')!;
    const other = (seat + 1) % 3;
    const back = { type: TAKE_BACK };
    /** The scenario's game with these actions, as the record would replay it. */
    const run = (...actions: { seat: number; action: { type: string } }[]) => replay(ruleset, { seed, players: 3, options: {}, actions });
    expect(run({ seat, action: play1 }, { seat: other, action: back }).ok).toBe(false);
    const first = run({ seat, action: play1 });
    if (!first.ok) throw new Error('setup');
    const discard = ruleset.actions(first.state, seat).find((a: { type: string }) => a.type === 'discard')!;
    // A discard ends the turn and draws: it stands.
    expect(run({ seat, action: play1 }, { seat, action: discard }, { seat, action: back }).ok).toBe(false);
    // Two take-backs in a row step back only once: the second has nothing to take back.
    const twice = run({ seat, action: play1 }, { seat, action: back }, { seat, action: back });
    expect(twice.ok).toBe(false);
  });

  it("Fightin': the first face-down play may go, the answering one (which turns the cards up) stands", () => {
    const ruleset = find('fightin-drinkin-stealin');
    const state = ruleset.setup('scenario-fds', 2, {});
    const [a, b] = ruleset.status(state).active as Seat[];
    const playA = ruleset.actions(state, a!)[0];
    const first = play(ruleset, state, a!, playA);
    if (!first.ok) throw new Error(first.error.message);
    expect(mayTakeBack(ruleset, state, { seat: a!, action: playA }, first.state, a!)).toBe(true);
    const playB = ruleset.actions(first.state, b!)[0];
    const second = play(ruleset, first.state, b!, playB);
    if (!second.ok) throw new Error(second.error.message);
    expect(mayTakeBack(ruleset, first.state, { seat: b!, action: playB }, second.state, b!)).toBe(false);
  });

  it('every ruleset declares its take-back rule, and no ruleset uses the reserved action type', () => {
    for (const ruleset of RULESETS) {
      expect(typeof ruleset.takeBack).toBe('function');
      const state = ruleset.setup('reserved', ruleset.minPlayers, ruleset.optionsSchema.parse({}));
      expect(ruleset.actionSchema.safeParse({ type: TAKE_BACK }).success).toBe(false);
      for (const seat of ruleset.status(state).active) {
        expect(ruleset.actions(state, seat).some((a: { type: string }) => a.type === TAKE_BACK)).toBe(false);
      }
    }
  });
});
