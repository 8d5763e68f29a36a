/// <reference types="vite/client" />
// (vite/client types: the board registry uses Vite's import.meta.glob)
/**
 * Names with markup render as text on every page part that shows a name: the players
 * panel, the turn banner, the log, the result and each ruleset's board, rendered by
 * Preact from a real payload (worker/store/payload.ts) whose names are HTML.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatInfo } from '@db/schema';
import { type LogEntry, RULESETS } from '@engine/index';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import { GameLog } from '@web/game/game-log';
import { PlayersPanel } from '@web/game/players-panel';
import { ResultPanel } from '@web/game/result-panel';
import { TurnBanner } from '@web/game/turn-banner';
import { GenericBoard } from '@web/rulesets/generic/generic-board';
import { loadBoard } from '@web/rulesets/registry';
import { buildPayload } from '@worker/store/payload';
import { gameRowAt } from './game-row';
import { installCatalog } from '../web/catalog';

const HOSTILE = ['<img src=x onerror=alert(1)>', '"><script>alert(2)</script>', "<svg onload='alert(3)'>"];

describe('names with markup', () => {
  // The game page's words come with its chunk in the app; here the whole English catalog.
  beforeAll(() => installCatalog('en'));
  for (const ruleset of RULESETS) {
    it(`render as text on the ${ruleset.id} game page, through to the end of a game`, async () => {
      const players = ruleset.minPlayers;
      const options = ruleset.optionsSchema.parse({});
      let state = ruleset.setup('markup', players, options);
      const log: unknown[] = [];
      const rng = createRng('markup-chooser');
      const board = (await loadBoard(ruleset.id))?.Board ?? GenericBoard;
      const seats: SeatInfo[] = Array.from({ length: players }, (_, s) => ({ seat: s, name: HOSTILE[s % HOSTILE.length]!, joined: true }));
      for (let step = 0; ; step++) {
        const status = ruleset.status(state);
        const game = gameRowAt(ruleset, { options, seats, state, step, logLength: log.length });
        // every step of the first moves, then every 25th, and the end
        if (step < 10 || step % 25 === 0 || status.finished) {
          for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) {
            const payload = buildPayload(ruleset, game, seat, { start: 0, entries: log as LogEntry[] });
            const html = [
              renderToString(h(PlayersPanel, { payload })),
              renderToString(h(TurnBanner, { payload })),
              renderToString(
                h(GameLog, { gameId: 'g1', token: null, log: payload.log, logStart: payload.logStart, ruleset: payload.ruleset, players: payload.players }),
              ),
              renderToString(h(ResultPanel, { payload })),
              renderToString(h(board, { payload, act: () => {}, pending: false })),
            ].join('\n');
            // the boards draw their own <svg>; what must never appear is a name's markup unescaped
            for (const name of HOSTILE) expect(html).not.toContain(name);
            expect(html).not.toMatch(/<img\b|<script\b|<svg onload/i);
            expect(html).toContain('&lt;img src=x onerror=alert(1)>');
          }
        }
        if (status.finished) break;
        const seat = pick(rng, status.active);
        const result = play(ruleset, state, seat, pick(rng, ruleset.actions(state, seat)));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
        log.push(...result.log);
      }
    });
  }
});
