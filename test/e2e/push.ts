/**
 * "Notify me on this device" in headless Chromium, against a real mock push service.
 *
 * Ana creates a game of Fightin' and opens it; while it waits for Bob she clicks "Notify me on
 * this device". The page registers the real service worker (/sw.js), asks for permission (granted
 * to the profile) and posts its subscription for her seat. Bob joins over HTTP, which starts the
 * game: the worker (wrangler dev, the public dev VAPID keys) encrypts the start push and POSTs it
 * to web-push-testing (npm devDependency, started here on a free port), which checks the VAPID
 * JWT against the key the subscription was made with and decrypts the message with its own,
 * independent aes128gcm code. The decrypted message is the small JSON the service worker reads;
 * it is then delivered to Ana's real service worker (Chrome DevTools Protocol,
 * ServiceWorker.deliverPushMessage), which shows the notification: its title, body and the game
 * page it opens are read back with registration.getNotifications(). Then "Stop notifications on
 * this device", and the game's end sends her nothing more.
 *
 * What is stubbed, and why: Chromium's PushManager.subscribe() talks only to Google's push
 * service (FCM), which needs the network and Google API keys, and cannot be pointed at a mock;
 * so the page's pushManager hands out the subscription web-push-testing made (same shape as a
 * browser's). A click on a notification cannot be made headless (no protocol command clicks a
 * system notification, and a synthetic notificationclick may not open or focus windows), so the
 * click handler is not exercised here.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { BASE_URL, api, fail, launch, newPerson, pageErrors, screenshots, step } from './harness';
import { type MockSubscription, messages, mock, startMock, waitForMessages } from './push-mock';

/** The id of the page origin's service worker registration, as DevTools knows it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  let id: string | undefined;
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] }) => {
    for (const r of e.registrations) if (r.scopeURL === `${BASE_URL}/` && !r.isDeleted) id = r.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  for (let i = 0; i < 50 && !id; i++) await new Promise((r) => setTimeout(r, 100));
  return id ?? fail('no service worker registration for the site');
}

/**
 * Page script: PushManager hands out the mock service's subscription (kept in localStorage, so
 * getSubscription finds it after a reload, and unsubscribe forgets it).
 */
const STUB_PUSH_MANAGER = `function (s) {
  var KEY = 'e2e:subscribed';
  function fromB64(v) {
    var b = v.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(b + '='.repeat((4 - (b.length % 4)) % 4)), function (c) { return c.charCodeAt(0); });
  }
  function fake(serverKey) {
    return {
      endpoint: s.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: serverKey },
      getKey: function (name) { return fromB64(s.keys[name]).buffer; },
      toJSON: function () { return { endpoint: s.endpoint, expirationTime: null, keys: s.keys }; },
      unsubscribe: async function () { localStorage.removeItem(KEY); return true; },
    };
  }
  PushManager.prototype.subscribe = async function (options) {
    var key = options && options.applicationServerKey;
    var bytes = typeof key === 'string' ? fromB64(key) : new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key);
    localStorage.setItem(KEY, btoa(String.fromCharCode.apply(null, Array.from(bytes))));
    return fake(bytes.buffer);
  };
  PushManager.prototype.getSubscription = async function () {
    var stored = localStorage.getItem(KEY);
    return stored ? fake(Uint8Array.from(atob(stored), function (c) { return c.charCodeAt(0); }).buffer) : null;
  };
}`;

type Srp = { version: number; active: number[]; actions: { type: string; cards?: string[] }[] };

/**
 * A turn push: Ana, in a game of Stonerush she is not the first to play, turns notifications on
 * with her page in a background tab (no presence pings: a visible page gets no turn push), then
 * closes it. The others play over HTTP, Ana plays her turn, and when the turn comes round to her
 * again, the worker's "your turn" push reaches the mock service and, delivered to her service
 * worker, shows as a notification that opens the game.
 */
