/**
 * Live updates: one Durable Object per game holds the WebSockets of the pages that have the game
 * open (seats and spectators alike) and tells each `{"type":"changed","revision":n}` when the
 * worker reports a committed change. It holds sockets, never the game: no state, no names, no
 * secrets travel on it, so anyone may connect, and D1 stays the store of record. Sockets are
 * accepted through the WebSocket Hibernation API, so an idle game's object is evicted from
 * memory while its sockets stay open, and every broadcast asks the runtime for the sockets
 * (`ctx.getWebSockets()`) instead of keeping a list that hibernation would lose.
 */
import { DurableObject } from 'cloudflare:workers';
import type { ChangedFrame } from '../../schema/wire';

// No bindings are read here, so their type (which names this class) is not imported: no loop.
export class GameLive extends DurableObject<unknown> {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The upgrade, forwarded by the worker's `GET /api/games/:id/updates` once it has checked the game exists. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    const last = await this.ctx.storage.get<number>('revision');
    if (last !== undefined) server.send(JSON.stringify({ type: 'changed', revision: last } satisfies ChangedFrame));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Called (RPC) by the worker after a change to the game committed. */
  async changed(revision: number): Promise<number> {
    const last = (await this.ctx.storage.get<number>('revision')) ?? 0;
    if (revision > last) await this.ctx.storage.put('revision', revision);
    const frame = JSON.stringify({ type: 'changed', revision: Math.max(revision, last) } satisfies ChangedFrame);
    let sent = 0;
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(frame);
        sent++;
      } catch {
        // a socket closing right now: the runtime drops it
      }
    }
    return sent;
  }

  /** Pages send nothing but pings (answered above); anything else is ignored. */
  override async webSocketMessage(): Promise<void> {}

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // already closed
    }
  }
}
