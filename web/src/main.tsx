import { render } from 'preact';
import { App } from './app';
import { detectLanguage, setLanguage, t } from './i18n';
import { loadBoard } from './rulesets/registry';
import './styles.css';
import { startTheme } from './theme';
import { registerServiceWorker } from './offline/register';
import { setTitle } from './ui/waiting';

startTheme();

// The page's language before its first render: English is in the entry, German one small chunk
// more (web/src/i18n/index.ts); a chunk that fails to load leaves the page in English.
const language = setLanguage(detectLanguage()).catch(() => setLanguage('en'));

// A game page's shell names its ruleset (worker/pages/game-html.ts): start the board's import now,
// alongside the payload's request, so the board is ready when the payload is.
const ruleset = document.querySelector<HTMLMetaElement>('meta[name="stonehenge-ruleset"]')?.content;
if (ruleset) loadBoard(ruleset).catch(() => undefined); // a failure shows where the board is drawn

language.then(() => {
  // The shell's <title> is English; a page without a title of its own (open games, a claim) keeps this one.
  setTitle(t.home.pageTitle);
  render(<App />, document.getElementById('app')!);
});
registerServiceWorker();
