/**
 * A chat message (`POST /api/games/:id/chat`; worker/table/chat.ts): talk moves the row's
 * `chat_last`, never its revision, and the pages hear of it before the answer goes.
 */
import { postChat } from '../../table/chat';
import type { Handler } from '../desk';

export const handler: Handler<'chat'> = {
  type: 'chat',
  publishFirst: false,
  async run(desk, db, { text }, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    const message = await postChat(db, loaded, text, now);
    const held = desk.held;
    return {
      value: message,
      ...(held ? { hold: { ...held, row: { ...held.row, chatLast: message.id } } } : {}),
      frames: { revision: loaded.game.revision, after: false },
    };
  },
};
