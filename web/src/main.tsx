import { render } from 'preact';
import { App } from './app';
import './every-page';
import { detectLanguage, setLanguage, t } from './i18n';
import { startPage } from './lazy-pages';
import { loadBoard } from './rulesets/registry';
import { parseRoute } from './router';
import './styles.css';
import { startTheme } from './theme';
import { registerServiceWorker } from './offline/register';
import { setTitle } from './ui/waiting';

startTheme();

// The page's language before its first render: English is in the entry, German one small chunk
// more (web/src/i18n/index.ts); a chunk that fails to load leaves the page in English.
const language = setLanguage(detectLanguage()).catch(() => setLanguage('en'));

// A game page's shell names its ruleset (worker/pages/game-html.ts): start the board's import now,
// alongside the payload's request, and draw the page once it is here too. Drawn without it, the
// page rendered twice on a slow phone (the page, then the board 0.2 s later), which held the
// decision back (#34). A failure shows where the board is drawn.
const ruleset = document.querySelector<HTMLMetaElement>('meta[name="stonehenge-ruleset"]')?.content;
const board = ruleset ? loadBoard(ruleset).catch(() => undefined) : undefined;

// The page's own chunk and words, at once too (the language is already the page's, see
// setLanguage; the Worker names a game page's chunks in its shell, so they are on their way): the
// first render waits for them, so the page is drawn in it rather than after a "Loading…".
const page = startPage(parseRoute(location.pathname));

// (The second start after the language is set only loads words the first did not get in it.)
Promise.all([language, page, board])
  .then(() => startPage(parseRoute(location.pathname)))
  .then(() => {
    // The shell's <title> is English; a page without a title of its own (open games, a claim) keeps this one.
    setTitle(t.common.siteTitle);
    render(<App />, document.getElementById('app')!);
  });
registerServiceWorker();
