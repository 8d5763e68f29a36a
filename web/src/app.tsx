/** The shell: header, the page for the current route, footer. */
import type { FunctionComponent } from 'preact';
import { ArchivePage } from './pages/archive-page';
import { OpenGamesPage } from './pages/open-page';
import { GamePage } from './pages/game-page';
import { HomePage } from './pages/home-page';
import { JoinPage } from './pages/join-page';
import { DevOutboxPage, MutePage, MyGamesPage } from './pages/notify-pages';
import { Link, type Route, useRoute } from './router';
import { StatsPage } from './pages/stats-page';
import { MePage } from './pages/players/me-page';
import { LeaderboardPage, ProfilePage } from './pages/players/profile-page';
import { SignInPage } from './pages/players/signin-page';
import { LazyRulesPage, RulesIndexPage } from './pages/rules/rules-index';
import { PageTitle } from './ui/page-title';
import { ChunkFailed, useChunk } from './ui/use-chunk';
import { useWaitingGames } from './ui/waiting';
import { useTheme } from './theme';

type ReplayPageType = FunctionComponent<{ gameId: string }>;

/** The replay page carries the whole engine, so it is its own chunk, loaded on first use. */
const loadReplayPage = () => import('./pages/replay-page').then((m) => m.ReplayPage as ReplayPageType);

function LazyReplayPage({ gameId }: { gameId: string }) {
  const chunk = useChunk('replay', loadReplayPage);
  if (chunk.state === 'failed') return <ChunkFailed title="The replay could not be loaded" />;
  if (chunk.state === 'loading') return <PageTitle>Loading the replay…</PageTitle>;
  const Page = chunk.value;
  return <Page gameId={gameId} />;
}

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
          <PageTitle>Nothing here</PageTitle>
          <p>
            There is no page at this address. <Link href="/">Go to the start page</Link>.
          </p>
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
      aria-label="Dark theme"
      title={dark ? 'Dark theme: on' : 'Dark theme: off'}
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
        Skip to content
      </a>
      <header class="site-header">
        <Link href="/" class="brand">
          Stonehenge
        </Link>
        <nav aria-label="Main">
          <Link href="/" aria-current={route.page === 'home' ? 'page' : undefined}>
            New game
          </Link>
          <Link href="/my-games" aria-current={route.page === 'my-games' ? 'page' : undefined} data-testid="nav-my-games">
            My games
            {waiting > 0 && (
              <>
                <span class="nav-count" aria-hidden="true" data-testid="nav-waiting">
                  {waiting}
                </span>
                <span class="visually-hidden">, {waiting === 1 ? '1 game waits' : `${waiting} games wait`} for you</span>
              </>
            )}
          </Link>
          <Link href="/open" aria-current={route.page === 'open' ? 'page' : undefined}>
            Open games
          </Link>
          <Link href="/archive" aria-current={route.page === 'archive' ? 'page' : undefined}>
            Archive
          </Link>
          <Link href="/stats" aria-current={route.page === 'stats' ? 'page' : undefined}>
            Stats
          </Link>
          <Link href="/rules" aria-current={route.page === 'rules-index' || route.page === 'rules' ? 'page' : undefined}>
            Rules
          </Link>
          <Link href="/me" aria-current={route.page === 'me' || route.page === 'signin' ? 'page' : undefined} data-testid="nav-account">
            Account
          </Link>
        </nav>
        <ThemeSwitch />
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
}
