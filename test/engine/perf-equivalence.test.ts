/**
 * Speed work on the engine must not change behaviour. This test plays a fixed
 * set of seeded random games for every ruleset (every player count and option
 * the ruleset has) and hashes, action by action, everything a caller can see:
 * the state, every seat's legal-action list, every seat's view (and the
 * spectator's), the status, the log lines, what `play` answers to a stale
 * action, and at the end the revealed view. The digests were generated from the
 * engine before the speed work and are committed in
 * `perf-equivalence.golden.json`; the engine must reproduce them exactly.
 *
 * Values are hashed with `strict` below rather than JSON: it keeps key order,
 * and tells apart what JSON would blur (a key whose value is undefined, a hole
 * in an array, -0, NaN), so a faster clone that changed the in-memory shape of
 * a state would show here even before it changed any behaviour. Each game is
 * also played a second time with every state passed through JSON in between
 * (as the server stores it) and must give the same digest.
 *
 * Regenerate the golden file (PERF_GOLDEN_WRITE=1, with PERF_GOLDEN_ONLY=<ruleset id>
 * for one ruleset) only together with an engineVersion bump: a different digest at
 * the same version means old records would replay differently. Kept older versions
 * (KEPT_VERSIONS) are checked against the digests they had, under `<id>@v<n>`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEPT_VERSIONS, RULESETS } from '@engine/index';
import { canonicalJson } from '@engine/core/actions';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import type { AnyRuleset, GameStatus, LogEntry, Seat } from '@engine/core/ruleset';
import { SLOW } from './tier';
import { setups } from '../web/log-samples';

const GOLDEN = path.join(import.meta.dirname, 'perf-equivalence.golden.json');
const WRITE = process.env.PERF_GOLDEN_WRITE === '1';
/** Every how many games the JSON-round-trip replay is checked too. */
const VIA_JSON_EVERY = 4;
/**
 * Games per ruleset, taking the setups (player count × options) in turn: at least one game each.
 * `npm run test:slow` (and a write) plays all 60; `npm test` checks FAST_GAMES of them against the same digests.
 */
const FULL = WRITE || SLOW;
const FULL_GAMES = 60;
/** Games the fast loop checks per ruleset, spread over the full run (so over the setups too). */
const FAST_GAMES = 6;

/** Which of the full run's `count` games to play: all (every VIA_JSON_EVERY-th via JSON), or FAST_GAMES spread out. */
function gameNumbers(count: number, viaJson: boolean): number[] {
  const all = Array.from({ length: count }, (_, i) => i).filter((i) => !viaJson || i % VIA_JSON_EVERY === VIA_JSON_EVERY - 1);
  if (FULL) return all;
  return Array.from({ length: viaJson ? 2 : FAST_GAMES }, (_, k) => all[Math.floor((k * all.length) / (viaJson ? 2 : FAST_GAMES))]!);
}

interface Golden {
  [rulesetId: string]: { engineVersion: number; games: Record<string, string> };
}

/** A serialisation that keeps key order and marks undefined, holes, -0 and non-finite numbers. */
export function strict(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'n';
  switch (typeof value) {
    case 'number':
      if (Object.is(value, -0)) return '-0';
      return Number.isFinite(value) ? String(value) : `#${String(value)}`;
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'object': {
      if (Array.isArray(value)) {
        const parts: string[] = [];
        for (let i = 0; i < value.length; i++) parts.push(i in value ? strict(value[i]) : 'hole');
        return `[${parts.join(',')}]`;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) throw new Error(`not plain data: ${String(proto?.constructor?.name)}`);
      return `{${Object.keys(value)
        .map((k) => `${JSON.stringify(k)}:${strict((value as Record<string, unknown>)[k])}`)
        .join(',')}}`;
    }
    default:
      throw new Error(`not data: ${typeof value}`);
  }
}

