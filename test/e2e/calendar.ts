/**
 * The deadline calendar in the browser (issue #48): a seat's game page shows its private feed URL
 * in the notification panel; the page itself fetches that feed (no calendar app subscribes) and
 * its events are read: one VEVENT for the seat to act, ending at the deadline the API gives, none
 * once it has moved; "New link" shows another URL and the old one answers 404. Screenshots land
 * in screenshots/calendar/.
 */
import type { GamePayload, NotificationSettings } from '@schema/api';
import { api, browserScript, fail, newPerson, noHorizontalOverflow, screenshots, scrollToPanel, step } from './harness';

const PHONE = { width: 390, height: 844 };

/** What the page's own fetch of a feed answered: status, type and its events' properties (lines unfolded). */
type Fetched = { status: number; type: string | null; events: Record<string, string>[]; raw: string };

const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

browserScript(
  'calendar',
  async (browser) => {
    const shot = screenshots('screenshots/calendar');
    step('a Stonerush game of three with a 24-hour deadline; the seat to act opens its page on a phone');
    const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
      ruleset: 'stonerush',
      players: 3,
      name: 'Ann',
      deadlineHours: 24,
    });
    const tokens = [created.token];
    for (const name of ['Bob', 'Cy']) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name })).token);
    const gameId = created.gameId;
    const game = await api<GamePayload>('GET', `/api/games/${gameId}`);
    const toAct = game.active[0] ?? fail('nobody to act');
    const token = tokens[toAct] ?? fail('no token');
    const deadline = game.clocks?.find((c) => c.seat === toAct)?.deadline ?? fail('no deadline for the seat to act');

    const ann = await newPerson(browser, 'Seat', PHONE);
    const page = ann.page;
    page.on('dialog', (d) => void d.accept());
    await page.goto(`/g/${gameId}#t=${token}`);
    await page.waitForSelector('[data-testid=game-page]');
    await scrollToPanel(page, '#notify-title');
    await page.waitForSelector('[data-calendar-url]', { timeout: 15_000 });
    const url = await page.inputValue('[data-calendar-url]');
    const own = await api<NotificationSettings>('GET', `/api/games/${gameId}/notifications`, undefined, token);
    if (url !== own.calendarUrl) fail(`the page shows ${url}, the seat's settings have ${own.calendarUrl}`);
    if (!url.startsWith(`${new URL(page.url()).origin}/api/calendar/s.${gameId}.${toAct}.`)) fail(`the seat's calendar URL is ${url}`);
    await noHorizontalOverflow(page, 'game page with the calendar link (phone)');
    await shot(page, 'notify-panel');

    const fetchFeed = (u: string): Promise<Fetched> =>
      page.evaluate(async (target) => {
        const res = await fetch(target, { credentials: 'omit' });
        const raw = await res.text();
        const lines = raw.split('\r\n').reduce<string[]>((out, l) => {
          if (l.startsWith(' ') && out.length) out[out.length - 1] += l.slice(1);
          else out.push(l);
          return out;
        }, []);
        const events: Record<string, string>[] = [];
        let current: Record<string, string> | null = null;
        for (const line of lines) {
          if (line === 'BEGIN:VEVENT') current = {};
          else if (line === 'END:VEVENT' && current) {
            events.push(current);
            current = null;
          } else if (current && line.includes(':')) current[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 1);
        }
        return { status: res.status, type: res.headers.get('content-type'), events, raw };
      }, u);

    step('the page fetches its feed: one event, ending at the deadline, linking to the game');
    const first = await fetchFeed(url);
    if (first.status !== 200 || !first.type?.startsWith('text/calendar')) fail(`the feed answered ${first.status} ${first.type}`);
    if (!first.raw.startsWith('BEGIN:VCALENDAR\r\n') || !first.raw.endsWith('END:VCALENDAR\r\n')) fail('the feed is not a VCALENDAR');
    if (first.events.length !== 1) fail(`the feed has ${first.events.length} events: ${first.raw}`);
    const event = first.events[0] ?? fail('no event');
    if (event.DTEND !== icsTime(deadline)) fail(`the event ends at ${event.DTEND}, the deadline is ${icsTime(deadline)}`);
    if (!event.UID?.startsWith(`deadline-${gameId}-${toAct}@`)) fail(`the event's UID is ${event.UID}`);
    if (!event.URL?.endsWith(`/g/${gameId}`)) fail(`the event links to ${event.URL}`);
    if (!/^Your move is due: Stonerush with /.test(event.SUMMARY ?? '')) fail(`the event says "${event.SUMMARY}"`);

    step('the seat plays its turn: its feed has no event, the next seat’s has one');
    for (let i = 0; i < 20; i++) {
      const mine = await api<GamePayload>('GET', `/api/games/${gameId}`, undefined, token);
      if (!mine.active.includes(toAct)) break;
      await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action: mine.actions[0] }, token);
    }
    const after = await fetchFeed(url);
    if (after.status !== 200 || after.events.length !== 0) fail(`after the move the feed has ${after.events.length} events (${after.status})`);
    const next = (await api<GamePayload>('GET', `/api/games/${gameId}`)).active[0] ?? fail('nobody to act next');
    const nextUrl =
      (await api<NotificationSettings>('GET', `/api/games/${gameId}/notifications`, undefined, tokens[next])).calendarUrl ?? fail('no calendar URL');
    const theirs = await fetchFeed(nextUrl);
    if (theirs.events.length !== 1 || !theirs.events[0]?.UID?.startsWith(`deadline-${gameId}-${next}@`)) fail(`the next seat's feed: ${theirs.raw}`);

    step('"New link" shows another URL; the old one answers 404, the new one the feed');
    await page.click('[data-calendar-renew]');
    await page.waitForFunction((old) => (document.querySelector('[data-calendar-url]') as HTMLInputElement | null)?.value !== old, url, { timeout: 10_000 });
    const renewed = await page.inputValue('[data-calendar-url]');
    if ((await fetchFeed(url)).status !== 404) fail('the old calendar URL still answers');
    const again = await fetchFeed(renewed);
    if (again.status !== 200 || again.events.length !== 0) fail(`the new URL answered ${again.status} with ${again.events.length} events`);
    await page.waitForSelector('[data-calendar] [role=status]');
    await shot(page, 'renewed');
  },
  'calendar: the feed fetched by the page follows the game, and a new link revokes the old',
);
