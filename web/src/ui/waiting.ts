/**
 * How many of the games this browser holds a seat in are waiting for you, on every page: the tab
 * title starts with "(N)" and the "My games" link carries the count, so a player with several
 * games open in one tab sees at a glance that one needs them.
 *
 * One `POST /api/my-games` with the device's tokens (the request "My games" makes), sent when the
 * app starts, on every navigation, when the tab becomes visible and every minute while it is;
 * a device holding no seat sends nothing. A failure keeps the last count (it is a hint, not a
 * source of truth). Pages set their title with `setTitle`, never `document.title` directly.
 */
import { useEffect, useState } from 'preact/hooks';
import { myGames } from '../api';
import { allTokens } from '../tokens';

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

/** Counts the games waiting for this device's seats; refreshed whenever `key` (the route) changes. */
export function useWaitingGames(key: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const refresh = () => {
      const tokens = allTokens();
      if (!tokens.length) {
        waiting = 0;
        render();
        setCount(0);
        return;
      }
      myGames(tokens).then(
        (games) => {
          if (!live) return;
          waiting = games.filter((g) => g.yourTurn).length;
          render();
          setCount(waiting);
        },
        () => {},
      );
    };
    refresh();
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);
  return count;
}
