/**
 * Another writer changed this game's row (an absence, worker/store/away.ts): the row held from
 * before is dropped, the pages are told, and the alarm moves to the row's next check.
 */
import { loadGame } from '../../store/games';
import type { Handler } from '../desk';

export const handler: Handler<'time-changed'> = {
  type: 'time-changed',
  publishFirst: false,
  async run(desk, db, { revision }) {
    const held = desk.held && desk.held.row.revision >= revision ? desk.held : undefined;
    const game = held?.row ?? (await loadGame(db, desk.gameId, null)).game;
    // An absence changes only the time rules and the next check, never the position: a window
    // played on the row before it moves onto it (every other change publishes the window first).
    const pending = await desk.window.load();
    if (pending && pending.base.version === game.version && pending.base.revision < game.revision) {
      await desk.window.save({ ...pending, base: { version: game.version, revision: game.revision } });
    }
    return { value: null, ...(held ? {} : { hold: null }), frames: { revision: Math.max(revision, game.revision), after: false }, alarm: game };
  },
};
