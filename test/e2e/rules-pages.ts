/**
 * The rules pages (/rules and /rules/<id>) at a desktop (1280×800) and a phone (390×844) size:
 * every option the API declares has its section (#option-<id>), every link of the table of
 * contents and every section named by rulesSectionFor lands on an element of the page, headings
 * go down one level at a time, pictures have text, nothing overflows sideways, axe passes, and a
 * link to an option's section scrolls to it. An unknown ruleset gets a not-found page listing the
 * four. One page opened with ?lang=de shows its German text with the same anchors. Screenshots
 * land in screenshots/rules/. RULES_ONLY=<ids> (comma-separated) checks just
 * those rulesets' pages.
 */
import type { Page } from 'playwright-core';
import type { RulesetInfo } from '@schema/api';
import { RULES_IDS, RULES_SECTIONS, rulesHref } from '@web/pages/rules/links';
import { expectAccessible } from './axe';
import { api, browserScript, fail, newPerson, noHorizontalOverflow, screenshots, step } from './harness';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

/** Ids that in-page links (#…) point at but that are missing from the page. */
function missingTargets(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (links) =>
    links.map((a) => decodeURIComponent((a.getAttribute('href') ?? '').slice(1))).filter((id) => !id || !document.getElementById(id)),
  );
}

/** Headings that skip a level (an h3 straight after an h1, say), and whether there is exactly one h1. */
function headingProblems(page: Page): Promise<string[]> {
  return page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (hs) => {
    const problems: string[] = [];
    let last = 0;
    for (const h of hs) {
      const level = Number(h.tagName.slice(1));
      if (last === 0 && level !== 1) problems.push(`the first heading is ${h.tagName}`);
      if (last && level > last + 1) problems.push(`${h.tagName} "${h.textContent}" follows an h${last}`);
      last = level;
    }
    if (hs.filter((h) => h.tagName === 'H1').length !== 1) problems.push('not exactly one h1');
    return problems;
  });
}

