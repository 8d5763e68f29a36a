/**
 * The game object's alarm (./object.ts `alarm`): set after every committed change to the game's
 * next check (`next_check_at`: a deadline, a reminder, a bot turn left for later) or the end of a
 * take-back window (./window.ts), whichever comes first (./due.ts), or removed when there is none.
 */
import type { GameRow } from '@db/schema';
import { nextAlarm } from './due';
import type { TakeBackWindow } from './window';

export class AlarmClock {
  /** The game id stored for the alarm, which the runtime calls without one. */
  private named: string | undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly window: TakeBackWindow,
  ) {}

  /** The game id the alarm is for, if one was stored. */
  gameId(): Promise<string | undefined> {
    return this.storage.get<string>('gameId');
  }

  /** Sets the alarm for `game` as just committed (and the window pending on it), or removes it. */
  async schedule(game: GameRow): Promise<void> {
    if (this.named !== game.id) {
      await this.storage.put('gameId', game.id);
      this.named = game.id;
    }
    const pending = await this.window.load();
    const at = nextAlarm([game.status === 'active' ? game.nextCheckAt : null, pending?.until]);
    // The game's own deadlines are D1's `next_check_at` too, which the cron's sweep reads: an alarm
    // lost to a crash is found there, so no answer waits for its write to be confirmed (the
    // runtime's output gate). A take-back window's end is nowhere else: confirmed first.
    const options = { allowUnconfirmed: pending === null };
    if (at === null) await this.storage.deleteAlarm(options);
    else if ((await this.storage.getAlarm()) !== at) await this.storage.setAlarm(at, options);
  }

  /** No alarm any more (the game is gone). */
  clear(): Promise<void> {
    return this.storage.deleteAlarm();
  }
}
