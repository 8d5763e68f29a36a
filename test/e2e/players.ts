/**
 * Players across games (issue #32), by clicking. Ada has two games: one registered with her
 * address, whose seat link she opened in a first browser, and one made in it; a stranger put her
 * address on a seat of theirs. In that browser she asks for a sign-in link on /signin, opens it
 * from the local outbox, and her account page lists her two games, not the stranger's (a seat is
 * claimed by its token, never by the address typed on it: issue #43). Chromium keeps the session cookie (HttpOnly, Secure, SameSite=Lax)
 * on http://127.0.0.1. On a second device (another profile, at http://localhost: WebAuthn takes no
 * IP address as its relying party) with a CDP virtual authenticator, she signs in by link, adds a
 * passkey, signs out, signs in with the passkey alone, and sees the same games, and opens one
 * with its seat. A write with her cookie from another origin is refused. axe on each page.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { DevOutboxEmail } from '@schema/api';
import { expectAccessible } from './axe';
import { afterSignInLink, api, BASE_URL, fail, launch, newPerson, pageErrors, screenshots, step, virtualAuthenticator } from './harness';

const stamp = Date.now().toString(36);
const address = `ada-${stamp}@example.org`;
/** The same server under the name WebAuthn accepts as a relying party. */
const LOCAL = BASE_URL.replace('127.0.0.1', 'localhost');

async function signInLink(after: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const { emails } = await api<{ emails: DevOutboxEmail[] }>('GET', '/api/dev/outbox');
    const mail = emails.find((e) => e.kind === 'signin' && e.to === address && e.createdAt > after);
    const token = mail && /\/signin#t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 250));
  }
  return fail('no sign-in mail in the outbox');
}

async function askForLink(page: Page): Promise<string> {
  const asked = new Date(Date.now() - 1000).toISOString();
  await page.goto('/signin');
  await page.fill('[data-testid=signin-email]', address);
  await page.click('[data-testid=signin-form] button[type=submit]');
  await page.waitForSelector('[data-testid=signin-sent]');
  return signInLink(asked);
}

async function listedGames(page: Page): Promise<string[]> {
  await page.waitForSelector('[data-testid=me-games] li');
  return page.$$eval('[data-testid=me-games] li', (els) => els.map((e) => e.getAttribute('data-game') ?? ''));
}

async function sessionCookie(context: BrowserContext, url: string) {
  return (await context.cookies(url)).find((c) => c.name === 'sid');
}

