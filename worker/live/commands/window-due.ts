/**
 * The end of the take-back window as of `now` (`POST /api/dev/scheduled?time=` moving time
 * forward, worker/live/writer.ts): a window whose `until` has passed is published as its alarm
 * would. Whether it published. Quiet: a writer with nothing pending reads nothing from D1.
 */
import { done, andThen } from '../../store/plan';
import type { Handler } from '../desk';

export const handler: Handler<'window-due'> = {
  type: 'window-due',
  publishFirst: false,
  async run(desk, db, _command, { now }) {
    const pending = await desk.window.load();
    if (!pending || pending.until > now) return { value: false };
    return andThen(await desk.window.publish(db, now), (change) => done({ ...change, value: true }));
  },
};
