/** The engine's public face: the registry of rulesets and the one door for actions. */
import { aGrandEndeavor, aGrandEndeavorV1 } from './a-grand-endeavor';
import type { AnyRuleset } from './core/ruleset';
import { type RecordCheck, checkRecord } from './core/record';
import { type VersionLookup, findEngine } from './core/versions';
import { fightinDrinkinStealin } from './fightin-drinkin-stealin';
import { raidingStonehenge } from './raiding-stonehenge';
import { stonerush } from './stonerush';

export * from './core/ruleset';
export { play } from './core/play';
export { TAKE_BACK, mayTakeBack, takeBackEntry } from './core/take-back';
export { rankResignedLast } from './core/resign';
export { canonicalJson } from './core/actions';
export type { VersionLookup } from './core/versions';
export { recordSchema, type RecordCheck, type StonehengeRecord } from './core/record';

/** Every ruleset the service offers, in the order the create page lists them. */
export const RULESETS: readonly AnyRuleset[] = [stonerush, fightinDrinkinStealin, raidingStonehenge, aGrandEndeavor];

export function getRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.find((r) => r.id === id);
}

/**
 * Implementations kept after a rule fix bumped a ruleset's engineVersion (see
 * core/versions.ts): the old ruleset object, frozen, so its records still replay.
 * A Grand Endeavor v1: before a stranded player could defame before removal (v2).
 */
export const KEPT_VERSIONS: readonly AnyRuleset[] = [aGrandEndeavorV1];

/** The ruleset `id` exactly as engine version `engineVersion` played it, or why not. */
export function rulesetAt(id: string, engineVersion: number): VersionLookup {
  return findEngine([...RULESETS, ...KEPT_VERSIONS], id, engineVersion);
}

/** Checks a `stonehenge-record/1` against every engine version this build holds. */
export function verifyRecord(raw: unknown): RecordCheck {
  return checkRecord(raw, [...RULESETS, ...KEPT_VERSIONS]);
}
