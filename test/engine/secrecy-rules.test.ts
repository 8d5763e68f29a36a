/**
 * Secrecy checked against the rules, not the engine's own flags (issue #43 item 10). What is
 * secret comes from the state's facts as the rule texts say (./rule-secrets.ts), never from
 * `view`; then, at every step of seeded random games of all four rulesets:
 * - two states that differ only by a secret swapped with another value hidden from the same
 *   observers give every other seat and the spectator the same view, byte for byte (so a view that
 *   shows a face-down card's value, or an identity in any form, fails);
 * - a face-down card's id is in no other seat's or spectator's view;
 * - the public log an action writes is the same whichever card of the hand it played face down
 *   (the state and action with the two cards' names exchanged), and no entry names a face-down
 *   card until the rule turns it up.
 * The payloads, frames, mails and the record built from these are checked over HTTP in
 * test/api/secrecy-rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { canonicalJson } from '@engine/core/actions';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import type { AnyRuleset, LogEntry, Seat } from '@engine/core/ruleset';
import { observers, ruleSecrets, swapped } from './rule-secrets';
import { byTier } from './tier';

const GAMES = byTier(2, 12);

/** The state (or action) with two card names exchanged wherever they appear, keys included. */
function renamed<T>(value: T, a: string, b: string): T {
  return JSON.parse(JSON.stringify(value).replace(/"([^"\\]*)"/g, (m, s: string) => (s === a ? JSON.stringify(b) : s === b ? JSON.stringify(a) : m)));
}

const names = (card: string) => new RegExp(`(^|[^A-Za-z0-9-])${card.replace(/[^A-Za-z0-9-]/g, '\\$&')}([^A-Za-z0-9-]|$)`);

interface Counts {
  twins: number;
  searched: number;
  logTwins: number;
}

function checkState(ruleset: AnyRuleset, state: unknown, players: number, counts: Counts, where: string) {
  const views = new Map<Seat | null, string>();
  const viewOf = (o: Seat | null) => {
    const known = views.get(o);
    if (known !== undefined) return known;
    const v = canonicalJson(ruleset.view(state, o));
    views.set(o, v);
    return v;
  };
  for (const secret of ruleSecrets(ruleset.id, state, players)) {
    for (const swap of secret.swaps.slice(0, 2)) {
      const twin = swapped(state, secret.path, swap.path);
      for (const o of observers(players, secret.owner, swap.alsoKnownTo)) {
        const same = canonicalJson(ruleset.view(twin, o)) === viewOf(o);
        if (!same) throw new Error(`${where}: the ${secret.kind} of seat ${secret.owner} (${secret.path.join('.')}) changes what ${o ?? 'a spectator'} sees`);
        counts.twins++;
      }
    }
    if (secret.card) {
      for (const o of observers(players, secret.owner, null)) {
        if (viewOf(o).includes(JSON.stringify(secret.card))) throw new Error(`${where}: ${o ?? 'a spectator'} sees face-down ${secret.card}`);
        counts.searched++;
      }
    }
  }
}

