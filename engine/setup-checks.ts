/**
 * Each ruleset's `setup.ts` (its meta and `checkSetup`) without the rest of its rules: small
 * enough for the web app to import. The create form asks the same `checkSetup` the server does
 * (engine/core/setup-fit.ts); the rules pages and the home cards read title, pitch and player
 * range from the meta. test/engine/setup-fit.test.ts checks both match RULESETS.
 */
import type { RulesetMeta } from './core/ruleset';
import type { SetupCheck } from './core/setup-fit';
import { MODULES } from './setups.generated';

/** In the order the service lists the rulesets (`meta.order`, as RULESETS in engine/index.ts). */
const SETUPS = [...MODULES].sort((a, b) => a.meta.order - b.meta.order);

/** Every ruleset's meta: the one source of its title, pitch and player range. */
export const RULESET_META: readonly RulesetMeta[] = SETUPS.map((s) => s.meta);

// The form holds every option with a value of its declared type (fitSetup fills the defaults),
// so each check may take the form's values as its own options type.
export const SETUP_CHECKS: Record<string, SetupCheck> = Object.fromEntries(SETUPS.map((s) => [s.meta.id, s.checkSetup as unknown as SetupCheck]));