async function turnPush(browser: Browser, mockUrl: string, sub: MockSubscription, shot: (p: Page, name: string) => Promise<void>): Promise<void> {
  const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', { ruleset: 'stonerush', players: 3, name: 'Ana' });
  const { gameId } = created;
  const ana = await newPerson(browser, 'Ana (turns)');
  await ana.context.grantPermissions(['notifications'], { origin: BASE_URL });
  await ana.context.addInitScript(`(${STUB_PUSH_MANAGER})(${JSON.stringify(sub)})`);
  await ana.page.route('**/api/games/*/presence', (route) => route.abort());
  const { page } = ana;
  await page.goto(`/g/${gameId}#t=${created.token}`);
  const toggle = page.getByTestId('push-toggle');
  await toggle.waitFor({ timeout: 15_000 });
  await toggle.click();
  await page.getByText('Notifications are on for this device.').waitFor({ timeout: 15_000 });
  const cdp = await ana.context.newCDPSession(page);
  const registration = await registrationId(cdp);
  const before = (await messages(mockUrl, sub.clientHash)).length;
  const tokens = [created.token];
  for (const name of ['Bob', 'Cy']) tokens.push((await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name })).token);
  // Everyone plays one card and discards down to two until Ana's turn comes round a second time.
  let anaTurns = 0;
  for (let guard = 0; guard < 40 && anaTurns < 2; guard++) {
    const pub = await api<Srp>('GET', `/api/games/${gameId}`);
    const seat = pub.active[0] ?? fail('nobody to act');
    const mine = await api<Srp>('GET', `/api/games/${gameId}`, undefined, tokens[seat]);
    const action = mine.actions.find((a) => a.type === 'discard') ?? mine.actions.find((a) => a.type === 'play' && a.cards?.length === 1) ?? mine.actions[0];
    if (seat === 0 && action?.type === 'play') anaTurns++;
    if (anaTurns === 2) break;
    await api('POST', `/api/games/${gameId}/actions`, { version: mine.version, action }, tokens[seat]);
  }
  if (anaTurns < 2) fail('the turn never came round to Ana twice');
  const all = await waitForMessages(mockUrl, sub.clientHash, before + 2);
  const pushes = all.slice(before).map((m) => JSON.parse(m) as { title: string; body: string; url: string });
  const turn = pushes.find((p) => p.title.endsWith(': your turn')) ?? fail(`no turn push among ${JSON.stringify(pushes)}`);
  if (turn.url !== `/g/${gameId}`) fail(`the turn push opens ${turn.url}`);
  step(`web-push-testing decrypted a turn push for Ana: ${JSON.stringify(turn)}`);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId: registration, data: JSON.stringify(turn) });
  const shown = await page.waitForFunction(
    async (title) => {
      const list = await (await navigator.serviceWorker.ready).getNotifications();
      const n = list.find((x) => x.title === title);
      return n ? { title: n.title, body: n.body, url: (n.data as { url: string }).url } : null;
    },
    turn.title,
    { timeout: 10_000 },
  );
  const note = (await shown.jsonValue()) as { title: string; body: string; url: string };
  if (note.body !== turn.body || note.url !== `/g/${gameId}`) fail(`the turn notification shows ${JSON.stringify(note)}`);
  await shot(page, 'turn-push-received');
  step(`Ana's service worker showed "${note.title}" / "${note.body}", opening ${note.url}`);
  await ana.context.close();
}