function playGame(ruleset: AnyRuleset, seed: string, players: number, counts: Counts) {
  const options = ruleset.optionsSchema.parse({});
  let state = ruleset.setup(seed, players, options);
  const chooser = createRng(`secrecy:${seed}`);
  // Each face-down card, and the log entries written since it went face down.
  const since = new Map<string, LogEntry[]>();
  for (let step = 0; step < 4000; step++) {
    const where = `${ruleset.id} ${seed} step ${step}`;
    checkState(ruleset, state, players, counts, where);
    const status = ruleset.status(state);
    if (status.finished) return;
    const seat = pick(chooser, status.active);
    const action = pick(chooser, ruleset.actions(state, seat) as unknown[]);
    const before = new Set(ruleSecrets(ruleset.id, state, players).map((s) => s.card));
    const done = play(ruleset, state, seat, action);
    if (!done.ok) throw new Error(`${where}: ${done.error.message}`);
    const after = ruleSecrets(ruleset.id, done.state, players);
    // The public log names no card that is face down (from the entry that played it on).
    for (const entries of since.values()) entries.push(...done.log);
    for (const secret of after) if (secret.card && !since.has(secret.card)) since.set(secret.card, [...done.log]);
    for (const card of [...since.keys()]) {
      if (!after.some((s) => s.card === card)) since.delete(card);
      else if (names(card).test(JSON.stringify(since.get(card)))) throw new Error(`${where}: the log names face-down ${card}`);
    }
    // The card just played face down, exchanged with another card of the same hand: the same public log.
    for (const secret of after.filter((s) => s.card && !before.has(s.card) && s.owner === seat && JSON.stringify(action).includes(JSON.stringify(s.card)))) {
      const card = secret.card as string;
      for (const swap of secret.swaps) {
        const other = swap.path.reduce<any>((v, k) => v?.[k], done.state) as string;
        if (typeof other !== 'string' || !JSON.stringify(state).includes(JSON.stringify(other))) continue;
        const twin = play(ruleset, renamed(state, card, other), seat, renamed(action, card, other));
        // The other card may not be played here, or not face down (a night card goes face up: that much is public).
        if (!twin.ok || !ruleSecrets(ruleset.id, twin.state, players).some((s) => s.card === other)) continue;
        expect(canonicalJson(twin.log), `${where}: the log says which card went face down`).toBe(canonicalJson(done.log));
        counts.logTwins++;
        break;
      }
    }
    state = done.state;
  }
}

describe('secrecy from the rule texts (#43.10)', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: no face-down card and no secret identity reaches another seat or a spectator`, () => {
      const counts: Counts = { twins: 0, searched: 0, logTwins: 0 };
      const sizes = [2, 3, 4, 5].filter((n) => ruleset.checkSetup(n, ruleset.optionsSchema.parse({})) === null);
      expect(sizes.length).toBeGreaterThan(0);
      for (let g = 0; g < GAMES; g++) playGame(ruleset, `secrecy-${ruleset.id}-${g}`, sizes[g % sizes.length] as number, counts);
      // Each ruleset has secrets the checks saw: none of them passes by checking nothing.
      expect(counts.twins).toBeGreaterThan(20);
      if (ruleset.id !== 'stonerush') {
        expect(counts.searched).toBeGreaterThan(10);
        expect(counts.logTwins).toBeGreaterThan(2);
      }
    });
  }
});

describe('the secrecy checks catch a view that shows too much (#43.10)', () => {
  // A view that copies one field more than it should: each is a leak a flag-based check could miss.
  const leaks: Record<string, (state: any) => unknown> = {
    stonerush: (s) => ({ dealt: s.identities.length, firstIdentity: s.identities[0] }),
    'fightin-drinkin-stealin': (s) =>
      Object.fromEntries(Object.entries(s.events as Record<string, string[][]>).map(([e, seats]) => [e, seats.map((c) => c[1]?.slice(1) ?? null)])),
    'raiding-stonehenge': (s) => (s.faceDown as (string | null)[]).map((c) => (c === null ? null : c.slice(1))),
    'a-grand-endeavor': (s) => (s.seats as any[]).map((p) => p.project?.card ?? null),
  };
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: a leaky view fails them`, () => {
      const leaky: AnyRuleset = {
        ...ruleset,
        view: (state: unknown, seat: Seat | null) => ({ ...(ruleset.view(state, seat) as object), extra: leaks[ruleset.id]!(state) }),
      };
      const sizes = [2, 3, 4, 5].filter((n) => ruleset.checkSetup(n, ruleset.optionsSchema.parse({})) === null);
      const counts: Counts = { twins: 0, searched: 0, logTwins: 0 };
      expect(() => {
        for (let g = 0; g < GAMES; g++) playGame(leaky, `secrecy-${ruleset.id}-${g}`, sizes[g % sizes.length] as number, counts);
      }).toThrow(/changes what|sees face-down/);
    });
  }
});
