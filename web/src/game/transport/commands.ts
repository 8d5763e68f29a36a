/**
 * A seat's command on its way: over the live socket when it is open and answers, else over HTTP
 * (./game-api.ts's routes take the same version and command, so a command the socket lost is a
 * safe retry, never applied twice). The offline queue, for when neither reaches the server, is
 * web/src/offline/.
 */
import type { GamePayload } from '@schema/api';
import { postAction, postPublish, postUndo } from '../game-api';
import type { GameSocket, SocketCommand } from './socket';

export async function sendCommand(
  socket: GameSocket | null,
  gameId: string,
  token: string,
  command: SocketCommand,
): Promise<{ payload: GamePayload; etag: string | null }> {
  const sent = socket ? await socket.request(command) : null;
  if (sent) return { payload: sent, etag: null };
  if (command.type === 'act') return postAction(gameId, token, command.version, command.action);
  return command.type === 'undo' ? postUndo(gameId, token, command.version) : postPublish(gameId, token, command.version);
}
