/** The shell: header, the page for the current route, footer. */
import { ArchivePage } from './pages/archive-page';
import { GamePage } from './pages/game-page';
import { HomePage } from './pages/home-page';
import { JoinPage } from './pages/join-page';
import { DevOutboxPage, MutePage, MyGamesPage } from './pages/notify-pages';
import { Link, type Route, useRoute } from './router';
import { PageTitle } from './ui/page-title';

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
    case 'my-games':
      return <MyGamesPage />;
    case 'dev-outbox':
      return <DevOutboxPage />;
    case 'mute':
      return <MutePage key={`${route.gameId}/${route.seat}`} gameId={route.gameId} seat={route.seat} />;
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

export function App() {
  const route = useRoute();
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
          <Link href="/my-games" aria-current={route.page === 'my-games' ? 'page' : undefined}>
            My games
          </Link>
          <Link href="/archive" aria-current={route.page === 'archive' ? 'page' : undefined}>
            Archive
          </Link>
        </nav>
      </header>
      <main id="main">
        <Page route={route} />
      </main>
    </>
  );
}
