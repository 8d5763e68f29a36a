/**
 * Accessibility check with axe-core inside the page: fails on any serious or
 * critical violation, in the light theme and in the dark one (the page's
 * `data-theme` set for the check, then put back). The engine's source is
 * evaluated through the browser's devtools channel, so the app's CSP (no inline
 * script) stays as it is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Every page kind checked, for the summary line at the end of a run. */
export const axeChecked: string[] = [];

export async function expectAccessible(page: Page, label: string, every = false): Promise<void> {
  const before = await page.evaluate(() => document.documentElement.dataset.theme ?? '');
  try {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
      }, theme);
      await axeOnce(page, `${label} [${theme}]`, every);
    }
  } finally {
    await page.evaluate((t) => {
      if (t) document.documentElement.dataset.theme = t;
      else delete document.documentElement.dataset.theme;
    }, before);
  }
  axeChecked.push(label);
}

/**
 * Any violation at all, minor ones too (#45: "axe finds nothing on the pages touched"), in both
 * themes: test/e2e/a11y.ts.
 */
export const expectNoViolations = (page: Page, label: string) => expectAccessible(page, label, true);

async function axeOnce(page: Page, label: string, every: boolean): Promise<void> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(`axe
    .run(document, { resultTypes: ['violations'] })
    .then((r) => r.violations
      .filter((v) => ${every} || v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) =>
        n.target.join(' ') + ' ' + (n.html || '').slice(0, 160) + ' [' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 200) + ']') })))`)) as Violation[];
  if (violations.length) {
    const lines = violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    - ${n}`).join('\n')}`);
    throw new Error(`${label}: axe-core found ${violations.length} ${every ? '' : 'serious or critical '}violation(s):\n${lines.join('\n')}`);
  }
}
