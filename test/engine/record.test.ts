/**
 * stonehenge-record/1: real records of every ruleset (built by the worker's own
 * buildRecord from engine-played games) validate against schema/record.schema.json
 * and replay; the zod schema and the JSON Schema agree on bad ones; and the engine
 * version policy: old versions stay callable, unknown ones are refused clearly.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import type { GameRow } from '@db/schema';
import { type AnyRuleset, RULESETS, canonicalJson, recordSchema, rulesetAt, verifyRecord } from '@engine/index';
import { checkRecord } from '@engine/core/record';
import { findEngine } from '@engine/core/versions';
import { stonerush } from '@engine/stonerush';
import { buildRecord } from '@worker/archive/record';
import { randomGame } from './fuzz';

const jsonSchema = JSON.parse(readFileSync(new URL('../../schema/record.schema.json', import.meta.url), 'utf8'));
const validate = new Ajv2020({ allErrors: true }).compile(jsonSchema);

/** Player counts the defaults allow (some rulesets need a variant for the smallest counts). */
function counts(ruleset: AnyRuleset): number[] {
  const ok: number[] = [];
  for (let n = ruleset.minPlayers; n <= ruleset.maxPlayers; n++) if (!ruleset.checkSetup(n, ruleset.optionsSchema.parse({}))) ok.push(n);
  return [ok[0]!, ok[ok.length - 1]!];
}

/** A finished game as the worker stores it, and its record as GET /api/games/:id/record builds it. */
function realRecord(ruleset: AnyRuleset, players: number, seed: string) {
  const game = randomGame(ruleset, seed, players, {}, {}, { thorough: false });
  const start = Date.UTC(2026, 10, 22, 9);
  const row = {
    id: `g${seed.replace(/[^a-z0-9]/g, '')}`,
    ruleset: ruleset.id,
    engineVersion: ruleset.engineVersion,
    options: game.options,
    seed: game.seed,
    players,
    status: 'finished',
    seats: Array.from({ length: players }, (_, seat) => ({ seat, name: `Player ${seat + 1}`, joined: true, tokenHash: 'x' })),
    state: game.finalState,
    result: game.status.result,
    createdAt: start,
    updatedAt: start + game.actions.length * 1000,
    finishedAt: start + game.actions.length * 1000,
  } as unknown as GameRow;
  const record = buildRecord(
    row,
    game.actions.map((a, i) => ({ seq: i + 1, seat: a.seat, action: a.action, at: start + (i + 1) * 1000 })),
  );
  return { record: JSON.parse(JSON.stringify(record)), state: game.finalState };
}

describe('stonehenge-record/1', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: real records validate against the JSON Schema and replay to their result and state`, () => {
      for (const players of counts(ruleset)) {
        const { record, state } = realRecord(ruleset, players, `${ruleset.id}-record-${players}`);
        expect(validate(record), JSON.stringify(validate.errors)).toBe(true);
        expect(recordSchema.safeParse(record).success).toBe(true);
        const check = verifyRecord(record);
        expect(check.ok, check.ok ? '' : check.message).toBe(true);
        if (!check.ok) return;
        expect(check.steps).toHaveLength(record.actions.length + 1);
        expect(canonicalJson(check.steps[check.steps.length - 1]!.state)).toBe(canonicalJson(state));
      }
    });
  }

  it("names a tournament's game's tournament and round, and still validates and replays (#46)", () => {
    const { record } = realRecord(stonerush, 3, 'stonerush-tournament');
    const named = { ...record, tournament: { id: 'abc123', round: 2 } };
    expect(validate(named), JSON.stringify(validate.errors)).toBe(true);
    expect(recordSchema.safeParse(named).success).toBe(true);
    expect(verifyRecord(named).ok).toBe(true);
    for (const bad of [{ id: 'abc123' }, { id: 'abc123', round: 0 }, { id: '', round: 1 }, { id: 'abc123', round: 1, name: 'x' }]) {
      const clean = { ...record, tournament: bad };
      expect(validate(clean), JSON.stringify(bad)).toBe(false);
      expect(recordSchema.safeParse(clean).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('is refused by both the JSON Schema and the zod schema when malformed', () => {
    const { record } = realRecord(stonerush, 3, 'stonerush-malformed');
    const bad: [string, unknown][] = [
      ['wrong format', { ...record, format: 'stonehenge-record/2' }],
      ['missing seed', { ...record, seed: undefined }],
      ['extra top-level field', { ...record, state: {} }],
      ['engine version 0', { ...record, engineVersion: 0 }],
      ['fractional seat', { ...record, players: [{ seat: 0.5, name: 'A' }] }],
      ['action without type', { ...record, actions: [{ ...record.actions[0], action: { cards: [] } }] }],
      ['local time', { ...record, finishedAt: '2026-11-22 10:00' }],
      ['winners not seats', { ...record, result: { winners: ['Ann'] } }],
    ];
    for (const [why, value] of bad) {
      const clean = JSON.parse(JSON.stringify(value));
      expect(validate(clean), why).toBe(false);
      expect(recordSchema.safeParse(clean).success, why).toBe(false);
      expect(verifyRecord(clean).ok, why).toBe(false);
    }
  });

  it('does not reproduce once an action is removed, even with the seq numbers mended', () => {
    for (const ruleset of RULESETS) {
      const { record } = realRecord(ruleset, counts(ruleset)[0]!, `${ruleset.id}-cut`);
      const middle = Math.floor(record.actions.length / 2);
      const cut = record.actions.filter((_: unknown, i: number) => i !== middle).map((a: { seq: number }, i: number) => ({ ...a, seq: i + 1 }));
      const check = verifyRecord({ ...record, actions: cut });
      expect(check.ok, ruleset.id).toBe(false);
    }
  });
});

describe('engine versions: old versions stay callable', () => {
  // What a rule fix looks like: version 2 shuffles differently, so a version 1
  // record replayed by version 2 would not reproduce. Both stay in the registry.
  const stonerushV2: AnyRuleset = { ...stonerush, engineVersion: 2, setup: (seed, players, options) => stonerush.setup(`${seed}/v2`, players, options) };
  const registry = [stonerushV2, stonerush];

  it('replays a record with the version it names, not the newest', () => {
    const { record } = realRecord(stonerush, 3, 'stonerush-versions');
    expect(checkRecord(record, registry).ok).toBe(true);
    const asV2 = checkRecord({ ...record, engineVersion: 2 }, registry);
    expect(asV2.ok).toBe(false);
    const found = findEngine(registry, 'stonerush', 1);
    expect(found.ok && found.ruleset).toBe(stonerush);
  });

  it('refuses a version it does not hold, saying which it holds and why', () => {
    const newer = findEngine(registry, 'stonerush', 3);
    expect(newer).toEqual({ ok: false, code: 'unknown_engine_version', message: expect.stringContaining('newer build') });
    expect(!newer.ok && newer.message).toContain('v1, v2');
    const never = findEngine(registry, 'stonerush', 0);
    expect(!never.ok && never.message).toContain('never existed');
    expect(findEngine(registry, 'chess', 1)).toMatchObject({ ok: false, code: 'unknown_ruleset' });
  });

  it('the build holds the current version of every ruleset', () => {
    for (const r of RULESETS) expect(rulesetAt(r.id, r.engineVersion)).toEqual({ ok: true, ruleset: r });
    const { record } = realRecord(stonerush, 3, 'stonerush-future');
    const future = verifyRecord({ ...record, engineVersion: stonerush.engineVersion + 1 });
    expect(future.ok || future.message).toContain(`stonerush engine v${stonerush.engineVersion + 1} is not available`);
  });
});
