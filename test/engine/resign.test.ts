/**
 * The ranking rule for resigned seats (engine/core/resign.ts; docs/rules/*.md, "Resigning"),
 * pinned on each ruleset's real result shape: random games played to their end, then each of
 * their winners resigned in turn. A resigned seat never wins, the others keep the rules' win,
 * and when every winner resigned the best score among the rest takes it (ties share). The
 * record check applies the same rule, and refuses a record that claims otherwise.
 */
import { describe, expect, it } from 'vitest';
import { RULESETS, verifyRecord } from '@engine/index';
import { rankResignedLast } from '@engine/core/resign';
import { randomGame } from './fuzz';

const SEATS: Record<string, number> = { stonerush: 4, 'a-grand-endeavor': 4, 'raiding-stonehenge': 4, 'fightin-drinkin-stealin': 2 };

function recordOf(rulesetId: string, engineVersion: number, game: ReturnType<typeof randomGame>, result: unknown) {
  return {
    format: 'stonehenge-record/1',
    gameId: 'g1',
    ruleset: rulesetId,
    engineVersion,
    options: game.options as Record<string, unknown>,
    seed: game.seed,
    players: Array.from({ length: game.players }, (_, seat) => ({ seat, name: `P${seat}` })),
    actions: game.actions.map((a, i) => ({ seq: i + 1, seat: a.seat, action: a.action, at: '2026-01-01T00:00:00Z' })),
    result,
    createdAt: '2026-01-01T00:00:00Z',
    finishedAt: '2026-01-01T00:00:00Z',
  };
}

describe('a resigned seat ranks last', () => {
  for (const ruleset of RULESETS) {
    const players = SEATS[ruleset.id] ?? 3;
    it(`${ruleset.id}: on its own result shape, and in the record check`, () => {
      const game = randomGame(ruleset, `resign-${ruleset.id}`, players, {}, {}, { thorough: false });
      const result = game.status.result!;
      expect(game.status.finished).toBe(true);
      for (const quit of result.winners) {
        const ranked = rankResignedLast(result, [quit], players);
        expect(ranked.winners).not.toContain(quit);
        expect(ranked.resigned).toEqual([quit]);
        expect(ranked.scores).toEqual(result.scores);
        const kept = result.winners.filter((s) => s !== quit);
        if (kept.length) expect(ranked.winners).toEqual(kept);
        else {
          // Every winner resigned: the best score among the others wins.
          const scores = result.scores ?? {};
          const rest = Array.from({ length: players }, (_, s) => s).filter((s) => s !== quit);
          const best = Math.max(...rest.map((s) => scores[String(s)] ?? Number.NEGATIVE_INFINITY));
          expect(ranked.winners).toEqual(rest.filter((s) => scores[String(s)] === best));
        }
        if (players > 2) {
          // The bot finished the game: the record's result is the re-ranked one, and nothing else verifies.
          expect(verifyRecord(recordOf(ruleset.id, ruleset.engineVersion, game, ranked)).ok).toBe(true);
          expect(verifyRecord(recordOf(ruleset.id, ruleset.engineVersion, game, { ...result, resigned: [quit] })).ok).toBe(false);
        }
      }
      // A loser's resignation changes no winner.
      const loser = Array.from({ length: players }, (_, s) => s).find((s) => !result.winners.includes(s));
      if (loser !== undefined) expect(rankResignedLast(result, [loser], players).winners).toEqual(result.winners);
    });
  }

  it('two seats: the game ends where it stands and the record names the other seat the winner', () => {
    const ruleset = RULESETS.find((r) => r.id === 'fightin-drinkin-stealin')!;
    const game = randomGame(ruleset, 'resign-two', 2, {}, {}, { thorough: false });
    const part = { ...game, actions: game.actions.slice(0, 3) };
    expect(verifyRecord(recordOf(ruleset.id, ruleset.engineVersion, part, { winners: [0], resigned: [1] })).ok).toBe(true);
    expect(verifyRecord(recordOf(ruleset.id, ruleset.engineVersion, part, { winners: [1], resigned: [1] })).ok).toBe(false);
  });
});
