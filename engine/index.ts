/**
 * The engine's public face: the registry of rulesets and the one door for actions. The registry
 * reads the ruleset folders through rulesets.generated.ts (scripts/rulesets-registry.ts writes it
 * from engine/<id>/), so a new ruleset needs no line here.
 */
import type { AnyRuleset } from './core/ruleset';
import { type RecordCheck, checkRecord } from './core/record';
import { type VersionLookup, findEngine } from './core/versions';
import { MODULES } from './rulesets.generated';

export * from './core/ruleset';
export { play } from './core/play';
export { TAKE_BACK, mayTakeBack, takeBackEntry } from './core/take-back';
export { rankResignedLast } from './core/resign';
export { canonicalJson } from './core/actions';
export type { VersionLookup } from './core/versions';
export { recordSchema, type RecordCheck, type StonehengeRecord } from './core/record';

const isRuleset = (x: unknown): x is AnyRuleset =>
  typeof x === 'object' && x !== null && typeof (x as AnyRuleset).id === 'string' && typeof (x as AnyRuleset).apply === 'function';

/** Every ruleset object the folders export: each id's newest engine version, and the kept older ones. */
const ALL: readonly AnyRuleset[] = MODULES.flatMap((m) => Object.values(m).filter(isRuleset));
const newest = (r: AnyRuleset) => !ALL.some((o) => o.id === r.id && o.engineVersion > r.engineVersion);

/** Every ruleset the service offers, in the order the create page lists them (`meta.order`). */
export const RULESETS: readonly AnyRuleset[] = ALL.filter(newest).sort((a, b) => a.order - b.order);

export function getRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.find((r) => r.id === id);
}

/**
 * Implementations kept after a rule fix bumped a ruleset's engineVersion (see
 * core/versions.ts): the old ruleset object, exported beside the new one by its folder's
 * index.ts, so its records still replay (A Grand Endeavor v1: before a stranded player could
 * defame before removal, v2).
 */
export const KEPT_VERSIONS: readonly AnyRuleset[] = ALL.filter((r) => !newest(r));

/** The ruleset `id` exactly as engine version `engineVersion` played it, or why not. */
export function rulesetAt(id: string, engineVersion: number): VersionLookup {
  return findEngine([...RULESETS, ...KEPT_VERSIONS], id, engineVersion);
}

/** Checks a `stonehenge-record/1` against every engine version this build holds. */
export function verifyRecord(raw: unknown): RecordCheck {
  return checkRecord(raw, [...RULESETS, ...KEPT_VERSIONS]);
}
