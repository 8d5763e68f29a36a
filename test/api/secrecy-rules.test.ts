/**
 * Secrecy checked against the rules over HTTP (issue #43 item 10): games of all four rulesets
 * played through the API; after every action the stored state says, by the rule texts
 * (test/engine/rule-secrets.ts, never the engine's `view`), which cards lie face down and whose
 * identity is secret. A face-down card is then in no other seat's payload, no spectator's
 * payload, no log page, no mail to another seat, and the record is closed until the end; and the
 * payload a seat or spectator gets (which is also its socket frame, test/api/writer-speed.test.ts)
 * is the same when a secret is swapped with another value hidden from them.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type GameRow, games } from '@db/schema';
import { createDb } from '@worker/store/db';
import { RULESETS } from '@engine/index';
import { canonicalJson } from '@engine/core/actions';
import { createRng, pick } from '@engine/core/prng';
import type { GamePayload } from '@schema/api';
import { buildPayload } from '@worker/store/payload';
import { rulesetOf } from '@worker/store/games';
import { observers, ruleSecrets, swapped } from '../engine/rule-secrets';
import { byTier } from '../engine/tier';
import { call, confirmAddresses } from './client';

const names = (card: string) => new RegExp(`(^|[^A-Za-z0-9-])${card}([^A-Za-z0-9-]|$)`);

/** The stored game row, as the worker reads it. */
async function rowOf(gameId: string): Promise<GameRow> {
  return (await createDb(env.DB).query.games.findFirst({ where: eq(games.id, gameId) })) as GameRow;
}

describe('secrecy from the rule texts, over HTTP (#43.10)', () => {
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: no face-down card or secret identity in another seat's payload, a spectator's, the log, a mail or the record`, async () => {
      const players = [2, 3, 4, 5].find((n) => ruleset.checkSetup(n, ruleset.optionsSchema.parse({})) === null) as number;
      const emails = Array.from({ length: players }, (_, s) => `seat${s}.${ruleset.id}@secrecy.example`);
      await confirmAddresses(...emails);
      const created = await call('POST', '/api/games', { ruleset: ruleset.id, players, name: 'Ann', email: emails[0] });
      expect(created.status).toBe(201);
      const gameId = created.json.gameId as string;
      const tokens = [created.json.token as string];
      for (let s = 1; s < players; s++) tokens.push((await call('POST', `/api/join/${created.json.joinCode}`, { name: `P${s}`, email: emails[s] })).json.token);
      const chooser = createRng(`secrecy-api:${ruleset.id}`);
      let checked = 0;
      const since = new Map<string, { seq: number; at: number }>();
      let logSeen = 0;
      let movedAt = 0;
      for (let step = 0; step < byTier(25, 120); step++) {
        const row = await rowOf(gameId);
        const secrets = ruleSecrets(ruleset.id, row.state, players);
        const mails = ((await call('GET', '/api/dev/outbox')).json.emails as { to: string; text: string; html?: string; createdAt: string }[]).filter((m) =>
          emails.includes(m.to),
        );
        const payloads = new Map<number | null, string>();
        for (const o of [null, ...tokens.keys()])
          payloads.set(o, JSON.stringify((await call('GET', `/api/games/${gameId}?logFrom=0`, undefined, o === null ? undefined : tokens[o])).json));
        for (const secret of secrets) {
          // Since when it lies face down: what came before may name it (a card taken from a face-up line is public until played).
          if (secret.card && !since.has(secret.card)) since.set(secret.card, { seq: logSeen, at: movedAt });
          const from = secret.card ? (since.get(secret.card) as { seq: number; at: number }) : null;
          for (const o of observers(players, secret.owner, null)) {
            if (secret.card && from) {
              const { log, ...rest } = JSON.parse(payloads.get(o) as string) as GamePayload;
              expect(JSON.stringify(rest).includes(JSON.stringify(secret.card)), `${o ?? 'a spectator'} gets face-down ${secret.card}`).toBe(false);
              // No log entry from the one that played it on names it.
              const later = JSON.stringify(log.filter((e) => e.seq > from.seq));
              expect(names(secret.card).test(later), `the log names face-down ${secret.card}`).toBe(false);
              // No mail to another seat since names it.
              for (const m of mails.filter((m) => o !== null && m.to === emails[o] && Date.parse(m.createdAt) >= from.at)) {
                expect(names(secret.card).test(`${m.text} ${m.html ?? ''}`), `a mail names face-down ${secret.card}`).toBe(false);
              }
            }
            checked++;
          }
          // The payload builder (GET and socket frames) with the secret swapped: the same for each observer.
          for (const swap of secret.swaps.slice(0, 2)) {
            const twin = { ...row, state: swapped(row.state, secret.path, swap.path) };
            for (const o of observers(players, secret.owner, swap.alsoKnownTo)) {
              const log = { start: 0, entries: [] };
              const a = canonicalJson(buildPayload(rulesetOf(row), row, o, log));
              const b = canonicalJson(buildPayload(rulesetOf(twin), twin, o, log));
              expect(b === a, `the ${secret.kind} of seat ${secret.owner} changes ${o ?? 'the spectator'}'s payload`).toBe(true);
            }
          }
        }
        const game = JSON.parse(payloads.get(null) as string) as GamePayload;
        if (game.status !== 'active') break;
        // The record stays closed while the game is played.
        expect((await call('GET', `/api/games/${gameId}/record`)).status).toBe(409);
        logSeen = game.log.length ? (game.log[game.log.length - 1]?.seq ?? 0) : 0;
        movedAt = Date.now();
        const seat = pick(chooser, game.active);
        const mine = (await call('GET', `/api/games/${gameId}`, undefined, tokens[seat])).json as GamePayload;
        const moved = await call('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: pick(chooser, mine.actions) }, tokens[seat]);
        expect(moved.status).toBe(200);
      }
      expect(checked).toBeGreaterThan(5);
    });
  }
});