/** Plays one seeded random game and returns the SHA-256 of everything observable along the way. */
function digestGame(ruleset: AnyRuleset, seed: string, players: number, rawOptions: unknown, viaJson: boolean): string {
  const hash = createHash('sha256');
  const feed = (tag: string, text: string) => hash.update(`${tag}\u0000${text}\u0001`);
  const seats: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, i) => i)];
  const options = ruleset.optionsSchema.parse(rawOptions);
  let state: unknown = ruleset.setup(seed, players, options);
  const chooser = createRng(`chooser:${seed}`);
  let previous: { seat: Seat; action: unknown } | null = null;
  for (let step = 0; ; step++) {
    if (viaJson) state = JSON.parse(JSON.stringify(state));
    const before = strict(state);
    feed('state', before);
    feed('canonical', canonicalJson(state));
    const status = ruleset.status(state);
    feed('status', strict(withoutSays(status)));
    for (const seat of seats) {
      feed('view', strict(ruleset.view(state, seat)));
      if (seat !== null) feed('actions', strict(ruleset.actions(state, seat)));
    }
    if (status.finished) {
      feed('revealed', strict(ruleset.revealedView(state)));
      return hash.digest('hex');
    }
    if (step > 20_000) throw new Error(`${seed}: no end`);
    // What play says to the previous action played again now (often refused): the error paths.
    if (previous) {
      const again = play(ruleset, state, previous.seat, previous.action);
      feed('again', again.ok ? `ok:${strict(again.state)}${strict(again.log.map(withoutArgs))}` : strict(again.error));
    }
    const seat = pick(chooser, status.active);
    const chosen = pick(chooser, ruleset.actions(state, seat) as unknown[]);
    // Submitted as the server receives it: parsed JSON, here with its keys reversed.
    const submitted = Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(chosen)) as object).reverse());
    const result = play(ruleset, state, seat, submitted);
    if (!result.ok) throw new Error(`${seed}: legal action refused: ${result.error.message}`);
    // The engine is pure: neither the state played from nor a refused try changed it.
    if (strict(state) !== before) throw new Error(`${seed}: play changed the state it was given at step ${step}`);
    feed('log', strict(result.log.map(withoutArgs)));
    previous = { seat, action: submitted };
    state = result.state;
  }
}

/**
 * A log entry as the golden digests hash it: without its `args` (added after the digests were made,
 * with the text unchanged). test/engine/log-words.test.ts pins the args instead: the English words
 * made from them must be the entry's text, which these digests cover.
 */
function withoutArgs(entry: LogEntry): Omit<LogEntry, 'args'> {
  const { args: _args, ...rest } = entry;
  return rest;
}

/**
 * A status as the golden digests hash it: its result without `says` (the summary's words as data,
 * added after the digests were made with the summary unchanged), pinned as the args are: its
 * English words must be the summary (test/engine/log-words.test.ts).
 */
function withoutSays(status: GameStatus): GameStatus {
  if (!status.result) return status;
  const { says: _says, ...result } = status.result;
  return { ...status, result };
}

function digests(ruleset: AnyRuleset, viaJson: boolean): Record<string, string> {
  const all = setups(ruleset);
  const out: Record<string, string> = {};
  const count = Math.max(FULL_GAMES, all.length);
  for (const i of gameNumbers(count, viaJson)) {
    const { players, options } = all[i % all.length]!;
    const key = `${i} ${players}p ${canonicalJson(options)}`;
    out[key] = digestGame(ruleset, `perf-eq-${ruleset.id}-${i}`, players, options, viaJson);
  }
  return out;
}

/** The golden key: the ruleset's id for its current version, `<id>@v<n>` for a kept older one. */
const keyOf = (ruleset: AnyRuleset) => (KEPT_VERSIONS.includes(ruleset) ? `${ruleset.id}@v${ruleset.engineVersion}` : ruleset.id);
const ALL = [...RULESETS, ...KEPT_VERSIONS];

describe('engine behaviour is unchanged by speed work (golden digests)', () => {
  if (WRITE) {
    // PERF_GOLDEN_ONLY=<key> rewrites that key alone (after an engineVersion bump); the rest stay as committed.
    const only = process.env.PERF_GOLDEN_ONLY;
    it('writes the golden digests', () => {
      const golden: Golden = only ? (JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden) : {};
      for (const ruleset of ALL) {
        if (only && keyOf(ruleset) !== only) continue;
        golden[keyOf(ruleset)] = { engineVersion: ruleset.engineVersion, games: digests(ruleset, false) };
      }
      writeFileSync(GOLDEN, `${JSON.stringify(golden, null, 1)}\n`);
    });
    return;
  }
  const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as Golden;
  for (const ruleset of ALL) {
    const key = keyOf(ruleset);
    it(`${key}: every seeded game reproduces its digest`, () => {
      const expected = golden[key];
      expect(expected, `no golden digests for ${key}`).toBeDefined();
      expect(ruleset.engineVersion, 'engineVersion changed: regenerate the golden digests').toBe(expected?.engineVersion);
      expect(Object.keys(expected?.games ?? {}).length).toBeGreaterThan(0);
      const played = digests(ruleset, false);
      if (FULL) expect(played).toEqual(expected?.games);
      else for (const [k, digest] of Object.entries(played)) expect(digest, k).toBe(expected?.games[k]);
    });
    it(`${key}: the same games with every state passed through JSON give the same digests`, () => {
      const viaJson = digests(ruleset, true);
      expect(Object.keys(viaJson).length).toBeGreaterThan(0);
      for (const [k, digest] of Object.entries(viaJson)) expect(digest, k).toBe(golden[key]?.games[k]);
    });
  }
});
