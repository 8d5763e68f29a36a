/**
 * A tournament made on the site (issue #58), on a German phone (390×844, locale de): a signed-in
 * player fills /t's form for a Swiss of 3-seat Stonerush tables with two bot entrants, joins and
 * starts it, plays their own moves (the bots play theirs) to the final standings, which fit the
 * phone's width; axe on the form, the running and the finished page.
 */
import { expectAccessible } from './axe';
import { api, fail, launch, newPerson, noHorizontalOverflow, pageErrors, screenshots, signInByMail, step } from './harness';

const stamp = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

interface Detail {
  status: string;
  round: number;
  players: { handle: string; bot?: string }[];
  rounds: { round: number; tables: { gameId: string; seats: string[]; result?: unknown }[] }[];
  standings: { handle: string; bot?: string; games: number }[];
}

async function main() {
  const shot = screenshots('screenshots/tournament-create');
  const browser = await launch();
  try {
    const ute = await newPerson(browser, 'Ute', PHONE, 'de-DE');
    const page = ute.page;
    await signInByMail(page, `ute-${stamp}@example.org`);
    await page.goto('/t?lang=de');
    const form = page.locator('form[data-tournament-create]');
    await form.waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ein Turnier ausrichten' }).waitFor();
    const name = `Handy-Turnier ${stamp}`;
    await page.fill('[data-testid=t-name]', name);
    await page.selectOption('[data-testid=t-ruleset]', 'stonerush');
    await page.selectOption('[data-testid=t-table-size]', '3');
    await page.selectOption('[data-testid=t-format]', 'swiss');
    const about = (await page.textContent('[data-testid=t-format-help]')) ?? '';
    if (!/Schweizer System/.test(about)) fail(`the format's sentence is "${about}"`);
    await page.fill('[data-testid=t-rounds]', '2');
    await page.fill('[data-testid=t-max]', '3');
    await page.selectOption('[data-testid=t-bot-count]', '2');
    await page.selectOption('[data-testid=t-bot-level]', 'random');
    const preview = await page.$$eval('[data-testid=t-preview] li', (lis) => lis.map((li) => li.textContent ?? ''));
    if (preview.length !== 2 || !/^Runde 1/.test(preview[0] ?? '')) fail(`the preview lists ${JSON.stringify(preview)}`);
    await noHorizontalOverflow(page, "/t's form on a German phone");
    await expectAccessible(page, 'the tournament form');
    await shot(page, 'form');
    step(`Ute filled the form: a Swiss of 2 rounds at 3-seat Stonerush tables with 2 bots (${preview.join(' / ')})`);

    await page.click('[data-testid=t-create]');
    await page.waitForURL(/\/t\/[a-z0-9_-]+$/i);
    const id = new URL(page.url()).pathname.split('/')[2] ?? fail('no tournament id');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForSelector('[data-entrant="bot:2"] [data-bot=random]');
    await page.click('[data-action=join]');
    await page.waitForSelector('[data-you=in]');
    const startButton = page.locator('[data-action=start]');
    await startButton.waitFor();
    const box = await startButton.boundingBox();
    if (!box || box.height < 44) fail(`"Jetzt starten" is ${box?.height} px tall`);
    await noHorizontalOverflow(page, 'the upcoming tournament on a German phone');
    await shot(page, 'upcoming');
    step(`created ${id}: two bots in, Ute joined; the buttons are ${box.height} px tall`);
    await startButton.click();
    await page.waitForSelector('[data-tournament-status=running]');
    await expectAccessible(page, 'the running tournament (German)');
    await shot(page, 'running');

    const me = await (await page.request.get('/api/me')).json();
    const handle = me.handle as string;
    let last = { gameId: '', token: '' };
    for (let round = 1; round <= 2; round++) {
      let t: Detail | null = null;
      for (let tries = 0; tries < 100; tries++) {
        t = await api<Detail>('GET', `/api/tournaments/${id}`);
        if (t.round >= round) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      const table = t?.rounds[round - 1]?.tables[0] ?? fail(`round ${round} has no table`);
      if ([...table.seats].sort().join() !== ['bot:1', 'bot:2', handle].sort().join()) fail(`round ${round} seats ${table.seats.join()}`);
      const mine = await (await page.request.get('/api/me')).json();
      const token =
        (mine.games as { gameId: string; token: string | null }[]).find((g) => g.gameId === table.gameId)?.token ?? fail(`no seat of ${table.gameId}`);
      last = { gameId: table.gameId, token };
      let moves = 0;
      for (let n = 0; n < 3000; n++) {
        const g = await api<{ status: string; seat: number; version: number; actions: unknown[]; active: number[] }>(
          'GET',
          `/api/games/${table.gameId}`,
          undefined,
          token,
        );
        if (g.status !== 'active') break;
        if (!g.active.includes(g.seat) || !g.actions.length) {
          await new Promise((r) => setTimeout(r, 100));
          continue;
        }
        await api('POST', `/api/games/${table.gameId}/actions`, { version: g.version, action: g.actions[n % g.actions.length] }, token);
        moves++;
      }
      step(`round ${round}: Ute made ${moves} moves, the bots the rest`);
    }
    await page.goto(`/t/${id}`);
    await page.waitForSelector('[data-tournament-status=finished]', { timeout: 30_000 });
    await page.waitForSelector('table[data-standings] caption');
    const rows = await page.$$eval('table[data-standings] tbody tr', (trs) => trs.length);
    if (rows !== 3) fail(`the standings have ${rows} rows, not 3`);
    const bots = await page.$$eval('table[data-standings] [data-bot]', (els) => els.map((e) => e.textContent ?? ''));
    if (bots.length !== 2 || !bots.every((b) => /Bot \d \(zufällig\)/.test(b))) fail(`the standings mark bots as ${JSON.stringify(bots)}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) fail(`the final standings scroll sideways: ${width} px`);
    const table = await page.evaluate(() => {
      const t = document.querySelector('table[data-standings]') as HTMLElement;
      const wrap = t.parentElement as HTMLElement;
      return { table: t.scrollWidth, wrap: wrap.clientWidth };
    });
    if (table.table > table.wrap) fail(`the standings table is ${table.table} px in a ${table.wrap} px box`);
    await noHorizontalOverflow(page, 'the final standings on a German phone');
    await expectAccessible(page, 'the final standings (German)');
    await page.locator('table[data-standings]').scrollIntoViewIfNeeded();
    await shot(page, 'finished');
    step(`the final standings fit the phone (${width} px, table ${table.table} px), bots marked: ${bots.join(', ')}`);

    // The last game, unrated: no rating chips beside the names, no rematch offered.
    await page.goto(`/g/${last.gameId}#t=${last.token}`);
    await page.waitForSelector('[data-testid=result-replay]');
    await page.waitForSelector('[data-testid=players] [data-testid=player]');
    await page.waitForTimeout(500);
    const chips = await page.locator('[data-testid=seat-rating]').count();
    const rematch = await page.locator('[data-testid=rematch]').count();
    if (chips || rematch) fail(`an unrated tournament game shows ${chips} rating chips and ${rematch} rematch offers`);
    await shot(page, 'game');
    // Her profile lists the tournament.
    await page.goto(`/p/${handle}`);
    await page.waitForSelector(`[data-testid=profile-tournaments] [data-tournament="${id}"]`);
    await noHorizontalOverflow(page, 'the profile on a German phone');
    await expectAccessible(page, 'the profile with its tournaments (German)');
    await shot(page, 'profile');
    step('the unrated game shows no rating chips and no rematch; her profile lists the tournament');
  } finally {
    await browser.close();
  }
  if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
  console.log('tournament-create: ok');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
