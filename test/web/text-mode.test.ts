/**
 * The text mode's words (issue #33), without a browser: every ruleset's `describe` over seeded
 * games of the engine itself, at every decision and from every seat and a spectator: each legal
 * action has a label of its own (a screen reader must tell them apart), no "undefined" or
 * "[object" leaks into any text, tables are whole, in English and in German; and no card named
 * in a seat's text lies in another seat's hand (the text shows only what the seat may see). Then
 * the shared renderer's markup (headings, captioned tables, one labelled radio per action,
 * Confirm), the pseudo-locale (no word bypasses the catalog), and the news filter.
 * The browser side (a whole game by keyboard from the accessibility tree) is test/e2e/text-mode.ts.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { RULESETS } from '@engine/index';
import { createRng, randomInt } from '@engine/core/prng';
import type { GamePayload, LogLine } from '@schema/api';
import { plainWords, readableText } from './page-text';
import { TextBoard, newsSince } from '@web/game/text-board';
import { initialTextMode } from '@web/game/text-mode';
import type { RulesetBoard, TextDescription, TextSection } from '@web/rulesets/types';
import { installCatalog } from './catalog';

const boards: Record<string, () => Promise<{ default: RulesetBoard }>> = {
  stonerush: () => import('@web/rulesets/stonerush/index'),
  'fightin-drinkin-stealin': () => import('@web/rulesets/fightin-drinkin-stealin/index'),
  'raiding-stonehenge': () => import('@web/rulesets/raiding-stonehenge/index'),
  'a-grand-endeavor': () => import('@web/rulesets/a-grand-endeavor/index'),
};

/** The rulesets whose board words (reused by their text mode) are in the catalog. */
const PSEUDO_CHECKED = ['stonerush', 'raiding-stonehenge', 'fightin-drinkin-stealin', 'a-grand-endeavor'];

const NAMES = ['Ada', 'Bea', 'Cyd', 'Dov', 'Eli'];

function payloadOf(
  ruleset: string,
  view: unknown,
  actions: unknown[],
  seat: number | null,
  players: number,
  active: number[],
  finished: boolean,
  version: number,
): GamePayload {
  return {
    gameId: 'g1',
    ruleset,
    title: ruleset,
    options: {},
    status: finished ? 'finished' : 'active',
    version,
    revision: version,
    seat,
    players: Array.from({ length: players }, (_, s) => ({ seat: s, name: NAMES[s] as string, joined: true })),
    active,
    view,
    actions: actions as GamePayload['actions'],
    log: [],
    logStart: 0,
    createdAt: '2026-11-26T09:00:00Z',
    updatedAt: '2026-11-26T09:00:00Z',
  };
}

/** Every string of a description's sections, with the problems found in its shape. */
function sectionTexts(sections: TextSection[], problems: string[]): string[] {
  const out: string[] = [];
  for (const s of sections) {
    if (!s.heading.trim()) problems.push('a section without a heading');
    out.push(s.heading, ...(s.lines ?? []));
    if (s.table) {
      out.push(s.table.caption, ...s.table.columns, ...s.table.rows.flat());
      for (const row of s.table.rows)
        if (row.length !== s.table.columns.length) problems.push(`"${s.table.caption}": a row of ${row.length} cells under ${s.table.columns.length} columns`);
    }
    out.push(...sectionTexts(s.sections ?? [], problems));
  }
  return out;
}