/** Pictures without a text alternative: svg drawings and role=img elements with no name. */
function unnamedPictures(page: Page): Promise<string[]> {
  return page.$$eval('main svg, main [role=img], main img', (els) =>
    els
      .filter((el) => {
        if (el.closest('[aria-hidden=true]')) return false;
        const named = el.getAttribute('aria-label') || el.getAttribute('alt') || el.getAttribute('aria-labelledby');
        return !named;
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

browserScript(
  'rules-pages',
  async (browser) => {
    const all = (await api<{ rulesets: RulesetInfo[] }>('GET', '/api/rulesets')).rulesets;
    const missing = all.filter((r) => !RULES_IDS.includes(r.id));
    if (missing.length) fail(`rulesets without a rules page: ${missing.map((r) => r.id).join(', ')}`);
    const only = process.env.RULES_ONLY?.split(',');
    const rulesets = only ? all.filter((r) => only.includes(r.id)) : all;
    const shot = screenshots('screenshots/rules');
    for (const size of SIZES) {
      const person = await newPerson(browser, `reader (${size.name})`, size.viewport);
      const page = person.page;

      step(`${size.name}: /rules lists the four rulesets`);
      await page.goto('/rules');
      await page.waitForSelector('[data-testid=rules-index]');
      const listed = await page.$$eval('.rules-list a', (as) => as.map((a) => a.getAttribute('href')));
      for (const id of RULES_IDS) if (!listed.includes(rulesHref(id))) fail(`/rules does not link to ${rulesHref(id)}`);
      await noHorizontalOverflow(page, `/rules at ${size.name}`);
      await expectAccessible(page, `rules index (${size.name})`);
      await shot(page, `index-${size.name}`);

      step(`${size.name}: an unknown ruleset says so and links to the four`);
      await page.goto('/rules/no-such-game');
      await page.waitForSelector('[data-testid=rules-not-found]');
      const offered = await page.$$eval('.rules-list a', (as) => as.length);
      if (offered !== RULES_IDS.length) fail(`the not-found page offers ${offered} rules pages, not ${RULES_IDS.length}`);
      await expectAccessible(page, `rules not found (${size.name})`);

      for (const ruleset of rulesets) {
        const label = `${ruleset.id} at ${size.name}`;
        step(`${label}: sections, links, headings, pictures, overflow, axe`);
        await page.goto(rulesHref(ruleset.id));
        await page.waitForSelector(`[data-testid=rules-page][data-ruleset="${ruleset.id}"]`, { timeout: 15_000 });
        for (const option of ruleset.options) {
          if (!(await page.$(`#option-${option.id}`))) fail(`${label}: no section #option-${option.id}`);
        }
        const tocCount = await page.$$eval('[data-testid=rules-toc] a', (as) => as.length);
        if (tocCount < 6) fail(`${label}: the table of contents has ${tocCount} links`);
        const badToc = await missingTargets(page, '[data-testid=rules-toc] a[href^="#"]');
        if (badToc.length) fail(`${label}: contents links to missing ids: ${badToc.join(', ')}`);
        const badLinks = await missingTargets(page, 'main a[href^="#"]');
        if (badLinks.length) fail(`${label}: in-page links to missing ids: ${badLinks.join(', ')}`);
        for (const [kind, id] of Object.entries(RULES_SECTIONS[ruleset.id] ?? {})) {
          if (!(await page.$(`[id="${id}"]`))) fail(`${label}: rulesSectionFor('${ruleset.id}', '${kind}') names #${id}, not on the page`);
        }
        for (const id of ['goal', 'components', 'setup', 'turn', 'end', 'scoring', 'options', 'rulings']) {
          if (!(await page.$(`[id="${id}"]`))) fail(`${label}: no section #${id}`);
        }
        const headings = await headingProblems(page);
        if (headings.length) fail(`${label}: headings out of order: ${headings.join('; ')}`);
        const unnamed = await unnamedPictures(page);
        if (unnamed.length) fail(`${label}: pictures without text: ${unnamed.join(' | ')}`);
        await noHorizontalOverflow(page, label);
        await expectAccessible(page, `rules page (${label})`);
        await page.screenshot({ path: `screenshots/rules/${ruleset.id}-${size.name}-first-screen.png` });
        await shot(page, `${ruleset.id}-${size.name}-full`);

        const option = ruleset.options.at(-1);
        if (option) {
          step(`${label}: a link to #option-${option.id} opens at that section`);
          await page.goto('/');
          await page.goto(rulesHref(ruleset.id, option.id));
          await page.waitForSelector(`#option-${option.id}`);
          await page.waitForFunction(
            (id) => {
              const r = document.getElementById(id)?.getBoundingClientRect();
              return !!r && r.top >= -2 && r.top < window.innerHeight / 2;
            },
            `option-${option.id}`,
            { timeout: 5_000 },
          );
        }
      }
      await person.context.close();
    }
    step('German: /rules/stonerush?lang=de shows the German page with the same anchors');
    const reader = await newPerson(browser, 'German reader', SIZES[0]!.viewport);
    const de = reader.page;
    await de.goto(`${rulesHref('stonerush')}?lang=de#turn-discard`);
    await de.waitForSelector('[data-testid=rules-page][data-ruleset="stonerush"]', { timeout: 15_000 });
    const heading = await de.textContent('#goal-title');
    if (heading?.trim() !== 'Ziel des Spiels') fail(`the German Stonerush page's first section is headed "${heading}", not "Ziel des Spiels"`);
    const toc = await de.textContent('#rules-toc-title');
    if (toc?.trim() !== 'Inhalt') fail(`the German contents are headed "${toc}", not "Inhalt"`);
    if ((await de.getAttribute('html', 'lang')) !== 'de') fail('the German rules page does not say lang="de"');
    for (const id of Object.values(RULES_SECTIONS.stonerush ?? {})) {
      if (!(await de.$(`[id="${id}"]`))) fail(`the German Stonerush page has no #${id}`);
    }
    const badDe = await missingTargets(de, 'main a[href^="#"]');
    if (badDe.length) fail(`German Stonerush: in-page links to missing ids: ${badDe.join(', ')}`);
    await de.waitForFunction(
      () => {
        const r = document.getElementById('turn-discard')?.getBoundingClientRect();
        return !!r && r.top >= -2 && r.top < window.innerHeight / 2;
      },
      undefined,
      { timeout: 5_000 },
    );
    await expectAccessible(de, 'German rules page (stonerush)');
    await shot(de, 'stonerush-de-desktop-full');
    // ?lang= sticks on this device, so the index comes in German without it.
    await de.goto('/rules');
    await de.waitForSelector('[data-testid=rules-index]');
    const indexTitle = await de.textContent('main h1');
    if (indexTitle?.trim() !== 'Regeln') fail(`the German rules index is headed "${indexTitle}", not "Regeln"`);
    await expectAccessible(de, 'German rules index');
    await reader.context.close();
  },
  'rules pages: every ruleset at both sizes passed',
);
