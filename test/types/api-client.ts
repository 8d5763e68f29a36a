/**
 * Compiled by `npm run typecheck`, never run: the web app's typed client (web/src/api.ts) reads
 * each route's path, body, query and answer from the Worker's `AppType`, so a wrong one fails tsc.
 * Each `@ts-expect-error` below fails the build if its line ever compiles; the lines without one
 * must compile. See docs/architecture.md, "How the web app talks to the Worker".
 */
import type { GamePayload } from '@schema/api';
import { client } from '@web/api-client';

// The client the app ships (web/src/api-client.ts: hc's types over a small runtime).
const api = client.api;
const game = api.games[':id'];
const param = { id: 'g1' };

export async function bodies() {
  await game.actions.$post({ param, json: { version: 3, action: { type: 'pass' } } });
  // @ts-expect-error a move's version is a number (schema/api.ts `actionBody`).
  await game.actions.$post({ param, json: { version: '3', action: { type: 'pass' } } });
  // @ts-expect-error and a move names its action.
  await game.actions.$post({ param, json: { version: 3 } });
  await game.chat.$post({ param, json: { text: 'hello' } });
  // @ts-expect-error chat sends `text`, not `message`.
  await game.chat.$post({ param, json: { message: 'hello' } });
  // @ts-expect-error an absent seat's vote is one of the contract's choices.
  await game.absent.$post({ param, json: { seat: 1, choice: 'maybe' } });
}

export async function pathsAndQueries() {
  await api.archive.$get({ query: { ruleset: 'stonerush', limit: '20' } });
  // @ts-expect-error the archive pages with `cursor`, it has no `page`.
  await api.archive.$get({ query: { page: '2' } });
  await game.chat.$get({ param, query: { after: '0' } });
  // @ts-expect-error there is no such route.
  await game.moves.$post({ param, json: {} });
  // @ts-expect-error a game's route needs its id.
  await game.notes.$get({});
}

export async function answers() {
  const moved = await game.actions.$post({ param, json: { version: 3, action: { type: 'pass' } } });
  const payload: GamePayload = await moved.json();
  const joined = await api.join[':code'].$post({ param: { code: 'abc' }, json: { name: 'Ada' } });
  if (joined.status === 201) {
    const { token } = await joined.json();
    // @ts-expect-error a join answers the seat's token as a string.
    const wrong: number = token;
    return [payload, wrong];
  }
  const rematch = await game.rematch.$post({ param });
  // @ts-expect-error the rematch's answer carries no outbox (the Worker delivers it itself).
  (await rematch.json()).outbox;
  return [payload];
}
