/**
 * Engine versions. A record names the engine version it was played under, and
 * must keep replaying after a rule fix. Policy: old versions stay callable. A
 * fix that changes how any old record replays bumps the ruleset's
 * `engineVersion`, and the previous implementation is kept (frozen) in the
 * registry under its old number, so records and games in progress keep the
 * rules they were played with. A version this build does not hold (a record
 * from a newer build, or a number that never existed) is refused with a message
 * naming the versions it does hold: guessing would replay the wrong rules.
 */
import type { AnyRuleset } from './ruleset';

export type VersionLookup = { ok: true; ruleset: AnyRuleset } | { ok: false; code: 'unknown_ruleset' | 'unknown_engine_version'; message: string };

/** Finds `id` at exactly `engineVersion` among `implementations` (current and kept ones). */
export function findEngine(implementations: readonly AnyRuleset[], id: string, engineVersion: number): VersionLookup {
  const same = implementations.filter((r) => r.id === id);
  if (same.length === 0) return { ok: false, code: 'unknown_ruleset', message: `There is no ruleset "${id}".` };
  const exact = same.find((r) => r.engineVersion === engineVersion);
  if (exact) return { ok: true, ruleset: exact };
  const known = same.map((r) => r.engineVersion).sort((a, b) => a - b);
  const newest = known[known.length - 1] ?? 0;
  const why =
    Number.isInteger(engineVersion) && engineVersion > newest
      ? `it was made by a newer build than this one; update to replay it`
      : `that version never existed or was not kept`;
  return {
    ok: false,
    code: 'unknown_engine_version',
    message: `${id} engine v${engineVersion} is not available (this build runs v${known.join(', v')}): ${why}.`,
  };
}
