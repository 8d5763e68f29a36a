/** The shell: header, the page for the current route, footer. */
import { ClaimPage } from './pages/claim-page';
import type { FunctionComponent } from 'preact';
import { OpenGamesPage } from './pages/open-page';
import { GamePage } from './pages/game-page';
import { HomePage } from './pages/home-page';
import { JoinPage } from './pages/join-page';
import { DevOutboxPage, MutePage, MyGamesPage } from './pages/notify-pages';
import { Link, type Route, useRoute } from './router';
import { LazyRulesPage, RulesIndexPage } from './pages/rules/rules-index';
import { PageTitle } from './ui/page-title';
import { ChunkFailed, useChunk } from './ui/use-chunk';
import { useWaitingGames } from './ui/waiting';
import { useTheme } from './theme';
import { LanguageSwitch } from './ui/language-switch';
import { loadAreas, t } from './i18n';
import { fill } from './i18n/fill';

/**
 * A page that is not on the first screen of a new visitor comes as its own chunk, loaded on
 * first use, so the first load stays within its budget (docs/performance.md, 40 KB gzip): the
 * replay carries the whole engine; the archive, stats and account pages are read less often.
 */
function lazyPage<P extends object>(name: string, load: () => Promise<FunctionComponent<P>>): FunctionComponent<P> {
  return function LazyPage(props: P) {
    const chunk = useChunk(name, load);
    if (chunk.state === 'failed') return <ChunkFailed title={t.common.pageFailed} />;
    if (chunk.state === 'loading') return <PageTitle>{t.common.loading}</PageTitle>;
    const Loaded = chunk.value;
    return <Loaded {...props} />;
  };
}

const LazyReplayPage = lazyPage('replay', () =>
  Promise.all([import('./pages/replay-page'), loadAreas('replay')]).then(([m]) => m.ReplayPage as FunctionComponent<{ gameId: string }>),
);
const ArchivePage = lazyPage('archive', () => Promise.all([import('./pages/archive-page'), loadAreas('archive')]).then(([m]) => m.ArchivePage));
const StatsPage = lazyPage('stats', () => Promise.all([import('./pages/stats-page'), loadAreas('stats', 'archive')]).then(([m]) => m.StatsPage));
// The account pages share the players area: each loader awaits it with its chunk.
const withPlayers = <T,>(load: Promise<T>) => Promise.all([load, loadAreas('players')]).then(([m]) => m);
const SignInPage = lazyPage('signin', () => withPlayers(import('./pages/players/signin-page')).then((m) => m.SignInPage));
const MePage = lazyPage('me', () => withPlayers(import('./pages/players/me-page')).then((m) => m.MePage));
const ProfilePage = lazyPage('profile', () => withPlayers(import('./pages/players/profile-page')).then((m) => m.ProfilePage));
const LeaderboardPage = lazyPage('leaderboard', () => withPlayers(import('./pages/players/profile-page')).then((m) => m.LeaderboardPage));

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'join':
      return <JoinPage key={route.code} code={route.code} />;
    case 'game':
      return <GamePage key={route.gameId} gameId={route.gameId} />;
    case 'archive':
      return <ArchivePage />;
    case 'stats':
      return <StatsPage />;
    case 'open':
      return <OpenGamesPage />;
    case 'replay':
      return <LazyReplayPage key={route.gameId} gameId={route.gameId} />;
    case 'my-games':
      return <MyGamesPage />;
    case 'dev-outbox':
      return <DevOutboxPage />;
    case 'mute':
      return <MutePage key={`${route.gameId}/${route.seat}`} gameId={route.gameId} seat={route.seat} />;
    case 'claim':
      return <ClaimPage key={`${route.gameId}/${route.seat}`} gameId={route.gameId} seat={route.seat} />;
    case 'rules-index':
      return <RulesIndexPage />;
    case 'rules':
      return <LazyRulesPage key={route.ruleset} rulesetId={route.ruleset} />;
    case 'signin':
      return <SignInPage />;
    case 'me':
      return <MePage />;
    case 'profile':
      return <ProfilePage key={route.handle} handle={route.handle} />;
    case 'leaderboard':
      return <LeaderboardPage key={route.ruleset} ruleset={route.ruleset} />;
    case 'not-found':
      return (
        <>
          <PageTitle>{t.common.notFoundTitle}</PageTitle>
          <p>{fill(t.common.notFoundText, { link: <Link href="/">{t.common.notFoundLink}</Link> })}</p>
        </>
      );
  }
}

/** Dark or light, beside the nav: a switch that starts where the system's setting is. */
function ThemeSwitch() {
  const [theme, choose] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      class="theme-switch"
      role="switch"
      aria-checked={dark}
      aria-label={t.common.darkTheme}
      title={dark ? t.common.darkThemeOn : t.common.darkThemeOff}
      onClick={() => choose(dark ? 'light' : 'dark')}
      data-testid="theme-switch"
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
    </button>
  );
}

export function App() {
  const route = useRoute();
  const waiting = useWaitingGames(JSON.stringify(route));
  return (
    <>
      <a class="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      <header class="site-header">
        <Link href="/" class="brand">
          {t.common.brand}
        </Link>
        <nav aria-label={t.common.mainNav}>
          <Link href="/" aria-current={route.page === 'home' ? 'page' : undefined}>
            {t.common.navNewGame}
          </Link>
          <Link href="/my-games" aria-current={route.page === 'my-games' ? 'page' : undefined} data-testid="nav-my-games">
            {t.common.navMyGames}
            {waiting > 0 && (
              <>
                <span class="nav-count" aria-hidden="true" data-testid="nav-waiting">
                  {waiting}
                </span>
                <span class="visually-hidden">{t.common.gamesWaiting(waiting)}</span>
              </>
            )}
          </Link>
          <Link href="/open" aria-current={route.page === 'open' ? 'page' : undefined}>
            {t.common.navOpen}
          </Link>
          <Link href="/archive" aria-current={route.page === 'archive' ? 'page' : undefined}>
            {t.common.navArchive}
          </Link>
          <Link href="/stats" aria-current={route.page === 'stats' ? 'page' : undefined}>
            {t.common.navStats}
          </Link>
          <Link href="/rules" aria-current={route.page === 'rules-index' || route.page === 'rules' ? 'page' : undefined}>
            {t.common.navRules}
          </Link>
          <Link href="/me" aria-current={route.page === 'me' || route.page === 'signin' ? 'page' : undefined} data-testid="nav-account">
            {t.common.navAccount}
          </Link>
        </nav>
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
}
