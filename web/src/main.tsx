import { render } from 'preact';
import { App } from './app';
import { loadBoard } from './rulesets/registry';
import './styles.css';
import { startTheme } from './theme';
import { registerServiceWorker } from './offline/register';

startTheme();

// A game page's shell names its ruleset (worker/pages/game-html.ts): start the board's import now,
// alongside the payload's request, so the board is ready when the payload is.
const ruleset = document.querySelector<HTMLMetaElement>('meta[name="stonehenge-ruleset"]')?.content;
if (ruleset) loadBoard(ruleset).catch(() => undefined); // a failure shows where the board is drawn

render(<App />, document.getElementById('app')!);
registerServiceWorker();
