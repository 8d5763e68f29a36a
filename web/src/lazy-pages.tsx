/**
 * The pages that are not the home page come as chunks of their own, each with its words, so the
 * first load stays within its budget (docs/performance.md, 40 KB gzip). A page's load starts
 * once per page: web/src/main.tsx starts the current route's before the first render (and the
 * Worker preloads the game page's chunks on `/g/<id>`), so that page is drawn in the first render.
 */
import type { FunctionComponent } from 'preact';
import { t } from './i18n';
import type { Route } from './router';
import { PageTitle } from './ui/page-title';
import { ChunkFailed, type ChunkLoader, chunkLoader as pageLoader, useChunk } from './ui/use-chunk';

type PageLoader<P> = ChunkLoader<FunctionComponent<P>>;

function lazyPage<P extends object>(name: string, loader: PageLoader<P>): FunctionComponent<P> {
  return function LazyPage(props: P) {
    const chunk = useChunk(name, loader.load, loader.loaded());
    if (chunk.state === 'failed') return <ChunkFailed title={t.common.pageFailed} />;
    if (chunk.state === 'loading') return <PageTitle>{t.common.loading}</PageTitle>;
    const Loaded = chunk.value;
    return <Loaded {...props} />;
  };
}

// The home page and the join page (an invitation opens it): chunks the shell preloads on every
// page but a game's (scripts/vite-first-screen.ts, worker/pages/game-html.ts).
const home = pageLoader(
  () => import('./pages/home-page'),
  (m) => m.HomePage,
  'home',
  'timeControls',
);
const join = pageLoader(
  () => import('./pages/join-page'),
  (m) => m.JoinPage,
  'join',
);
// The rules list and a ruleset's page (which then loads its own content and words): a chunk the
// shell preloads like the home page's.
const rulesIndex = pageLoader(
  () => import('./pages/rules/rules-index'),
  (m) => m.RulesIndexPage,
);
const rules = pageLoader(
  () => import('./pages/rules/rules-index'),
  (m) => m.LazyRulesPage,
);
// The game page's words (the clocks' are core: other pages show them too).
// Its panels below the first screen load theirs with them (`panels`, `notify`: web/src/game/later-panels.tsx).
const game = pageLoader(
  () => import('./pages/game-page'),
  (m) => m.GamePage,
  'game',
  'offline',
  'access',
);
const claim = pageLoader(
  () => import('./pages/claim-page'),
  (m) => m.ClaimPage,
  'game',
  'seats',
  'join',
);
const open = pageLoader(
  () => import('./pages/open-page'),
  (m) => m.OpenGamesPage,
  'lists',
);
// My games, the dev outbox and the mute page share one chunk and the notify words, and say how
// long ago and how long left with the game page's: span, web/src/game/players-panel.tsx.
const notifyPages = () => import('./pages/notify-pages');
const myGames = pageLoader(notifyPages, (m) => m.MyGamesPage, 'notify', 'game');
const devOutbox = pageLoader(notifyPages, (m) => m.DevOutboxPage, 'notify', 'game');
const mute = pageLoader(notifyPages, (m) => m.MutePage, 'notify', 'game');
// The replay draws the boards (their generic parts speak the game page's words) and the text-mode switch.
const replay = pageLoader(
  () => import('./pages/replay-page'),
  (m) => m.ReplayPage,
  'replay',
  'review',
  'game',
  'access',
);
const archive = pageLoader(
  () => import('./pages/archive-page'),
  (m) => m.ArchivePage,
  'archive',
  'lists',
);
const stats = pageLoader(
  () => import('./pages/stats-page'),
  (m) => m.StatsPage,
  'stats',
  'archive',
);
// The account pages share the players area.
const signIn = pageLoader(
  () => import('./pages/players/signin-page'),
  (m) => m.SignInPage,
  'players',
);
// The account page's games show their clocks as My games does: GameClock, from the notify
// pages' module, in the game page's words (span).
const me = pageLoader(
  () => import('./pages/players/me-page'),
  (m) => m.MePage,
  'players',
  'notify',
  'game',
);
const profile = pageLoader(
  () => import('./pages/players/profile-page'),
  (m) => m.ProfilePage,
  'players',
);
const leaderboard = pageLoader(
  () => import('./pages/players/profile-page'),
  (m) => m.LeaderboardPage,
  'players',
);

// Tournaments (#46): the list and a tournament's page share one chunk and their words.
const tournamentPages = () => import('./pages/tournaments-page');
const tournaments = pageLoader(tournamentPages, (m) => m.TournamentsPage, 'tournaments');
const tournament = pageLoader(tournamentPages, (m) => m.TournamentPage, 'tournaments');

export const HomePage = lazyPage('home', home);
export const JoinPage = lazyPage('join', join);
export const RulesIndexPage = lazyPage('rules-index', rulesIndex);
export const RulesPage = lazyPage('rules', rules);
export const GamePage = lazyPage('game', game);
export const ClaimPage = lazyPage('claim', claim);
export const OpenGamesPage = lazyPage('open', open);
export const MyGamesPage = lazyPage('my-games', myGames);
export const DevOutboxPage = lazyPage('dev-outbox', devOutbox);
export const MutePage = lazyPage('mute', mute);
export const ReplayPage = lazyPage('replay', replay);
export const ArchivePage = lazyPage('archive', archive);
export const StatsPage = lazyPage('stats', stats);
export const SignInPage = lazyPage('signin', signIn);
export const MePage = lazyPage('me', me);
export const ProfilePage = lazyPage('profile', profile);
export const LeaderboardPage = lazyPage('leaderboard', leaderboard);
export const TournamentsPage = lazyPage('tournaments', tournaments);
export const TournamentPage = lazyPage('tournament', tournament);

// biome-ignore lint/suspicious/noExplicitAny: each page's own props; startPage only loads it
const LOADERS: Partial<Record<Route['page'], PageLoader<any>>> = {
  home,
  join,
  'rules-index': rulesIndex,
  rules,
  game,
  claim,
  open,
  'my-games': myGames,
  'dev-outbox': devOutbox,
  mute,
  replay,
  archive,
  stats,
  signin: signIn,
  me,
  profile,
  leaderboard,
  tournaments,
  tournament,
};

/** Starts the chunk of a route's page; resolves when it is there (or has failed: the page then says so). */
export function startPage(route: Route): Promise<void> {
  const loader = LOADERS[route.page];
  return loader
    ? loader.load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
