/**
 * Random legal play over the HTTP contract for every registered ruleset: each player
 * count with default options, and each option switched on alone. The record must hold
 * exactly the accepted actions and replay to the stored result.
 */
import { withNames } from '@worker/archive/record';
import { describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { replay } from '@engine/core/replay';
import type { GameRecord } from '@schema/api';
import { call, playRandomly, startGame } from './client';

function optionSets(optionsMeta: (typeof RULESETS)[number]['optionsMeta']): Record<string, unknown>[] {
  const sets: Record<string, unknown>[] = [{}];
  for (const option of optionsMeta) {
    if (option.type === 'boolean') sets.push({ [option.id]: !option.default });
    else for (const choice of option.choices) if (choice !== option.default) sets.push({ [option.id]: choice });
  }
  return sets;
}

for (const ruleset of RULESETS.filter((r) => r.id !== 'stonerush')) {
  describe(`${ruleset.title} over HTTP`, () => {
    const cases: { players: number; options: Record<string, unknown> }[] = [];
    for (const options of optionSets(ruleset.optionsMeta)) {
      for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
        if (ruleset.checkSetup(players, ruleset.optionsSchema.parse(options))) continue;
        // every player count with the defaults; other option sets once, at the smallest valid count
        if (Object.keys(options).length === 0 || !cases.some((c) => JSON.stringify(c.options) === JSON.stringify(options))) {
          cases.push({ players, options });
        }
      }
    }
    for (const { players, options } of cases) {
      it(`finishes a random game: ${players} players, options ${JSON.stringify(options)}`, async () => {
        const { gameId, tokens } = await startGame(ruleset.id, players, options);
        const { game, accepted } = await playRandomly(gameId, tokens, `${ruleset.id}-${players}-${JSON.stringify(options)}`, 20_000);
        expect(game.result?.winners.length).toBeGreaterThan(0);
        const record = (await call('GET', `/api/games/${gameId}/record`)).json as GameRecord;
        expect(record.actions).toHaveLength(accepted);
        const again = replay(ruleset, { seed: record.seed, players, options: record.options, actions: record.actions });
        // the record names the seats in its summary (#16.7); the engine writes {seat:N}
        expect(again.ok && withNames(again.status.result!, record.players)).toEqual(record.result);
      });
    }
  });
}
