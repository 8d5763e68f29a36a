/**
 * A small router: the route is derived from location.pathname; links push
 * history entries and a popstate (or our own navigation) re-renders.
 */
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Route =
  | { page: 'home' }
  | { page: 'join'; code: string }
  | { page: 'game'; gameId: string }
  | { page: 'archive' }
  | { page: 'open' }
  | { page: 'stats' }
  | { page: 'replay'; gameId: string }
  | { page: 'my-games' }
  | { page: 'dev-outbox' }
  | { page: 'mute'; gameId: string; seat: number }
  | { page: 'claim'; gameId: string; seat: number }
  | { page: 'rules-index' }
  | { page: 'rules'; ruleset: string }
  | { page: 'signin' }
  | { page: 'me' }
  | { page: 'profile'; handle: string }
  | { page: 'leaderboard'; ruleset: string }
  | { page: 'tournaments' }
  | { page: 'tournament'; id: string }
  | { page: 'not-found' };

export function parseRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '') return { page: 'home' };
  if (pathname === '/archive' || pathname === '/archive/') return { page: 'archive' };
  if (pathname === '/stats' || pathname === '/stats/') return { page: 'stats' };
  if (pathname === '/open' || pathname === '/open/') return { page: 'open' };
  if (pathname === '/my-games') return { page: 'my-games' };
  if (pathname === '/dev/outbox') return { page: 'dev-outbox' };
  if (pathname === '/signin') return { page: 'signin' };
  if (pathname === '/me') return { page: 'me' };
  if (pathname === '/t' || pathname === '/t/') return { page: 'tournaments' };
  const tournament = /^\/t\/([a-z0-9_-]+)\/?$/i.exec(pathname);
  if (tournament?.[1]) return { page: 'tournament', id: tournament[1] };
  const profile = /^\/p\/([a-z0-9_-]+)\/?$/i.exec(pathname);
  if (profile?.[1]) return { page: 'profile', handle: profile[1].toLowerCase() };
  // `/leaderboard` alone (the header's link): the first ruleset's, with every ruleset to choose from.
  if (pathname === '/leaderboard' || pathname === '/leaderboard/') return { page: 'leaderboard', ruleset: '' };
  const board = /^\/leaderboard\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (board?.[1]) return { page: 'leaderboard', ruleset: board[1] };
  if (pathname === '/rules' || pathname === '/rules/') return { page: 'rules-index' };
  const rules = /^\/rules\/([^/]+)\/?$/.exec(pathname);
  if (rules?.[1]) return { page: 'rules', ruleset: decodeURIComponent(rules[1]) };
  const mute = /^\/mute\/([a-z0-9]+)\/(\d)\/?$/.exec(pathname);
  if (mute?.[1] && mute[2]) return { page: 'mute', gameId: mute[1], seat: Number(mute[2]) };
  const claim = /^\/claim\/([a-z0-9]+)\/(\d)\/?$/.exec(pathname);
  if (claim?.[1] && claim[2]) return { page: 'claim', gameId: claim[1], seat: Number(claim[2]) };
  const join = /^\/join\/([^/]+)\/?$/.exec(pathname);
  if (join?.[1]) return { page: 'join', code: decodeURIComponent(join[1]) };
  const replay = /^\/replay\/([^/]+)\/?$/.exec(pathname);
  if (replay?.[1]) return { page: 'replay', gameId: decodeURIComponent(replay[1]) };
  const game = /^\/g\/([^/]+)\/?$/.exec(pathname);
  if (game?.[1]) return { page: 'game', gameId: decodeURIComponent(game[1]) };
  return { page: 'not-found' };
}

const NAVIGATED = 'app:navigated';

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  document.body.dataset.navigated = '1';
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** The current route; re-renders on back/forward and on navigate(). */
export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.pathname));
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATED, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATED, update);
    };
  }, []);
  return route;
}

type LinkProps = Omit<JSX.HTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ComponentChildren };

/** An in-app link: a real <a href> that navigates without a page load on a plain click. */
export function Link({ href, children, onClick: before, ...rest }: LinkProps) {
  const onClick = (e: JSX.TargetedMouseEvent<HTMLAnchorElement>) => {
    if (typeof before === 'function') before(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
