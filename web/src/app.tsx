/** The shell: header and the page for the current route (each page a chunk: web/src/lazy-pages.tsx). */
import {
  ArchivePage,
  HomePage,
  JoinPage,
  ClaimPage,
  DevOutboxPage,
  GamePage,
  LeaderboardPage,
  MePage,
  MutePage,
  MyGamesPage,
  OpenGamesPage,
  ProfilePage,
  ReplayPage,
  RulesIndexPage,
  RulesPage,
  SignInPage,
  StatsPage,
  TournamentPage,
  TournamentsPage,
} from './lazy-pages';
import { Link, type Route, useRoute } from './router';
import { PageTitle } from './ui/page-title';
import { useWaitingGames } from './ui/waiting';
import { useTheme } from './theme';
import { LanguageSwitch } from './ui/language-switch';
import { t } from './i18n';
import { fill } from './i18n/fill';
import { focusDecision } from './ui/decision-focus';
import { SiteNav } from './ui/site-nav';

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
      return <ReplayPage key={route.gameId} gameId={route.gameId} />;
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
      return <RulesPage key={route.ruleset} rulesetId={route.ruleset} />;
    case 'signin':
      return <SignInPage />;
    case 'me':
      return <MePage />;
    case 'profile':
      return <ProfilePage key={route.handle} handle={route.handle} />;
    case 'leaderboard':
      return <LeaderboardPage key={route.ruleset} ruleset={route.ruleset} />;
    case 'tournaments':
      return <TournamentsPage />;
    case 'tournament':
      return <TournamentPage key={route.id} id={route.id} />;
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
  const waiting = useWaitingGames(JSON.stringify(route), route.page === 'game' ? route.gameId : null);
  return (
    <>
      <a class="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      {route.page === 'game' && (
        // biome-ignore lint/a11y/useValidAnchor: a skip link: without script it goes to the content, with it to the decision's first control
        <a
          class="skip-link"
          href="#main"
          data-testid="skip-to-move"
          onClick={(e) => {
            e.preventDefault();
            focusDecision();
          }}
        >
          {t.common.skipToMove}
        </a>
      )}
      <header class="site-header">
        <Link href="/" class="brand">
          {t.common.brand}
        </Link>
        <SiteNav route={route} waiting={waiting} />
        <LanguageSwitch />
        <ThemeSwitch />
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
}
