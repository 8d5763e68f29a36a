/**
 * How many of the games this browser holds a seat in are waiting for you, on every page: the tab
 * title starts with "(N)" and the "My games" link carries the count, so a player with several
 * games open in one tab sees at a glance that one needs them.
 *
 * One `POST /api/my-games` with the device's tokens (the request "My games" makes), sent when the
 * app starts, on every navigation, when the tab becomes visible and every minute while it is;
 * a device holding no seat sends nothing. A failure keeps the last count (it is a hint, not a
 * source of truth). On a game page, when every seat this device holds is of that game, the
 * request could only report that game: the page's own payload gives the count (`reportGameTurns`)
 * and nothing is sent. Pages set their title with `setTitle`, never `document.title` directly.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { myGames } from '../api';
import { allTokens, savedGameIds } from '../tokens';

const EVERY_MS = 60_000;
let base = typeof document === 'undefined' ? '' : document.title;
let waiting = 0;

function render(): void {
  // A title that already says it ("(Your turn) …" on a game page, "(2) Your turn — My games") keeps its own words.
  document.title = waiting > 0 && !base.startsWith('(') ? `(${waiting}) ${base}` : base;
}

/** The page's own title; the count of games waiting is put in front of it. */
export function setTitle(text: string): void {
  base = text;
  render();
}

/**
 * Whether the game page on screen can count alone: every game this device holds a seat in is
 * that game (and it holds one), so `POST /api/my-games` would report that game and no other.
 */
export function countedByPage(gameOnScreen: string | null, heldGames: readonly string[]): boolean {
  return gameOnScreen !== null && heldGames.length > 0 && heldGames.every((id) => id === gameOnScreen);
}

/**
 * The seats of this game the device holds that must act, as `POST /api/my-games` counts them (a
 * seat in the game's `active` list while it is under way): `held` are the seats filed on this
 * device, and the payload's own seat (a link just opened is filed under its seat a moment later).
 */
export function turnsInGame(payload: Pick<GamePayload, 'status' | 'active' | 'seat'>, held: readonly number[]): number {
  if (payload.status !== 'active') return 0;
  const mine = new Set(held);
  if (payload.seat !== null) mine.add(payload.seat);
  return [...mine].filter((s) => payload.active.includes(s)).length;
}

/** What the game page on screen last said: its game and its count (turnsInGame). */
let reported: { gameId: string; turns: number } | null = null;
const listeners = new Set<() => void>();

/** The game page's count of its seats that must act (null: it left the screen). */
export function reportGameTurns(gameId: string, turns: number | null): void {
  if (turns === null) {
    if (reported?.gameId === gameId) reported = null;
  } else if (reported?.gameId !== gameId || reported.turns !== turns) reported = { gameId, turns };
  else return;
  for (const l of listeners) l();
}

/**
 * Counts the games waiting for this device's seats; refreshed whenever `key` (the route) changes.
 * `gameOnScreen`: the game of the game page shown (null on any other page).
 */
export function useWaitingGames(key: string, gameOnScreen: string | null = null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const show = (n: number) => {
      waiting = n;
      render();
      setCount(n);
    };
    // The page's own count, while it is the only game this device holds a seat in.
    const fromPage = (): boolean => {
      if (!countedByPage(gameOnScreen, savedGameIds())) return false;
      show(reported?.gameId === gameOnScreen ? reported.turns : 0);
      return true;
    };
    const refresh = () => {
      const tokens = allTokens();
      if (!tokens.length) return show(0);
      if (fromPage()) return;
      myGames(tokens).then(
        (games) => live && show(games.filter((g) => g.yourTurn).length),
        () => {},
      );
    };
    refresh();
    const onReport = () => void fromPage();
    listeners.add(onReport);
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      listeners.delete(onReport);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return count;
}
