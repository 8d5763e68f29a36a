/**
 * The bot's line on the replay's board (issue 47, web/src/review/bot-line.ts): at a decision where
 * the move played is not the bot's, the board is drawn from the position after the bot's choice with
 * the log lines it writes, and every board marks the latest move of its log (`data-last-move`).
 * For each ruleset: the line exists, holds only the bot's seat's entries numbered as the decision's
 * move (a move the board marks whenever the choice is public), and differs from the position after
 * the move played.
 */
import { describe, expect, it } from 'vitest';
import { typicalGame } from '../../bench/review';
import { findLegal } from '@engine/core/actions';
import { botChoice, decisionsOf } from '@engine/core/review';
import type { AnyRuleset, BaseAction } from '@engine/core/ruleset';
import { RULESETS } from '@engine/index';
import { isMove, lastMove } from '../../web/src/game/moves';
import { botLine } from '../../web/src/review/bot-line';

describe("the bot's line on the board", () => {
  for (const rs of RULESETS as AnyRuleset[]) {
    it(`${rs.id}: the position after the bot's choice, its move last in the log`, () => {
      const players = rs.minPlayers === 2 && rs.maxPlayers === 2 ? 2 : 3;
      const game = typicalGame(rs, players, `bot-line-${rs.id}`, 0.4);
      let drawn = 0;
      let written = 0;
      for (const { index, step } of decisionsOf(rs, game.steps)) {
        const legal = rs.actions(step.state, step.seat) as BaseAction[];
        const bot = botChoice(rs, step.state, step.seat, legal, 'line', index);
        if (bot === findLegal(legal, step.action)) continue;
        const line = botLine(rs, step.state, step.seat, bot, index);
        if (!line) throw new Error(`${rs.id} ${index}: no line for the bot's legal ${bot.type}`);
        // Only the deciding seat's own entries, numbered as the decision's move: the board's latest move is the bot's.
        expect(line.log.every((l) => l.seq === index + 1 && l.seat === step.seat)).toBe(true);
        if (line.log.length) {
          expect(isMove(rs.id, lastMove(rs.id, line.log) ?? { seq: 0, kind: '', text: '' }), `${rs.id} ${index} ${bot.type}`).toBe(true);
          written++;
        }
        const played = rs.apply(step.state, step.seat, step.action);
        if (played.ok) expect(JSON.stringify(line.state)).not.toBe(JSON.stringify(played.state));
        drawn++;
      }
      expect(drawn).toBeGreaterThan(3);
      // Most choices are public moves the board marks; a secret one (a face-down play) writes nothing.
      expect(written).toBeGreaterThan(drawn / 3);
    });
  }

  it('is null for a choice that is not legal in the position (a stale review)', () => {
    const rs = RULESETS[0] as AnyRuleset;
    const game = typicalGame(rs, 3, 'bot-line-stale');
    const step = game.steps[0];
    if (!step) throw new Error('no step');
    expect(botLine(rs, step.state, step.seat, { type: 'no-such-action' }, 0)).toBeNull();
  });
});
