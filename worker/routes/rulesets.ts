/** `GET /api/rulesets`: every ruleset's title, pitch, player range and options (from the engine's registry). */
import { Hono } from 'hono';
import { RULESETS } from '@engine/index';
import type { RulesetInfo } from '@schema/api';
import type { AppEnv } from '../store/env';

export const rulesetList: RulesetInfo[] = RULESETS.map((r) => ({
  id: r.id,
  title: r.title,
  pitch: r.pitch,
  minPlayers: r.minPlayers,
  maxPlayers: r.maxPlayers,
  options: r.optionsMeta,
}));

export const rulesetsApi = new Hono<AppEnv>().get('/rulesets', (c) => c.json({ rulesets: rulesetList }));
