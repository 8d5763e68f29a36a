/**
 * The header's navigation. Wide screens show every link in a row. A phone (≤ 480 px, see
 * styles.css) shows My games (with its badge) and a Menu button; the button opens the other links
 * (New game among them) as a list below the header (issue #45 item 7: at 320 px nothing is cut off or scrolled out of sight).
 * The menu closes on a new route, on Escape (focus back to the button) and on a click outside it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { Link, type Route } from '../router';

/** The menu's other links: where, its word, the pages it is the current link on, its test hook. */
const MORE: [
  href: string,
  word: 'navOpen' | 'navTournaments' | 'navLeaderboard' | 'navArchive' | 'navStats' | 'navRules' | 'navAccount',
  pages: Route['page'][],
  testId?: string,
][] = [
  ['/open', 'navOpen', ['open']],
  ['/t', 'navTournaments', ['tournaments', 'tournament']],
  ['/leaderboard', 'navLeaderboard', ['leaderboard'], 'nav-leaderboard'],
  ['/archive', 'navArchive', ['archive']],
  ['/stats', 'navStats', ['stats']],
  ['/rules', 'navRules', ['rules-index', 'rules']],
  ['/me', 'navAccount', ['me', 'signin', 'profile'], 'nav-account'],
];

export function SiteNav({ route, waiting }: { route: Route; waiting: number }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLDivElement>(null);
  const where = JSON.stringify(route);
  // A new route closes the menu.
  useEffect(() => setOpen(false), [where]);
  useEffect(() => {
    if (!open) return;
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const click = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!more.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', key);
    document.addEventListener('click', click);
    return () => {
      document.removeEventListener('keydown', key);
      document.removeEventListener('click', click);
    };
  }, [open]);
  const here = (...pages: Route['page'][]) => (pages.includes(route.page) ? 'page' : undefined);
  const myGames = (
    <Link href="/my-games" aria-current={here('my-games')} data-testid="nav-my-games">
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
  );
  return (
    <nav aria-label={t.common.mainNav} class={open ? 'site-nav open' : 'site-nav'}>
      <Link href="/" class="nav-home" aria-current={here('home')}>
        {t.common.navNewGame}
      </Link>
      {myGames}
      <button
        ref={button}
        type="button"
        class="nav-menu-button"
        aria-expanded={open}
        aria-controls="nav-more"
        onClick={() => setOpen(!open)}
        data-testid="nav-menu"
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span> <span class="nav-menu-label">{t.common.navMenu}</span>
      </button>
      <div id="nav-more" class="nav-more" ref={more}>
        <Link href="/" class="nav-home-phone" aria-current={here('home')}>
          {t.common.navNewGame}
        </Link>
        {MORE.map(([href, word, pages, testId]) => (
          <Link key={href} href={href} aria-current={here(...pages)} data-testid={testId}>
            {t.common[word]}
          </Link>
        ))}
      </div>
    </nav>
  );
}
