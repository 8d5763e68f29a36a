/// <reference types="vite/client" />
/**
 * The pseudo-locale check, widened to every page of the app (#45 item 1; test/web/pseudo-locale.test.ts
 * has the game page, the lists, the account and the table's panels): the header and the page frame
 * (the shell, `App`, on each route, and the not-found page), the tournament pages with a running
 * and a finished tournament, and a finished game's review. A list of the router's pages names the
 * check that covers each, so a new page without one fails here. Every kind of log entry of the four
 * rulesets, the rare ones and the Worker's included, is said in pseudo words and in German.
 */
import { readFileSync } from 'node:fs';
import { type ComponentChild, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '@engine/index';
import { RULESETS } from '@engine/index';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import { type ReviewStep, reviewGame } from '@engine/core/review';
import type { TournamentDetail, TournamentSummary } from '@schema/tournaments';
import { App } from '@web/app';
import { fmt, setLanguage } from '@web/i18n';
import { en } from '@web/i18n/en';
import { ReviewResult } from '@web/review/review-panel';
import { TournamentView, TournamentsView } from '@web/pages/tournaments-page';
import { formatLog } from '@worker/store/payload';
import { loadBoard, loadDescribe } from '@web/rulesets/registry';
import { moveLabeller } from '@web/review/move-label';
import type { Describe } from '@web/rulesets/types';
import { expectLogSaid, installCatalog } from './catalog';
import { installMemoryStorage } from './memory-storage';
import { entries as logSamples, RARE_ENTRIES, WORKER_ENTRIES } from './log-samples';
import { englishText, plainWords, readableText } from './page-text';

installMemoryStorage();

const NAMES = ['Åsa', 'Ünal', 'Øyvind', 'Ærø', 'Ñuño'];
const TITLES = RULESETS.map((r) => r.title);
const render = (parts: ComponentChild[]) => parts.map((p) => renderToString(p as never)).join('\n');
const DAY = 86_400_000;
const AT = Date.UTC(2026, 10, 28, 12);

/**
 * Every page of the router (web/src/router.tsx's `Route`) and where the pseudo-locale check reads
 * it: a page joins this list with its check.
 */
const COVERED: Record<string, string> = {
  home: 'pseudo-locale.test.ts: HomePage',
  join: 'pseudo-locale.test.ts: JoinPage',
  game: 'pseudo-locale.test.ts: the game page’s parts, its boards, panels and notices',
  archive: 'pseudo-locale.test.ts: ArchivePage, ArchiveRow, LiveRow',
  open: 'pseudo-locale.test.ts: OpenGamesPage, OpenRow, OpenFilters',
  stats: 'pseudo-locale.test.ts: StatsPage, PlayerCountFigures, OptionsPlayed',
  replay: 'pseudo-locale.test.ts: ReplayPage, ReplayFailed; here: the review',
  'my-games': 'pseudo-locale.test.ts: MyGamesPage',
  'dev-outbox': 'pseudo-locale.test.ts: DevOutboxPage',
  mute: 'pseudo-locale.test.ts: MutePage',
  claim: 'pseudo-locale.test.ts: ClaimPage',
  'rules-index': 'rules-de.test.ts and rules-pages.test.ts: the rules pages in German',
  rules: 'rules-de.test.ts and rules-pages.test.ts: the rules pages in German',
  signin: 'pseudo-locale.test.ts: SignInPage',
  me: 'pseudo-locale.test.ts: MePage, MeView',
  profile: 'pseudo-locale.test.ts: ProfileView',
  leaderboard: 'pseudo-locale.test.ts: LeaderboardPage',
  tournaments: 'here: TournamentsView',
  tournament: 'here: TournamentView',
  'not-found': 'here: App on an unknown path',
};

/** The shell on `path`: the header, the skip links, the page's frame (a lazy page's first render). */
function shell(path: string): string {
  const keep = { location: globalThis.location, window: (globalThis as { window?: unknown }).window };
  Object.assign(globalThis, { location: new URL(`https://stonehenge.test${path}`), window: globalThis });
  try {
    return renderToString(h(App, {}));
  } finally {
    Object.assign(globalThis, keep);
  }
}
const PATHS = ['/', '/g/g1', '/t', '/t/t1', '/rules', '/me', '/no-such-page'];

const HANDLES = ['asa', 'unal', 'oyvind', 'aero', 'nuno'];

const summary = (id: string, status: TournamentSummary['status'], ruleset: string): TournamentSummary => ({
  id,
  name: 'Çüp Ñó',
  ruleset,
  format: id === 'a' ? 'swiss' : id === 'b' ? 'round-robin' : 'knockout',
  tableSize: 2,
  status,
  players: 5,
  startsAt: status === 'upcoming' ? AT + DAY : null,
  round: 2,
});

function tournament(status: TournamentDetail['status'], bank: boolean): TournamentDetail {
  const r = RULESETS[1]!;
  return {
    id: 't1',
    name: 'Çüp Ñó',
    ruleset: r.id,
    title: r.title,
    format: 'swiss',
    tableSize: 2,
    status,
    host: NAMES[0]!,
    minPlayers: 2,
    maxPlayers: 8,
    startsAt: status === 'upcoming' ? AT + DAY : null,
    startedAt: AT - DAY,
    finishedAt: status === 'finished' ? AT : null,
    roundsPlanned: status === 'finished' ? 2 : null,
    round: 2,
    rules: {
      timeControl: bank ? { kind: 'bank', initialHours: 72, incrementHours: 24, maxHours: 168 } : { kind: 'per-move', hours: 48 },
      weekendsOff: bank,
      awayAllowed: bank,
      barTimedOut: bank,
      roundHours: 168,
      schedule: bank ? 'all-at-once' : 'sequence',
      settle: bank ? 'bot' : 'forfeit',
      fill: 'byes',
      pointsByPlace: [1, 0],
      byePoints: 1,
      advance: bank ? 2 : null,
      rated: true,
      ratingMin: bank ? 900 : null,
      ratingMax: bank ? 1500 : null,
      options: {},
    },
    players: [
      { handle: 'asa', name: NAMES[0]!, withdrawn: false },
      { handle: 'unal', name: NAMES[1]!, withdrawn: true, reason: 'timeout' },
      { handle: 'oyvind', name: NAMES[2]!, withdrawn: true, reason: 'removed' },
      { handle: 'aero', name: NAMES[3]!, withdrawn: true, reason: 'self' },
    ],
    rounds: [
      {
        round: 1,
        startedAt: AT - 2 * DAY,
        endsAt: AT - DAY,
        ended: true,
        byes: ['aero'],
        tables: [
          { gameId: 'g1', seats: ['asa', 'unal'], result: { places: [1, 2], settled: 'played' } },
          { gameId: 'g2', seats: ['oyvind', 'nuno'], result: { places: [2, 1], settled: 'bot' } },
          { gameId: 'g3', seats: ['aero', 'nuno'], result: { places: [1, 2], settled: 'forfeit' } },
        ],
      },
      { round: 2, startedAt: AT - DAY, endsAt: AT + DAY, ended: false, byes: [], tables: [{ gameId: 'g4', seats: ['asa', 'nuno'] }] },
    ],
    standings: [
      {
        handle: 'asa',
        name: NAMES[0]!,
        rank: 1,
        points: 1.5,
        tiebreaks: { opponents: 2.25, sonnebornBerger: 1.5, wins: 1 },
        games: 2,
        byes: 0,
        withdrawn: false,
      },
      { handle: 'unal', name: NAMES[1]!, rank: 2, points: 0, tiebreaks: { opponents: 1, sonnebornBerger: 0, wins: 0 }, games: 1, byes: 0, withdrawn: true },
    ],
    you: {
      joined: status !== 'finished',
      withdrawn: status === 'finished',
      host: true,
      canJoin: status === 'upcoming',
      canWithdraw: status !== 'finished',
      canStart: status === 'upcoming',
      canCancel: status === 'upcoming',
      canAddBots: status === 'upcoming',
      ...(bank ? { timedOut: { since: AT - DAY, gamesLeft: 2 } } : {}),
    },
  };
}

function tournamentParts(): ComponentChild[] {
  const titles = new Map(RULESETS.map((r) => [r.id, r.title]));
  const act = () => () => undefined;
  return [
    h(TournamentsView, { lists: null, error: null, titles }),
    h(TournamentsView, { lists: { upcoming: [], running: [], finished: [] }, error: null, titles }),
    h(TournamentsView, {
      lists: {
        upcoming: [summary('a', 'upcoming', RULESETS[0]!.id)],
        running: [summary('b', 'running', RULESETS[1]!.id)],
        finished: [summary('c', 'finished', RULESETS[2]!.id)],
      },
      error: null,
      titles,
    }),
    h(TournamentView, { data: null, error: null, busy: false, act }),
    ...(['upcoming', 'running', 'finished', 'cancelled'] as const).flatMap((status) =>
      [false, true].map((bank) => h(TournamentView, { data: tournament(status, bank), error: null, busy: false, act })),
    ),
    // Signed out: the invitation to sign in and join.
    h(TournamentView, { data: { ...tournament('upcoming', false), you: undefined }, error: null, busy: false, act }),
  ];
}

let describeStonerush: Describe | undefined;

/** A real review of a short Stonerush game's first decisions: the review's result as the replay page shows it. */
function reviewParts(): ComponentChild[] {
  const ruleset = RULESETS.find((r) => r.id === 'stonerush')!;
  const players = 3;
  let state = ruleset.setup('pseudo-review', players, ruleset.optionsSchema.parse({}));
  const rng = createRng('pseudo-review');
  const steps: ReviewStep[] = [];
  const actions: { seat: number; action: { type: string } }[] = [];
  for (let i = 0; i < 8; i++) {
    const seat = ruleset.status(state).active[0]!;
    const action = pick(rng, ruleset.actions(state, seat)) as { type: string };
    steps.push({ state, seat, action });
    actions.push({ seat, action });
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  const review = reviewGame(ruleset, steps, players, { setting: 'quick', seed: 'pseudo' });
  const record = { players: NAMES.slice(0, players).map((name, seat) => ({ seat, name })), actions };
  const byIndex = new Map(review.decisions.map((d) => [d.index, d]));
  // The moves in the ruleset's words, as the replay page names them.
  const moveLabel = moveLabeller(
    ruleset,
    ruleset.id,
    steps.map((s) => s.state),
    describeStonerush,
    record.players.map((p) => ({ ...p, joined: true })),
  );
  const common = { review, names: NAMES.slice(0, players), record, byIndex, go: () => undefined, setShowBot: () => undefined, moveLabel };
  return [
    h(ReviewResult, { ...common, cached: true, step: 0, showBot: false }),
    h(ReviewResult, { ...common, cached: false, step: review.decisions.find((d) => !d.same)?.index ?? 1, showBot: true }),
  ];
}

/** What Intl writes on those pages: dates, numbers, lists. */
const intlWords = () => [fmt.dateTime(AT + DAY), fmt.dateTime(AT - DAY), fmt.dateTime(AT), fmt.list(NAMES.slice(0, 2)), ' and '];

describe('the pseudo-locale check on every page', () => {
  // The boards' words, as the replay page loads its ruleset's board before its review names a move.
  beforeAll(async () => {
    for (const r of RULESETS) await loadBoard(r.id);
    describeStonerush = (await loadDescribe('stonerush')) ?? undefined;
  });
  afterAll(() => setLanguage('en'));

  it('knows which check reads each page of the router', () => {
    const router = readFileSync('web/src/router.tsx', 'utf8');
    const union = /export type Route =([\s\S]*?);\n/.exec(router)?.[1] ?? '';
    const pages = [...union.matchAll(/page: '([\w-]+)'/g)].map((m) => m[1]!);
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((p) => !COVERED[p]).sort(), 'pages of the router no pseudo-locale check reads').toEqual([]);
  });

  it('leaves no plain English in the header, the skip links and the not-found page', () => {
    installCatalog('pseudo');
    for (const path of PATHS) {
      const html = shell(path);
      expect(html, path).toContain('<header class="site-header"');
      if (path === '/g/g1') expect(html).toContain('data-testid="skip-to-move"');
      // The brand and the other language's name are proper names, the latter marked with its lang.
      expect(plainWords(readableText(html), []), path).toEqual([]);
      expect(englishText(html), path).toEqual([]);
    }
    installCatalog('de');
    const german = shell('/no-such-page');
    expect(german).toContain('Zum Inhalt springen');
    expect(shell('/g/g1')).toContain('Zu deinem Zug springen');
  });

  it('leaves no plain English on the tournament pages, and says them in German', () => {
    installCatalog('pseudo');
    const html = render(tournamentParts());
    expect(html).toContain('data-standings');
    // A handle is the player's own name for themselves (@åsa), as a name is.
    expect(plainWords(readableText(html), [...TITLES, ...NAMES, ...HANDLES, ...intlWords()])).toEqual([]);
    expect(englishText(html)).toEqual([]);
    installCatalog('de');
    const german = render(tournamentParts());
    expect(german).toContain('Schweizer');
    // The list names a ruleset by its title, not its id.
    expect(german).not.toMatch(/>[^<]*\bstonerush\b/);
  });

  it('leaves no plain English in a review, and says it in German', () => {
    // The review reads the text mode's switch from the address.
    Object.assign(globalThis, { location: new URL('https://stonehenge.test/replay/g1#review') });
    installCatalog('pseudo');
    const html = render(reviewParts());
    expect(html).toContain('data-testid="review-result"');
    expect(plainWords(readableText(html), [...TITLES, ...NAMES, ' and '])).toEqual([]);
    expect(englishText(html)).toEqual([]);
    installCatalog('de');
    expect(englishText(render(reviewParts()))).toEqual([]);
  });
});

/** Every kind of entry of a ruleset, in every shape its args take, with the rare ones and the Worker's. */
function everyEntry(rulesetId: string): LogEntry[] {
  const ruleset = RULESETS.find((r) => r.id === rulesetId)!;
  const rare = RARE_ENTRIES.filter(([id]) => id === rulesetId).map(([, kind, args, text]): LogEntry => ({ kind, args, text }));
  const byShape = new Map<string, LogEntry>();
  for (const e of [...logSamples(ruleset, 12), ...rare, ...WORKER_ENTRIES]) {
    const shape = `${e.kind}:${Object.keys(e.args ?? {})
      .sort()
      .join(',')}:${JSON.stringify(Object.values(e.args ?? {}).filter((v) => typeof v === 'string' || typeof v === 'boolean'))}`;
    if (!byShape.has(shape)) byShape.set(shape, e);
  }
  return [...byShape.values()];
}

describe('every kind of log entry of every ruleset in the pseudo-locale', () => {
  afterAll(() => setLanguage('en'));

  for (const ruleset of RULESETS) {
    it(`${ruleset.id}: every kind the catalog has is said, none in English`, () => {
      const all = everyEntry(ruleset.id);
      const kinds = new Set(all.map((e) => e.kind));
      const catalog = Object.keys(en.log)
        .filter((k) => k.startsWith(`${ruleset.id}.`) || k.startsWith('any.'))
        .map((k) => k.slice(k.indexOf('.') + 1));
      expect(
        catalog.filter((k) => !kinds.has(k)),
        'kinds of the catalog no sample says',
      ).toEqual([]);
      const seats = Array.from({ length: ruleset.maxPlayers }, (_, s) => ({ seat: s, name: NAMES[s]!, joined: true }));
      const log = formatLog(all, seats);
      expectLogSaid(log, ruleset.id, seats, [...TITLES]);
    });
  }
});