async function main() {
  const shot = screenshots('screenshots/players');
  const browser = await launch();
  try {
    // A game registered with Ada's address (made elsewhere, its seat link opened here), one only
    // this browser holds, and a stranger's seat with her address on it.
    const byAddress = await api<{ gameId: string; token: string }>('POST', '/api/games', {
      ruleset: 'fightin-drinkin-stealin',
      players: 2,
      name: 'Ada',
      email: address,
    });
    const stranger = await api<{ gameId: string }>('POST', '/api/games', { ruleset: 'fightin-drinkin-stealin', players: 2, name: 'Mallory', email: address });
    const ada = await newPerson(browser, 'Ada');
    await ada.page.goto(`/g/${byAddress.gameId}#t=${byAddress.token}`);
    await ada.page.waitForSelector('[data-testid=game-page][data-seat="0"]');
    await ada.page.goto('/');
    await ada.page.check('[data-testid=ruleset-fightin-drinkin-stealin]');
    await ada.page.selectOption('[data-testid=players]', '2');
    await ada.page.fill('[data-testid=name]', 'Ada');
    // No seat of the new game is signed in yet: its page has no ratings to ask for.
    const askedRatings: string[] = [];
    ada.page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('/ratings') && askedRatings.push(r.url())));
    await ada.page.click('[data-testid=create-button]');
    await ada.page.waitForSelector('[data-testid=invite-link]');
    const inBrowser = ada.page.url().split('/g/')[1] ?? fail('no game id');
    await ada.page.waitForTimeout(500);
    if (askedRatings.length) fail(`a game page with no signed-in seat asked ${askedRatings.join(', ')}`);
    step(`Ada has game ${byAddress.gameId} by address and ${inBrowser} in this browser (its page asked no ratings)`);

    const token = await askForLink(ada.page);
    await expectAccessible(ada.page, 'sign-in page');
    await shot(ada.page, 'signin');
    await ada.page.goto(`/signin#t=${token}`);
    // Her first sign-in: the page offers a handle of her own (issue #45 item 8); she chooses one.
    await ada.page.waitForSelector('[data-testid=choose-handle]');
    await shot(ada.page, 'choose-handle');
    await afterSignInLink(ada.page, `ada-${stamp}`);
    await ada.page.waitForURL('**/me');
    const who = (await ada.page.textContent('[data-testid=me-who]')) ?? '';
    if (!who.includes(`@ada-${stamp}`)) fail(`the account page does not show the chosen handle: "${who}"`);
    const first = await listedGames(ada.page);
    for (const id of [byAddress.gameId, inBrowser]) if (!first.includes(id)) fail(`the account page does not list ${id}: ${first.join(', ')}`);
    if (first.includes(stranger.gameId)) fail(`the account page lists the stranger's game ${stranger.gameId}, which only carries her address`);
    const cookie = (await sessionCookie(ada.context, BASE_URL)) ?? fail('Chromium did not keep the session cookie on http://127.0.0.1');
    if (!cookie.httpOnly || !cookie.secure || cookie.sameSite !== 'Lax') fail(`cookie attributes: ${JSON.stringify(cookie)}`);
    if (await ada.page.evaluate(() => document.cookie.includes('sid='))) fail('the session cookie is readable by script');
    step(`signed in by link: ${first.length} games listed; the cookie is HttpOnly, Secure, SameSite=Lax`);
    await expectAccessible(ada.page, 'account page');
    await shot(ada.page, 'me');
    // The same link a second time: refused.
    await ada.page.goto(`/signin#t=${token}`);
    await ada.page.waitForSelector('[data-testid=form-error]');
    const used = (await ada.page.textContent('[data-testid=form-error]')) ?? '';
    if (!/already used/.test(used)) fail(`a reused link says: "${used}"`);

    // A write carrying the cookie from another origin is refused.
    const cross = await fetch(`${BASE_URL}/api/me/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: `sid=${cookie.value}` },
      body: JSON.stringify({ name: 'Mallory' }),
    });
    if (cross.status !== 403 || ((await cross.json()) as { error: { code: string } }).error.code !== 'bad_origin')
      fail(`a cross-origin write answered ${cross.status}`);
    step('a write with the cookie from another origin: 403 bad_origin');

    // A second device, at localhost, with a virtual authenticator.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: LOCAL });
    const page = await phone.newPage();
    page.on('pageerror', (err) => pageErrors.push(`[phone] ${err.message}`));
    const { cdp, authenticatorId } = await virtualAuthenticator(phone, page);
    const token2 = await askForLink(page);
    await page.goto(`/signin#t=${token2}`);
    await afterSignInLink(page);
    await page.waitForURL('**/me');
    await page.click('[data-testid=add-passkey]');
    await page.waitForSelector('[data-testid=passkey-note]');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    if (credentials.length !== 1 || !credentials[0]?.isResidentCredential) fail(`the authenticator holds ${credentials.length} credentials`);
    step('second device: signed in by link, passkey added');
    await page.click('[data-testid=sign-out]');
    await page.waitForURL('**/signin');
    if (await sessionCookie(phone, LOCAL)) fail('signing out left the cookie');
    await page.click('[data-testid=signin-passkey]');
    await page.waitForURL('**/me');
    const second = await listedGames(page);
    if (JSON.stringify([...second].sort()) !== JSON.stringify([...first].sort()))
      fail(`the second device lists ${second.join(', ')}, the first ${first.join(', ')}`);
    step(`signed in with the passkey alone: the same ${second.length} games`);
    await shot(page, 'me-phone');
    await expectAccessible(page, 'account page on a phone');
    // Any game opens with its seat on this device, which never had its link.
    await page.click(`[data-testid=me-games] li[data-game="${byAddress.gameId}"] a`);
    await page.waitForSelector('[data-testid=game-page]');
    if ((await page.getAttribute('[data-testid=game-page]', 'data-seat')) !== '0') fail('the game opened without its seat');
    // Her seat is signed in now: the players strip shows her rating beside her name.
    await page
      .waitForSelector('[data-testid=players] [data-testid=seat-rating]', { timeout: 10_000 })
      .catch(() => fail('the signed-in seat shows no rating in the players strip'));
    step('a game opens with its seat on the second device, her rating beside her name');

    // Her profile: the handle she chooses, and nothing of her address.
    const handle = `ada-${stamp}`.slice(0, 24);
    await ada.page.goto('/me');
    await ada.page.fill('#profile-handle', handle);
    await ada.page.click('[data-testid=profile-form] button[type=submit]');
    await ada.page.waitForSelector('[data-testid=profile-form] [role=status]');
    await ada.page.goto(`/p/${handle}`);
    await ada.page.waitForSelector('[data-testid=profile-reliability]');
    const text = (await ada.page.textContent('main')) ?? '';
    if (!text.includes(`@${handle}`) || text.includes('example.org')) fail(`the profile reads: "${text.slice(0, 200)}"`);
    await expectAccessible(ada.page, 'profile page');
    await shot(ada.page, 'profile');
    step(`profile /p/${handle}: the handle, no address`);
    if (pageErrors.length) fail(`page errors: ${pageErrors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

main().then(
  () => console.log('players: ok'),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