const LEAK = /undefined|NaN|\[object|null\b/;

function check(text: TextDescription, actions: { type: string }[], where: string): void {
  const problems: string[] = [];
  const texts = [...sectionTexts(text.sections, problems), text.prompt ?? ''];
  for (const t of texts) if (LEAK.test(t)) problems.push(`leaked "${t}"`);
  const labels = actions.map((a) => text.label(a as never));
  for (const l of labels) if (!l.trim() || LEAK.test(l)) problems.push(`label "${l}"`);
  const twice = labels.filter((l, i) => labels.indexOf(l) !== i);
  if (twice.length) problems.push(`two actions share the label "${twice[0]}"`);
  for (const a of actions) if (text.group && !text.group(a as never).trim()) problems.push('an action without a group');
  expect(problems, where).toEqual([]);
}

/** The numbered cards an English text names ("day 7", "Night 12"), as card ids (D07, N12). */
function cardsNamed(text: string): Set<string> {
  // A Grand Endeavor's day counter ("Day 3.") is no card.
  const cards = text.replace(/^Day \d+\.$/gm, '');
  return new Set([...cards.matchAll(/\b(day|night) (\d{1,2})\b/gi)].map((m) => `${m[1]!.toLowerCase() === 'day' ? 'D' : 'N'}${m[2]!.padStart(2, '0')}`));
}

/** Each seat's hidden hand in the state (the engine's own field per ruleset). */
function hands(state: unknown): string[][] {
  const s = state as { hands?: string[][]; seats?: { hand?: string[] }[] };
  return s.hands ?? s.seats?.map((x) => x.hand ?? []) ?? [];
}

function allText(text: TextDescription, actions: { type: string }[]): string {
  const problems: string[] = [];
  return [...sectionTexts(text.sections, problems), text.prompt ?? '', ...actions.map((a) => text.label(a as never))].join('\n');
}

describe.each(['en', 'de'] as const)('text mode in %s: every ruleset described at every decision', (lang) => {
  beforeAll(() => installCatalog(lang));
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: labels of their own, no leaks, whole tables`, async () => {
      const board = (await boards[ruleset.id]!()).default;
      const describeIt = (await board.text?.()) ?? (() => expect.fail(`${ruleset.id} has no text mode`));
      for (const [game, players] of [
        [1, ruleset.minPlayers],
        [2, ruleset.maxPlayers],
      ] as const) {
        // The defaults, or the first single switched-on option that makes this player count legal (Raiding's 2–3 player variant).
        const tries = [{}, ...ruleset.optionsMeta.filter((o) => o.type === 'boolean').map((o) => ({ [o.id]: true }))].map((o) =>
          ruleset.optionsSchema.parse(o),
        );
        const options = tries.find((o) => !ruleset.checkSetup(players, o));
        expect(options, `${ruleset.id} with ${players} players`).toBeDefined();
        const rng = createRng(`text-${game}`);
        let state = ruleset.setup(`text-${game}`, players, options as object);
        let version = 0;
        for (let step = 0; step < 2000; step++) {
          const status = ruleset.status(state);
          const where = `${ruleset.id} game ${game} (${players} players) step ${step}`;
          for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) {
            const actions = seat === null ? [] : ruleset.actions(state, seat);
            const payload = payloadOf(ruleset.id, ruleset.view(state, seat), actions, seat, players, status.active, status.finished, version);
            const text = describeIt(payload);
            check(text, actions, `${where}, seat ${seat}`);
            if (lang !== 'en') continue;
            // What the seat may not see: a card in another seat's hand is never named.
            const named = cardsNamed(allText(text, actions));
            hands(state).forEach((hand, other) => {
              if (other === seat) return;
              const leaked = hand.filter((c) => named.has(c));
              expect(leaked, `${where}: seat ${seat}'s text names seat ${other}'s hidden cards`).toEqual([]);
            });
          }
          if (status.finished) break;
          const seat = status.active[0] as number;
          const actions = ruleset.actions(state, seat);
          const applied = ruleset.apply(state, seat, actions[randomInt(rng, actions.length)]);
          if (!applied.ok) throw new Error(applied.error.message);
          state = applied.state;
          version++;
        }
        expect(ruleset.status(state).finished, `${ruleset.id} game ${game} ends`).toBe(true);
      }
    });
  }
});

describe('text mode: the markup', () => {
  beforeAll(() => installCatalog('en'));
  const text: TextDescription = {
    prompt: 'Play a card.',
    sections: [
      {
        heading: 'The race',
        lines: ['Turn 3.'],
        table: { caption: 'Druids', columns: ['Druid', 'Space'], rows: [['white', '4']] },
        sections: [{ heading: 'Deep', lines: ['x'] }],
      },
    ],
    label: (a) => `Move ${String(a.n)}`,
    group: (a) => (Number(a.n) < 2 ? 'Small' : 'Big'),
  };
  const base = payloadOf(
    'stonerush',
    {},
    [
      { type: 'x', n: 1 },
      { type: 'x', n: 2 },
      { type: 'x', n: 3 },
    ],
    0,
    2,
    [0],
    false,
    4,
  );

  it('heads each part, captions and scopes tables, labels one radio per action, and confirms', () => {
    const html = renderToString(h(TextBoard, { payload: base, act: () => {}, pending: false, describe: () => text }));
    expect(html).toContain('<h2 id="text-table-title">The table, in words</h2>');
    expect(html).toContain('<h3>The race</h3>');
    expect(html).toContain('<h4>Deep</h4>');
    expect(html).toMatch(/<table class="text-grid"><caption>Druids<\/caption><thead><tr><th scope="col">Druid<\/th>/);
    expect(html).toContain('<th scope="row">white</th><td>4</td>');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    expect(html.match(/name="text-move"/g)).toHaveLength(3);
    for (const i of [0, 1, 2]) expect(html).toMatch(new RegExp(`id="text-move-${i}"[^>]*/?>(</input>)?<label for="text-move-${i}">Move ${i + 1}</label>`));
    expect(html.match(/<legend>/g)).toHaveLength(2);
    expect(html).toContain('data-decision="text"');
    expect(html).toContain('Confirm your move');
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-live="polite"');
  });

  it('shows only the table for a position looked at (the replay): no choice, no news', () => {
    const html = renderToString(h(TextBoard, { payload: base, act: () => {}, pending: false, describe: () => text, review: true }));
    expect(html).toContain('<h3>The race</h3>');
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('role="log"');
  });

  it('offers no choice when it is not the seat’s turn, and says whom it waits for', () => {
    const html = renderToString(h(TextBoard, { payload: { ...base, active: [1], actions: [] }, act: () => {}, pending: false, describe: () => text }));
    expect(html).not.toContain('type="radio"');
    expect(html).not.toContain('data-decision');
    expect(html).toContain('Not your turn: waiting for Bea.');
  });
});

/**
 * The text board of a seeded game of `ruleset` after `moves` random moves, as its first active seat
 * sees it (the payload's version is the move count), with that seat's legal actions.
 */
async function renderedAfter(ruleset: (typeof RULESETS)[number], players: number, seed: string, moves: number) {
  const board = (await boards[ruleset.id]!()).default;
  let state = ruleset.setup(seed, players, ruleset.optionsSchema.parse({}));
  const rng = createRng(seed);
  for (let i = 0; i < moves; i++) {
    const seat = ruleset.status(state).active[0] as number;
    const actions = ruleset.actions(state, seat);
    state = (ruleset.apply(state, seat, actions[randomInt(rng, actions.length)]) as { state: unknown }).state;
  }
  const seat = ruleset.status(state).active[0] as number;
  const actions = ruleset.actions(state, seat);
  const payload = payloadOf(ruleset.id, ruleset.view(state, seat), actions, seat, players, ruleset.status(state).active, false, moves);
  const html = renderToString(h(TextBoard, { payload, act: () => {}, pending: false, describe: (await board.text?.()) as never }));
  return { html, actions };
}

describe('text mode: each ruleset rendered mid-game', () => {
  beforeAll(() => installCatalog('en'));
  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: headings, lists, a captioned table, one labelled radio per legal action`, async () => {
      const players = ruleset.id === 'raiding-stonehenge' ? 4 : ruleset.minPlayers;
      const { html, actions } = await renderedAfter(ruleset, players, 'mid', 20);
      expect(html.match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(html).toContain('<ul><li>');
      expect(html).toMatch(/<table class="text-grid"><caption>[^<]+<\/caption><thead><tr><th scope="col">/);
      expect(html.match(/type="radio"/g)).toHaveLength(actions.length);
      expect(html.match(/<label for="text-move-\d+">[^<]+<\/label>/g)).toHaveLength(actions.length);
      expect(html).toContain('data-decision="text"');
    });
  }
});

