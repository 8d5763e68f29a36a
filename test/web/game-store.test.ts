/**
 * The game page's store (web/src/game/game-store.ts) alone, without any transport: one door for
 * payloads that never steps back to an older version (except a take-back inside its window),
 * listeners told only of real changes, and the rule for a game that no longer changes.
 */
import { describe, expect, it } from 'vitest';
import type { GamePayload } from '@schema/api';
import { GameStore } from '@web/game/game-store';
import { t } from '@web/i18n';

const payload = (over: Partial<GamePayload> = {}): GamePayload =>
  ({ gameId: 'g1', ruleset: 'stonerush', seat: 0, version: 7, revision: 9, status: 'active', actions: [], players: [], ...over }) as GamePayload;

function counted(store: GameStore) {
  const heard = { n: 0 };
  store.subscribe(() => heard.n++);
  return heard;
}

describe('game store', () => {
  it('takes a first payload and newer ones, and refuses an older version', () => {
    const store = new GameStore();
    const heard = counted(store);
    expect(store.version).toBe(-1);
    expect(store.take(payload({ version: 7 }), 1000)).toBe(true);
    expect(store.take(payload({ version: 9, revision: 11 }), 2000)).toBe(true);
    expect(store.take(payload({ version: 8, revision: 10 }), 3000)).toBe(false);
    expect(store.state.payload?.version).toBe(9);
    expect(store.state.savedAt).toBe(2000);
    expect(heard.n).toBe(2);
  });

  it('takes the same version again (a chat message moves the revision only)', () => {
    const store = new GameStore();
    store.take(payload({ version: 7, revision: 9 }), 1000);
    expect(store.take(payload({ version: 7, revision: 10 }), 2000)).toBe(true);
    expect(store.state.payload?.revision).toBe(10);
  });

  it('steps back only for a take-back inside its window', () => {
    const store = new GameStore();
    store.take(payload({ version: 8 }), 1000);
    expect(store.take(payload({ version: 7 }), 2000, true)).toBe(true);
    expect(store.version).toBe(7);
  });

  it('tells its listeners only of real changes, and stops telling an unsubscribed one', () => {
    const store = new GameStore();
    let n = 0;
    const off = store.subscribe(() => n++);
    store.set({ offline: false, pending: false, notice: null });
    expect(n).toBe(0);
    store.set({ offline: true });
    store.set({ offline: true });
    expect(n).toBe(1);
    off();
    store.set({ offline: false });
    expect(n).toBe(1);
    expect(store.state.offline).toBe(false);
  });

  it('is settled for an abandoned game, a spectator’s finished game, and a finished one with its rematch offered', () => {
    const settled = (over: Partial<GamePayload>) => {
      const store = new GameStore();
      store.take(payload(over), 0);
      return store.settled;
    };
    expect(new GameStore().settled).toBe(false);
    expect(settled({ status: 'active' })).toBe(false);
    expect(settled({ status: 'aborted' })).toBe(true);
    expect(settled({ status: 'finished', seat: null })).toBe(true);
    expect(settled({ status: 'finished', seat: 1 })).toBe(false);
    expect(settled({ status: 'finished', seat: 1, rematch: {} as GamePayload['rematch'] })).toBe(true);
  });

  it('names a bot’s seat in the reader’s words as a payload comes in, a person’s seat by their name (#45)', () => {
    const store = new GameStore();
    const players = [
      { seat: 0, name: 'Åsa', joined: true },
      { seat: 1, name: 'Ünal', joined: true, bot: 'good' as const, standIn: 'absent' as const },
      { seat: 2, name: 'Bot 1 (good)', joined: true, bot: 'good' as const },
    ];
    store.take(payload({ players }), 1000);
    expect(store.state.payload?.players.map((p) => p.name)).toEqual(['Åsa', 'Ünal', t.common.botName(1, true)]);
    // The payload as it came is left as it was (a copy of it may be kept on the device).
    expect(players[2]!.name).toBe('Bot 1 (good)');
  });
});
