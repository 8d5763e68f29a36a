/**
 * A page's live socket inside workerd, for the API tests of the one writer (live-play,
 * take-back-window, writer-speed): connect and say hello, keep every frame, and wait for one.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import type { ServerFrame } from '@schema/wire';
import worker from '@worker/index';

export interface Page {
  ws: WebSocket;
  frames: ServerFrame[];
  token: string | null;
}

/** Opens the game's updates socket the way a page does (the upgrade must be accepted), handing each frame's text to `onFrame`. */
export async function openUpdates(gameId: string, onFrame: (text: string) => void): Promise<WebSocket> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://127.0.0.1/api/games/${gameId}/updates`, { headers: { Upgrade: 'websocket' } }), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  ws.addEventListener('message', (e) => {
    onFrame(String(e.data));
  });
  return ws;
}

/** Opens the game's updates socket and, unless `hello` is false, says hello as `token`'s seat (null: a spectator). */
export async function connect(gameId: string, token: string | null, hello = true): Promise<Page> {
  const frames: ServerFrame[] = [];
  const ws = await openUpdates(gameId, (text) => frames.push(JSON.parse(text) as ServerFrame));
  if (hello) ws.send(JSON.stringify(token ? { type: 'hello', token } : { type: 'hello' }));
  return { ws, frames, token };
}

/** Polls `find` every 10 ms for up to 3 s. */
export async function until<T>(find: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The page's state frame at `revision`, once it has come. */
export const stateAt = (page: Page, revision: number) =>
  until(
    () => page.frames.find((f): f is Extract<ServerFrame, { type: 'state' }> => f.type === 'state' && f.payload.revision === revision),
    `a state frame at revision ${revision}`,
  );