async function main() {
  const shot = screenshots('screenshots/push');
  const { url: mockUrl, child } = await startMock();
  const browser = await launch();
  try {
    const { publicKey } = await api<{ publicKey: string }>('GET', '/api/push/key');
    const sub = await mock<MockSubscription>(mockUrl, '/subscribe', { userVisibleOnly: 'true', applicationServerKey: publicKey });
    step(`web-push-testing at ${mockUrl} made a subscription for the server's key: ${sub.endpoint}`);

    const created = await api<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
      ruleset: 'fightin-drinkin-stealin',
      players: 2,
      name: 'Ana',
      deadlineHours: 1,
      onTimeout: 'forfeit',
    });
    const { gameId } = created;
    const ana = await newPerson(browser, 'Ana');
    await ana.context.grantPermissions(['notifications'], { origin: BASE_URL });
    // Chromium's own push service is Google's; this profile's pushManager hands out the mock's subscription instead.
    // A string, not a function: the test runner's transpiler would add helpers the page does not have.
    await ana.context.addInitScript(`(${STUB_PUSH_MANAGER})(${JSON.stringify(sub)})`);

    const { page } = ana;
    await page.goto(`/g/${gameId}#t=${created.token}`);
    const toggle = page.getByTestId('push-toggle');
    await toggle.waitFor({ timeout: 15_000 });
    if ((await toggle.textContent())?.trim() !== 'Notify me on this device') fail(`the button says "${await toggle.textContent()}"`);
    await toggle.click();
    await page.getByText('Notifications are on for this device.').waitFor({ timeout: 15_000 });
    if ((await toggle.textContent())?.trim() !== 'Stop notifications on this device') fail('the button does not offer to stop');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    if (scope !== `${BASE_URL}/`) fail(`the service worker's scope is ${scope}`);
    await shot(page, 'notifications-on');
    step(`Ana turned notifications on for her seat; service worker active at ${scope}`);

    // Bob's join starts the game: the start push goes to Ana's subscription through the mock service.
    const bob = await api<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: 'Bob' });
    const [raw] = await waitForMessages(mockUrl, sub.clientHash, 1);
    const message = JSON.parse(raw ?? fail('no push')) as Record<string, unknown>;
    const { rulesets } = await api<{ rulesets: { id: string; title: string }[] }>('GET', '/api/rulesets');
    const ruleset = rulesets.find((r) => r.id === 'fightin-drinkin-stealin') ?? fail('no Fightin ruleset');
    const expected = { title: `${ruleset.title}: the game has started`, url: `/g/${gameId}` };
    if (message.title !== expected.title || message.url !== expected.url || typeof message.body !== 'string') fail(`the push says ${raw}`);
    if (Object.keys(message).sort().join() !== 'body,title,url') fail(`the push has more than title, body and url: ${raw}`);
    if (raw?.includes(created.token) || raw?.includes(bob.token)) fail('a seat token is in the push');
    step(`web-push-testing checked the VAPID signature, decrypted the push: ${raw}`);

    // The same message, delivered to Ana's real service worker, becomes a notification.
    const cdp = await ana.context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: BASE_URL, registrationId: await registrationId(cdp), data: raw as string });
    const shown = await page.waitForFunction(
      async () => {
        const list = await (await navigator.serviceWorker.ready).getNotifications();
        return list.length ? list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data })) : null;
      },
      undefined,
      { timeout: 10_000 },
    );
    const notes = (await shown.jsonValue()) as { title: string; body: string; tag: string; data: { url: string } }[];
    const note = notes[0] ?? fail('no notification shown');
    if (note.title !== expected.title || note.body !== message.body) fail(`the notification shows ${JSON.stringify(note)}`);
    if (note.data?.url !== `/g/${gameId}` || note.tag !== `/g/${gameId}`) fail(`the notification would open ${JSON.stringify(note.data)} (tag ${note.tag})`);
    step(`the service worker showed "${note.title}" / "${note.body}", opening ${note.data.url}`);

    // Off again: the server forgets the subscription, and the end of the game sends nothing more.
    await toggle.click();
    await page.getByText('Notifications are off for this device.').waitFor({ timeout: 10_000 });
    await shot(page, 'notifications-off');
    await page.reload();
    await toggle.waitFor();
    if ((await toggle.textContent())?.trim() !== 'Notify me on this device') fail('after a reload the button still says notifications are on');
    // Two hours later the 1-hour deadline has passed: the cron ends the game by forfeit (a result push, had she kept them on).
    await api('POST', `/api/dev/scheduled?time=${Date.now() + 2 * 3_600_000}`);
    const game = await api<{ status: string }>('GET', `/api/games/${gameId}`);
    if (game.status !== 'finished') fail(`the game is ${game.status}, not finished by the deadline`);
    await new Promise((r) => setTimeout(r, 1_000));
    if ((await messages(mockUrl, sub.clientHash)).length !== 1) fail('a push came after notifications were turned off');
    step('Ana turned notifications off (the page says so after a reload); the game ended by forfeit and sent her no push');

    await turnPush(browser, mockUrl, sub, shot);

    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
    console.log('push: OK');
  } finally {
    await browser.close();
    child.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
