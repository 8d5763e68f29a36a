/**
 * A chat message (`POST /api/games/:id/chat`; worker/table/chat.ts): talk moves the row's
 * `chat_last`, never its revision, and the pages hear of it before the answer goes. The handler
 * returns the plan of the message's one batch; the writer runs it.
 */
import { chatPlan } from '../../table/chat';
import { andThen, done } from '../../store/plan';
import type { Handler } from '../desk';

export const handler: Handler<'chat'> = {
  type: 'chat',
  publishFirst: false,
  async run(desk, db, { text }, { tokenHash, now }) {
    const loaded = await desk.seatOf(db, tokenHash);
    return andThen(chatPlan(db, loaded, text, now), (message) => {
      const held = desk.held;
      return done({
        value: message,
        ...(held ? { hold: { ...held, row: { ...held.row, chatLast: message.id } } } : {}),
        frames: { revision: loaded.game.revision, after: false },
      });
    });
  },
};
