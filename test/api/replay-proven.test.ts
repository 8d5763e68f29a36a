/**
 * Replay is proven: several games of every ruleset are played over HTTP to the
 * end, then every finished game in this test database is replayed from its
 * record and must reach exactly the stored state and result.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RULESETS, canonicalJson, recordSchema, verifyRecord } from '@engine/index';
import { call, playRandomly, startGame } from './client';

describe('every finished game replays from its record', () => {
  it('plays games of every ruleset over HTTP, then replays each one to the stored state and result', async () => {
    for (const ruleset of RULESETS) {
      const counts: number[] = [];
      for (let n = ruleset.minPlayers; n <= ruleset.maxPlayers; n++) if (!ruleset.checkSetup(n, ruleset.optionsSchema.parse({}))) counts.push(n);
      for (const players of [counts[0]!, counts[counts.length - 1]!]) {
        const { gameId, tokens } = await startGame(ruleset.id, players);
        await playRandomly(gameId, tokens, `proven-${ruleset.id}-${players}`, 20_000);
      }
    }
    const rows = await env.DB.prepare("select id, state, result from games where status = 'finished'").all<{ id: string; state: string; result: string }>();
    expect(rows.results.length).toBe(RULESETS.length * 2);
    for (const row of rows.results) {
      const res = await call('GET', `/api/games/${row.id}/record`);
      expect(res.status).toBe(200);
      expect(recordSchema.safeParse(res.json).success).toBe(true);
      const check = verifyRecord(res.json);
      expect(check.ok, check.ok ? row.id : check.message).toBe(true);
      if (!check.ok) continue;
      expect(canonicalJson(check.steps[check.steps.length - 1]!.state)).toBe(canonicalJson(JSON.parse(row.state)));
      expect(canonicalJson(check.result)).toBe(canonicalJson(JSON.parse(row.result)));
    }
  });
});
