/**
 * The review panel's words (issue #58 item 4), without a browser, in English and German: the moves
 * name the players, not "Seat 2"; the setting's counts take their plural forms ("1 playout"); the
 * bot's line on the board says it is hindsight; an uncertain mark says so in words, keeps the
 * contract's `data-review-mark` to its five values, and the result's heading can take the focus.
 * The browser side is test/e2e/review.ts.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typicalGame } from '../../bench/review';
import { type GameReview, reviewGame } from '@engine/core/review';
import type { AnyRuleset } from '@engine/core/ruleset';
import { getRuleset } from '@engine/index';
import { t } from '@web/i18n';
import { moveLabeller } from '@web/review/move-label';
import { BotLineCaption, ReviewResult } from '@web/review/review-panel';
import { DEEP_BY_DEFAULT_SECONDS, defaultSetting } from '@web/review/run';
import type { Describe } from '@web/rulesets/types';
import { loadDescribe } from '@web/rulesets/registry';
import { installCatalog } from './catalog';
import { readableText } from './page-text';

const FDS = 'fightin-drinkin-stealin';
const NAMES = ['Ada', 'Bea'];
const PLAYERS = NAMES.map((name, seat) => ({ seat, name, joined: true }));
/** What each language says for a seat it has no name for (the rulesets' `seat` words). */
const SEAT_WORD = { en: /\bSeat \d/, de: /\bPlatz \d/ };

let describeFds: Describe | undefined;
let review: GameReview;
let game: ReturnType<typeof typicalGame>;
const rs = getRuleset(FDS) as AnyRuleset;

beforeAll(async () => {
  installCatalog('en');
  describeFds = (await loadDescribe(FDS)) ?? undefined;
  game = typicalGame(rs, 2, 'review-words', 0.4);
  review = reviewGame(rs, game.steps, 2, { setting: 'quick', seed: 'words' });
  // The review reads the text mode's switch from the address.
  Object.assign(globalThis, { location: new URL('https://stonehenge.test/replay/g1#review') });
});
afterAll(() => installCatalog('en'));

/** The text of `html` as read, spaces as a browser shows them. */
const said = (html: string) => readableText(html).join('').replace(/\s+/g, ' ');

/** The review's result as the replay page shows it, at `step` (with the bot's choice on the board: `showBot`). */
function result(step: number, showBot = false): string {
  const moveLabel = moveLabeller(
    rs,
    FDS,
    game.steps.map((s) => s.state),
    describeFds,
    PLAYERS,
  );
  const actions = game.steps.map((s) => ({ seat: s.seat, action: s.action as { type: string; [k: string]: unknown } }));
  return renderToString(
    h(ReviewResult, {
      review,
      cached: false,
      names: NAMES,
      record: { players: PLAYERS, actions },
      byIndex: new Map(review.decisions.map((d) => [d.index, d])),
      step,
      go: () => undefined,
      showBot,
      setShowBot: () => undefined,
      moveLabel,
    }),
  );
}

describe('the review in words', () => {
  for (const lang of ['en', 'de'] as const) {
    it(`${lang}: the moves name the players, never a seat number`, () => {
      installCatalog(lang);
      const label = moveLabeller(
        rs,
        FDS,
        game.steps.map((s) => s.state),
        describeFds,
        PLAYERS,
      );
      const labels = game.steps.map((s, i) => label(i, s.seat, s.action));
      expect(labels.every((l) => typeof l === 'string')).toBe(true);
      // Robbing, stealing an award, giving the lawyer: moves that name the other clan.
      const naming = (labels as string[]).filter((l) => NAMES.some((n) => l.includes(n)));
      expect(naming.length).toBeGreaterThan(0);
      expect((labels as string[]).filter((l) => SEAT_WORD[lang].test(l))).toEqual([]);
      const list = readableText(result(0)).join(' ');
      expect(list).not.toMatch(SEAT_WORD[lang]);
    });
  }

  it('says the counts of a setting in their plural forms', () => {
    installCatalog('en');
    expect(t.review.settingHelp(2, 1)).toBe('2 guesses at the hidden cards × 1 playout per decision');
    expect(t.review.settingHelp(1, 2)).toBe('1 guess at the hidden cards × 2 playouts per decision');
    expect(t.review.accuracyOf(1)).toBe('of 1 judged decision');
    installCatalog('de');
    expect(t.review.settingHelp(2, 1)).toBe('2 Schätzungen der verdeckten Karten × 1 Durchspiel je Entscheidung');
    expect(t.review.settingHelp(1, 2)).toBe('1 Schätzung der verdeckten Karten × 2 Durchspiele je Entscheidung');
    expect(t.review.accuracyOf(5)).toBe('von 5 bewerteten Entscheidungen');
  });

  it("says the bot's line on the board is hindsight: the cards that actually came", () => {
    const differs = review.decisions.find((d) => !d.same);
    if (!differs) throw new Error('the bot agreed with every move');
    installCatalog('en');
    const caption = renderToString(h(BotLineCaption, { move: 7, name: 'Bea', choice: 'the bot’s move' }));
    expect(caption).toContain('data-testid="review-bot-hindsight"');
    expect(readableText(caption).join(' ')).toMatch(/Hindsight: .*cards that actually came.*Bea could not see then/);
    // In the panel too, under "the bot would have played", while the board shows the bot's choice.
    expect(result(differs.index, true)).toMatch(/data-testid="review-hindsight"[^>]*>Hindsight:/);
    expect(result(differs.index, false)).not.toContain('review-hindsight');
    installCatalog('de');
    const german = readableText(renderToString(h(BotLineCaption, { move: 7, name: 'Bea', choice: 'x' }))).join(' ');
    expect(german).toMatch(/Im Nachhinein: .*tatsächlich kamen.*Bea damals nicht sehen/);
  });

  it('marks an uncertain decision in words, with the contract’s hook among its five marks', () => {
    const unclear = review.decisions.filter((d) => d.mark === 'unclear');
    expect(unclear.length).toBeGreaterThan(0);
    installCatalog('en');
    const html = result(0);
    const hooks = [...html.matchAll(/data-review-mark="([^"]*)"/g)].map((m) => m[1]);
    expect(hooks.length).toBe(review.decisions.length);
    expect(hooks.filter((m) => !['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m ?? ''))).toEqual([]);
    const items = [...html.matchAll(/<li[^>]*data-review-unclear[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[0]);
    expect(items.length).toBe(unclear.length);
    for (const item of items) {
      expect(item).toContain('data-review-mark="good"');
      expect(said(item)).toMatch(/uncertain \(−\d\.\d\d ± \d\.\d\d\): run Deep to tell/);
    }
    // The result's heading takes the focus when a review ends.
    expect(html).toMatch(/<h3 id="review-result-title" tabindex="-1"/);
    installCatalog('de');
    expect(said(result(0))).toMatch(/unklar \(−\d,\d\d ± \d,\d\d\): die gründliche Analyse kann es klären/);
  });

  it('offers the deep setting first where this device runs it in time', () => {
    expect(defaultSetting(null)).toBe('quick');
    expect(defaultSetting({ quick: 1, deep: DEEP_BY_DEFAULT_SECONDS })).toBe('deep');
    expect(defaultSetting({ quick: 6, deep: DEEP_BY_DEFAULT_SECONDS + 1 })).toBe('quick');
  });
});
