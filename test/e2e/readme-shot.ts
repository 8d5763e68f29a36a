/**
 * The README's pictures, not a test: a game of A Grand Endeavor played a few turns over the API,
 * then the seat to act opened at a phone and a desktop width, its first screen saved as
 * docs/screenshot-phone.png and docs/screenshot-desktop.png. Run with
 * `E2E_ONLY=readme-shot bash scripts/e2e.sh` (scripts/e2e.sh runs it only when named).
 */
import path from 'node:path';
import type { GamePayload } from '@schema/api';
import { api, fail, launch, newPerson, step } from './harness';

const NAMES = ['Ann', 'Bob', 'Cy'];
const DOCS = path.resolve(import.meta.dirname, '../../docs');

const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
  ruleset: 'a-grand-endeavor',
  players: 3,
  name: NAMES[0],
});
const tokens = [created.token];
for (let s = 1; s < 3; s++) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: NAMES[s] })).token);
// Fixed choices (the first legal action) so the picture is the same on every run of one build.
for (let moves = 0; moves < 14; moves++) {
  const pub = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
  const seat = pub.active[0];
  if (seat === undefined) fail('the game ended before the picture');
  const mine = await api<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
  await api('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: mine.actions[0] }, tokens[seat]);
}
const pub = await api<GamePayload>('GET', `/api/games/${created.gameId}`);
const me = pub.active[0] ?? 0;
const browser = await launch();
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  step(`${name}: the seat to act`);
  const person = await newPerson(browser, NAMES[me]!, viewport);
  await person.page.goto(`/g/${created.gameId}#t=${tokens[me]}`);
  await person.page.locator('[data-decision]').first().waitFor({ state: 'visible', timeout: 30_000 });
  await person.page.waitForTimeout(500);
  await person.page.screenshot({ path: path.join(DOCS, `screenshot-${name}.png`) });
  await person.context.close();
}
await browser.close();
