/**
 * The engine side of the bots (engine/bots): for every ruleset with a `good`
 * bot, whole seeded games where good and random bots share the table. Every
 * good decision must be one of the legal actions (chooseBotAction checks it),
 * be the same when asked again with the same view and PRNG, and leave its
 * input untouched. A Grand Endeavor plays more games: its bot is the most
 * involved one.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS, play } from '@engine/index';
import { type BotLevel, botRng, chooseBotAction, hasBot } from '@engine/bots';

function playBotGame(rulesetId: string, seed: string, players: number): { goodDecisions: number } {
  const ruleset = RULESETS.find((r) => r.id === rulesetId);
  if (!ruleset) throw new Error(`no ruleset ${rulesetId}`);
  let state = ruleset.setup(seed, players, ruleset.optionsSchema.parse({}));
  let goodDecisions = 0;
  for (let seq = 1; ; seq++) {
    const status = ruleset.status(state);
    if (status.finished) return { goodDecisions };
    if (seq > 50_000) throw new Error(`${rulesetId} ${seed}: no end`);
    const seat = status.active[0] as number;
    const level: BotLevel = seat % 2 === 0 ? 'good' : 'random';
    const input = { seat, view: ruleset.view(state, seat), actions: ruleset.actions(state, seat) };
    const before = JSON.stringify(input);
    const action = chooseBotAction(ruleset.id, level, input, botRng(seed, seq, seat));
    if (level === 'good') {
      goodDecisions++;
      expect(JSON.stringify(input)).toBe(before);
      const again = chooseBotAction(ruleset.id, level, JSON.parse(before), botRng(seed, seq, seat));
      expect(again).toEqual(action);
    }
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(`${rulesetId} ${seed}: bot action refused: ${result.error.message}`);
    state = result.state;
  }
}

describe('good bots', () => {
  for (const ruleset of RULESETS) {
    if (!hasBot(ruleset.id, 'good')) continue;
    const games = ruleset.id === 'a-grand-endeavor' ? 4 : 1;
    for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
      if (ruleset.checkSetup(players, ruleset.optionsSchema.parse({})) !== null) continue;
      it(`${ruleset.id}, ${players} players: legal, deterministic, input untouched`, () => {
        for (let g = 0; g < games; g++) {
          const { goodDecisions } = playBotGame(ruleset.id, `bots-test-${ruleset.id}-${players}-${g}`, players);
          expect(goodDecisions).toBeGreaterThan(0);
        }
      });
    }
  }
});
