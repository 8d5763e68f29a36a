/**
 * Each ruleset's `checkSetup` by id, without the rest of its rules: small enough for the web
 * app's create form to import (engine/core/setup-fit.ts), so the form and the server ask the
 * same function. test/engine/setup-fit.test.ts checks it lists the very functions of RULESETS.
 */
import type { SetupCheck } from './core/setup-fit';
import { checkSetup as aGrandEndeavor } from './a-grand-endeavor/setup';
import { checkSetup as fightinDrinkinStealin } from './fightin-drinkin-stealin/setup';
import type { RaidingOptions } from './raiding-stonehenge/model';
import { checkSetup as raidingStonehenge } from './raiding-stonehenge/setup';
import { checkSetup as stonerush } from './stonerush/setup';

export const SETUP_CHECKS: Record<string, SetupCheck> = {
  stonerush,
  'fightin-drinkin-stealin': fightinDrinkinStealin,
  // The form holds every option with a value of its declared type (fitSetup fills the defaults).
  'raiding-stonehenge': (players, options) => raidingStonehenge(players, options as unknown as RaidingOptions),
  'a-grand-endeavor': aGrandEndeavor,
};