describe('text mode: every visible word from the catalog', () => {
  beforeAll(() => installCatalog('pseudo'));
  // The text mode reuses each board's words (cards, colours, seats): those must be the catalog's too.
  for (const id of PSEUDO_CHECKED) {
    it(`renders ${id} in the pseudo-locale with no plain English word left`, async () => {
      const r = RULESETS.find((x) => x.id === id)!;
      const { html } = await renderedAfter(r, Math.max(3, r.minPlayers), 'pseudo', 12);
      // Only the players' names are data, and " and " is Intl.ListFormat's (fmt.list), not a message;
      // the engine's own English (a prompt marked lang="en") is skipped, as on the page.
      expect(plainWords(readableText(html), [...NAMES, ' and '])).toEqual([]);
    });
  }
});

describe('text mode: news and the switch', () => {
  const log: LogLine[] = [
    { seq: 4, kind: 'play', text: 'Ada played.', seat: 0 },
    { seq: 5, kind: 'play', text: 'Bea played.', seat: 1 },
    { seq: 6, kind: 'day', text: 'Day 2 begins.' },
  ];
  it('reads out what others and the rules did since the last look, never the seat’s own move', () => {
    expect(newsSince(log, 3, 0).map((l) => l.text)).toEqual(['Bea played.', 'Day 2 begins.']);
    expect(newsSince(log, 5, 0).map((l) => l.text)).toEqual(['Day 2 begins.']);
    expect(newsSince(log, 3, null)).toHaveLength(3);
  });
  it('turns on by ?view=text, off by ?view=board', () => {
    expect(initialTextMode('?view=text')).toBe(true);
    expect(initialTextMode('?view=board')).toBe(false);
  });
});
