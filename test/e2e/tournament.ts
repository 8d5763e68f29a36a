import { expectAccessible } from './axe';
import { api, fail, launch, pagePost, smallCup, newPerson, noHorizontalOverflow, pageErrors, screenshots, step, signInByMail } from './harness';

const stamp = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

async function main() {
  const shot = screenshots('screenshots/tournament');
  const browser = await launch();
  try {
    const host = await newPerson(browser, 'Hal');
    await signInByMail(host.page, `hal-${stamp}@example.org`);
    const name = `Phone cup ${stamp}`;
    const id = await smallCup(host.page, name);
    await pagePost(host.page, `/api/tournaments/${id}/join`);
    step(`Hal hosts ${id} and has joined it`);

    const pia = await newPerson(browser, 'Pia', PHONE);
    await signInByMail(pia.page, `pia-${stamp}@example.org`);
    await pia.page.goto('/t');
    await pia.page.waitForSelector(`[data-tournaments=upcoming] [data-tournament="${id}"]`);
    await noHorizontalOverflow(pia.page, '/t on a phone');
    await expectAccessible(pia.page, 'tournaments list');
    await shot(pia.page, 'list');
    await pia.page.click(`[data-tournament="${id}"] a`);
    await pia.page.waitForURL(`**/t/${id}`);
    await pia.page.getByRole('heading', { level: 1, name }).waitFor();
    await pia.page.getByRole('button', { name: 'Join' }).click();
    await pia.page.waitForSelector('[data-you=in]');
    step('Pia found the tournament on /t and joined it on her phone');

    await pagePost(host.page, `/api/tournaments/${id}/start`);
    await pia.page.reload();
    await pia.page.waitForSelector('[data-tournament-status=running]');
    const link = pia.page.getByRole('link', { name: 'Open the game of table 1' });
    await link.waitFor();
    await noHorizontalOverflow(pia.page, 'a running tournament on a phone');
    await expectAccessible(pia.page, 'a running tournament');
    await shot(pia.page, 'running');
    const gameId = ((await link.getAttribute('href')) ?? '').split('/g/')[1] ?? fail('no game link');
    step(`round 1 is on her page with its table ${gameId}`);

    // Her seat is in My games (signed in): from there the game opens on her seat.
    await pia.page.goto('/me');
    await pia.page.waitForSelector(`[data-testid=me-games] li[data-game="${gameId}"]`);
    await pia.page.click(`[data-testid=me-games] li[data-game="${gameId}"] a`);
    await pia.page.waitForSelector('[data-testid=game-page]');
    const seat = await pia.page.getAttribute('[data-testid=game-page]', 'data-seat');
    if (seat === null || seat === '') fail('the game opened from My games is not on her seat');
    step(`the game opens on her seat (${seat})`);

    // Both seats play it out over the API (their tokens from My games), then the page shows the standings.
    for (const who of [host, pia]) {
      const me = await (await who.page.request.get('/api/me')).json();
      const token = me.games.find((g: { gameId: string }) => g.gameId === gameId)?.token ?? fail(`${who.name} has no seat of ${gameId}`);
      (who as { token?: string }).token = token;
    }
    const tokens = [host, pia].map((p) => (p as { token?: string }).token as string);
    for (let n = 0; n < 2000; n++) {
      const game = await api<{ status: string; active: number[] }>('GET', `/api/games/${gameId}`);
      if (game.status !== 'active') break;
      for (const token of tokens) {
        const mine = await api<{ seat: number; version: number; actions: unknown[]; active: number[] }>('GET', `/api/games/${gameId}`, undefined, token);
        if (!mine.active.includes(mine.seat) || !mine.actions.length) continue;
        await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[n % mine.actions.length] }, token);
        break;
      }
    }
    await pia.page.goto(`/t/${id}`);
    await pia.page.waitForSelector('[data-tournament-status=finished]');
    await pia.page.waitForSelector('table[data-standings] caption');
    const rows = await pia.page.$$eval('table[data-standings] tbody tr', (trs) => trs.length);
    if (rows !== 2) fail(`the standings have ${rows} rows, not 2`);
    await noHorizontalOverflow(pia.page, 'final standings on a phone');
    await expectAccessible(pia.page, 'final standings');
    await shot(pia.page, 'finished');
    step('the game over, her page shows the final standings with their tiebreaks');

    // The links back to the tournament, on her phone: the game page's and the replay's line
    // "Round 1 of <name>", and the tournament's archive (`?tournament=`), whose entry links it too.
    const backToTournament = async (where: string, words: RegExp) => {
      const line = pia.page.locator(`[data-testid=tournament-line][data-tournament="${id}"]`).first();
      await line.waitFor();
      await pia.page.waitForFunction(
        ([sel, source]) => new RegExp(source as string).test(document.querySelector(sel as string)?.textContent ?? ''),
        [`[data-testid=tournament-line][data-tournament="${id}"]`, words.source],
      );
      await noHorizontalOverflow(pia.page, `${where} on a phone`);
      await line.getByRole('link').click();
      await pia.page.waitForURL(`**/t/${id}`);
      await pia.page.getByRole('heading', { level: 1, name }).waitFor();
      step(`from ${where} to the tournament's page`);
    };
    const named = new RegExp(`^Round 1 of ${name}$`);
    await pia.page.goto(`/g/${gameId}`);
    // Her finished table says what comes next (#58 item 3): here, the tournament's end.
    await pia.page.locator('[data-testid=tournament-next]').getByText('The tournament is over').waitFor();
    await backToTournament('the game page', named);
    await pia.page.goto(`/replay/${gameId}`);
    await backToTournament('the replay', named);
    await pia.page.click('[data-testid=tournament-archive]');
    await pia.page.waitForURL(`**/archive?tournament=${id}`);
    await pia.page.waitForSelector(`[data-testid=archive-tournament] [data-tournament="${id}"]`);
    await pia.page.waitForSelector(`[data-testid=archive-row][data-game="${gameId}"]`);
    const listed = await pia.page.$$eval('[data-testid=archive-row]', (rows) => rows.map((r) => r.getAttribute('data-game')));
    if (listed.join() !== gameId) fail(`the tournament's archive lists ${listed.join(', ')}, not only ${gameId}`);
    await noHorizontalOverflow(pia.page, "the tournament's archive on a phone");
    await expectAccessible(pia.page, "the tournament's archive");
    await pia.page.click(`[data-testid=archive-row][data-game="${gameId}"] [data-testid=tournament-line] a`);
    await pia.page.waitForURL(`**/t/${id}`);
    await pia.page.getByRole('heading', { level: 1, name }).waitFor();
    step("from the tournament's archive entry back to the tournament's page");

    await pia.page.goto(`/t/${id}?lang=de`);
    await pia.page.getByRole('heading', { level: 2, name: 'Tabelle' }).waitFor();
    // The phone folds the site's links into the Menu (#45 item 7): its tournaments link says it in German.
    await pia.page.click('[data-testid=nav-menu]');
    await pia.page.locator('nav').getByRole('link', { name: 'Turniere' }).waitFor();
    await noHorizontalOverflow(pia.page, 'the German page on a phone');
    step('and in German');
  } finally {
    await browser.close();
  }
  if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
  console.log('tournament: ok');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
