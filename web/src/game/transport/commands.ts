/**
 * A seat's command on its way: over the live socket when it is open and answers, else over HTTP
 * (../game-api.ts's routes take the same version and command, so a command the socket lost is a
 * safe retry, never applied twice). The offline queue, for when neither reaches the server, is
 * kept by ./connection.ts in web/src/offline/.
 */
import type { GamePayload } from '@schema/api';
import type { postAction, postPublish, postUndo } from '../game-api';
import type { SocketCommand } from '@schema/commands';

/** The HTTP routes of a seat's commands (../game-api.ts). */
export interface CommandRoutes {
  postAction: typeof postAction;
  postUndo: typeof postUndo;
  postPublish: typeof postPublish;
}

export async function sendCommand(
  socket: { request(command: SocketCommand): Promise<GamePayload | null> } | null,
  routes: CommandRoutes,
  gameId: string,
  token: string,
  command: SocketCommand,
): Promise<{ payload: GamePayload; etag: string | null }> {
  const sent = socket ? await socket.request(command) : null;
  if (sent) return { payload: sent, etag: null };
  if (command.type === 'act') return routes.postAction(gameId, token, command.version, command.action);
  return command.type === 'undo' ? routes.postUndo(gameId, token, command.version) : routes.postPublish(gameId, token, command.version);
}
