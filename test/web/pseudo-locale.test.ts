/// <reference types="vite/client" />
// (vite/client types: the board registry and the catalog's chunk areas use Vite's import.meta.glob)
/**
 * The pseudo-locale check (#33 item 3): the game page's parts, rendered by Preact from real
 * payloads of every ruleset (start, middle, end; each seat and a spectator) with every message
 * swapped for its pseudo form, show no plain ASCII word: a visible string that bypassed the
 * catalog would. Then the same parts in German, and the catalog's German against its English.
 */
import { type ComponentChild, h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatInfo } from '@db/schema';
import { type LogEntry, RULESETS } from '@engine/index';
import { play } from '@engine/core/play';
import { createRng, pick } from '@engine/core/prng';
import type { ArchiveEntry, GamePayload, LogLine, OpenGameEntry } from '@schema/api';
import { ChatPanel } from '@web/game/chat-panel';
import { readerNames } from '@web/game/game-store';
import { FORMER_PLAYER } from '@schema/bot-seats';
import { GameLog } from '@web/game/game-log';
import { entries as logSamples, WORKER_ENTRIES } from './log-samples';
import { NotesPanel } from '@web/game/notes-panel';
import { LaterPanel, PLACES, leaveShown } from '@web/game/later-panels';
import { RecapPanel } from '@web/game/recap-panel';
import { AnotherDevice, SeatSwitcher } from '@web/game/seat-offers';
import { PlayersPanel } from '@web/game/players-panel';
import { ResultPanel } from '@web/game/result-panel';
import { TurnBanner } from '@web/game/turn-banner';
import { fmt, setLanguage, t } from '@web/i18n';
import { de } from '@web/i18n/de';
import { en } from '@web/i18n/en';
import { ArchivePage, ArchiveRow, LiveRow } from '@web/pages/archive-page';
import { DevOutboxPage, MutePage, MyGamesPage } from '@web/pages/notify-pages';
import { OpenGamesPage, OpenRow } from '@web/pages/open-page';
import { ReplayFailed, ReplayPage, recordPlayers } from '@web/pages/replay-page';
import { HomePage } from '@web/pages/home-page';
import { InviteSummary, JoinPage } from '@web/pages/join-page';
import { NotifyPanel } from '@web/game/notify-panel';
import { OptionsPlayed, PlayerCountFigures, StatsPage } from '@web/pages/stats-page';
import { OpenFilters, NO_FILTERS } from '@web/pages/players/open-filters';
import { MePage, MeView } from '@web/pages/players/me-page';
import { LeaderboardPage, ProfileView } from '@web/pages/players/profile-page';
import type { Profile } from '@web/pages/players/players-api';
import { SignInPage } from '@web/pages/players/signin-page';
import { gameRowAt } from '../engine/game-row';
import { buildPayload, formatLog } from '@worker/store/payload';
import { rulesetList } from '@worker/routes/rulesets';
import { actionWords, cardName, siteName } from '@web/rulesets/a-grand-endeavor/words';
import { cardWords as fdsCard, nameAction } from '@web/rulesets/fightin-drinkin-stealin/words';
import { cardWords as raidingCard } from '@web/rulesets/raiding-stonehenge/words';
import { GrandEndeavorBoard } from '@web/rulesets/a-grand-endeavor/board';
import { FdsBoard } from '@web/rulesets/fightin-drinkin-stealin/fds-board';
import { RaidingBoard } from '@web/rulesets/raiding-stonehenge/raiding-board';
import { StonerushBoard } from '@web/rulesets/stonerush/stonerush-board';
import { ClockPanel } from '@web/game/clock-panel';
import { RulesetBoardView } from '@web/game/ruleset-board';
import { ActionNotice } from '@web/game/action-notice';
import { AbsentPanel } from '@web/game/table-panel';
import { LeavePanel } from '@web/game/leave-panel';
import { TextModeSwitch } from '@web/game/text-mode';
import { WaitingRoom } from '@web/game/waiting-room';
import { ChatBadge, chatDevice } from '@web/game/chat-badge';
import { SeatLinkOffer } from '@web/game/seat-panel';
import { errors as enErrors } from '@web/i18n/en/errors';
import { failureWords } from '@web/i18n/error-text';
import { ClaimPage, claimPreview } from '@web/pages/claim-page';
import { fill } from '@web/i18n/fill';
import { SignInFirst } from '@web/pages/players/sign-in-first';
import { GenericBoard } from '@web/rulesets/generic/generic-board';
import { ClockFields, DEFAULT_CLOCK } from '@web/pages/create-clock';
import { CreateForm } from '@web/pages/create-form';
import { PlayerFields } from '@web/ui/player-fields';
import { OptionField } from '@web/pages/option-field';
import { OptionsSummary } from '@web/pages/game-page';
import { OptionLinks, OptionList } from '@web/ui/options-words';
import { changedOptions } from '@schema/options';
import type { OptionMeta } from '@engine/core/ruleset';
import { type OptionValues, fitSetup } from '@engine/core/setup-fit';
import { SETUP_CHECKS } from '@engine/setup-checks';
import { OfflineNotice, PendingWindow, QueuedMoveNotice } from '@web/game/page-notices';
import { englishText, plainWords, readableText } from './page-text';
import { expectLogSaid, installCatalog } from './catalog';
import { installMemoryStorage } from './memory-storage';
import { loadBoard, loadRulesetWords } from '@web/rulesets/registry';
import { RULESET_WORDS } from '@web/rulesets/all-words';

installMemoryStorage();
/** The sign-in page reads its link from the address (`#t=`): a plain address without one. */
Object.assign(globalThis, { location: new URL('https://stonehenge.test/signin') });

/** Names no message would write: any ASCII word left is the page's own. */
const NAMES = ['Åsa', 'Ünal', 'Øyvind', 'Ærø', 'Ñuño'];
/** Proper names the pages show as they are in every language: the games' titles. */
const TITLES = RULESETS.map((r) => r.title);

/** Payloads of one random game of `rulesetId`: the start, a middle and the end, for each seat and a spectator. */
function payloads(rulesetId: string): GamePayload[] {
  const ruleset = RULESETS.find((r) => r.id === rulesetId)!;
  const players = ruleset.minPlayers;
  const options = ruleset.optionsSchema.parse({});
  let state = ruleset.setup('pseudo', players, options);
  const log: LogEntry[] = [];
  const rng = createRng('pseudo-chooser');
  const seats: SeatInfo[] = Array.from({ length: players }, (_, s) => ({ seat: s, name: NAMES[s]!, joined: true }));
  const out: GamePayload[] = [];
  for (let step = 0; ; step++) {
    const status = ruleset.status(state);
    const game = gameRowAt(ruleset, { options, seats, state, step, logLength: log.length });
    if (step === 0 || step === 12 || status.finished) {
      for (const seat of [null, ...Array.from({ length: players }, (_, i) => i)]) out.push(buildPayload(ruleset, game, seat, { start: 0, entries: log }));
    }
    if (status.finished) return out;
    const seat = status.active[0]!;
    const action = pick(rng, ruleset.actions(state, seat));
    const result = play(ruleset, state, seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    log.push(...result.log);
  }
}

/** The game page's parts converted to the catalog; a part joins this list as its strings move. */
function gameParts(payload: GamePayload): ComponentChild[] {
  return [
    h(PlayersPanel, { payload }),
    h(TurnBanner, { payload }),
    // The frame above the board: the last move's line and "Setting up the board…" (no chunk loads here).
    h(RulesetBoardView, { payload, act: () => {}, pending: false }),
    h(GameLog, { gameId: 'g1', token: null, log: payload.log, logStart: payload.logStart ?? 0, ruleset: payload.ruleset, players: payload.players }),
    h(ResultPanel, { payload, token: 'seat-token' }),
    h(RecapPanel, { payload, gameId: 'g1', token: 'seat-token' }),
    h(ChatPanel, { gameId: 'g1', token: 'seat-token', chatLast: 0, mySeat: payload.seat ?? 0, device: chatDevice('g1') }),
    h(NotesPanel, { gameId: 'g1', token: 'seat-token' }),
    // The later panels' places before their chunk is there, and after it failed to load.
    ...(['loading', 'failed'] as const).flatMap((state) =>
      [PLACES.log(), PLACES.chat(), PLACES.clock(payload), PLACES.notes(), PLACES.leave(payload), PLACES.notify(true), PLACES.notify(false)].map((place) =>
        h(LaterPanel, { panels: { chunk: { state }, shown: false, watching: false, start: () => {} }, place, draw: () => null }),
      ),
    ),
    h(AnotherDevice, { gameId: 'g1', token: 'seat-token' }),
    h(SeatSwitcher, {
      held: [
        { seat: 0, token: 'a' },
        { seat: 1, token: 'b' },
      ],
      current: 0,
      players: payload.players,
      active: payload.active,
      onSwitch: () => {},
    }),
  ];
}

/** The boards converted to the catalog: each renders its drawing and, for the seat to move, its decision panel. */
const BOARDS: Record<string, (props: any) => ComponentChild> = {
  stonerush: StonerushBoard,
  'raiding-stonehenge': RaidingBoard,
  'fightin-drinkin-stealin': FdsBoard,
  'a-grand-endeavor': GrandEndeavorBoard,
};

const OPENED = Date.now() - 3 * 3_600_000;

/** An open-list entry opened at OPENED by the first name, three seats with two left, unrated: `over` changes it. */
const openEntry = (over: Partial<OpenGameEntry> & Pick<OpenGameEntry, 'gameId' | 'ruleset' | 'title'>): OpenGameEntry => ({
  options: {},
  host: NAMES[0]!,
  players: 3,
  seatsLeft: 2,
  createdAt: new Date(OPENED).toISOString(),
  expiresAt: new Date().toISOString(),
  joinCode: 'j',
  rated: false,
  ...over,
});
/** What `Intl` writes on those pages (dates, "3 hours ago", "A and B"): the language's own, not a bypassed string. */
const intlWords = () => [
  fmt.list([NAMES[0]!, NAMES[1]!]),
  fmt.list([NAMES[0]!, NAMES[1]!, NAMES[2]!]),
  fmt.list([t.archive.seat(1), t.archive.seat(2)]),
  fmt.relative(OPENED - Date.now()),
  fmt.dateTime(new Date(OPENED)),
  fmt.dateTime(new Date(0), { dateStyle: 'medium', timeStyle: 'short' }),
  fmt.date(new Date(0)),
];
const titles = new Map(RULESETS.map((r) => [r.id, r.title]));
const rating = { handle: 'åsa', rating: 1043, provisional: true };

/**
 * The site's other pages, each as its first render (no effect runs under renderToString, so a
 * page shows its frame and "Loading…") and its rows drawn from sample entries.
 */
function pageParts(): ComponentChild[] {
  const ruleset = RULESETS[0]!;
  /** A row of the archive: a finished game of `players` seats with this result. */
  const archiveRow = (gameId: string, result: ArchiveEntry['result'], actions: number, players = 2) =>
    h(ArchiveRow, {
      game: { gameId, ruleset: ruleset.id, players: NAMES.slice(0, players), finishedAt: new Date(0).toISOString(), result, actions },
      titles,
    });
  /** A profile's lost game (#45 item 8): by default alone, unrated, nobody won; `over` says how it was lost. */
  const lostGame = (gameId: string, over: Partial<Profile['recent'][number]>): Profile['recent'][number] => ({
    gameId,
    ruleset: 'ñó',
    title: ruleset.title,
    finishedAt: null,
    players: [NAMES[0]!],
    seat: 0,
    won: false,
    rated: false,
    winners: [],
    ...over,
  });
  return [
    h(HomePage, {}),
    h(JoinPage, { code: 'j' }),
    h(NotifyPanel, { gameId: 'g1', seat: 0, token: 'seat-token' }),
    h(OpenGamesPage, {}),
    h(OpenFilters, { value: NO_FILTERS, onChange: () => {} }),
    h(OpenRow, {
      game: openEntry({ gameId: 'g1', ruleset: ruleset.id, title: ruleset.title, rated: true, ratings: { 0: rating } }),
      ruleset: undefined,
    }),
    // Options off their defaults: the engine's labels (marked English) and the catalog's "without".
    h(OpenRow, {
      game: openEntry({ gameId: 'g2', ruleset: 'quick', title: ruleset.title, options: { quick: false, track: 'outer-ring' } }),
      ruleset: {
        id: 'quick',
        title: ruleset.title,
        pitch: 'A race.',
        minPlayers: 2,
        maxPlayers: 4,
        options: [
          { id: 'quick', type: 'boolean', label: 'Quick game', help: 'Shorter.', default: true },
          { id: 'track', type: 'choice', label: 'Track', help: 'Where.', default: 'bluestones', choices: ['bluestones', 'outer-ring'] },
        ],
      } as never,
    }),
    h(ArchivePage, {}),
    archiveRow('g1', { winners: [0], summary: '' }, 12),
    archiveRow('g2', { winners: [], summary: '' }, 1),
    // A game ended by a resignation and one lost on time say so in the list (#45 item 9).
    archiveRow('g4', { winners: [0], resigned: [1], forfeit: { seats: [2], deadlineHours: 48 } }, 0, 3),
    h(LiveRow, {
      game: { gameId: 'g3', ruleset: ruleset.id, players: [NAMES[0]!, NAMES[1]!], active: [NAMES[1]!], actions: 3, startedAt: '', updatedAt: '' },
      titles,
    }),
    h(StatsPage, {}),
    h(MyGamesPage, {}),
    h(ReplayPage, { gameId: 'g1' }),
    ...['not_finished', 'unknown_game', 'bad_record'].map((code) => h(ReplayFailed, { gameId: 'g1', code, message: 'Ñó.' })),
    h(SignInPage, {}),
    h(MePage, {}),
    ...[0, 1].map((n) =>
      h(MeView, {
        me: {
          handle: 'åsa',
          name: NAMES[0]!,
          since: new Date(0).toISOString(),
          calendarUrl: 'https://example.org/api/calendar/p.x.0.y.ics',
          // The second render is away for five days: the away field and its date.
          settings: { mail: 'digest', quiet: { from: 22, to: 7 }, ...(n ? { awayUntil: OPENED + 5 * 86_400_000 } : {}) },
          games: [
            {
              gameId: 'g1',
              ruleset: 'ñó',
              title: ruleset.title,
              status: 'active' as const,
              seat: 0,
              yourTurn: true,
              rated: true,
              players: [{ seat: 0, name: NAMES[0]!, joined: true }],
              active: [0],
              // A running clock, stopped while its seat is away.
              deadline: OPENED + 2 * 86_400_000,
              awayUntil: OPENED + 5 * 86_400_000,
              updatedAt: '',
              token: null,
            },
            {
              gameId: 'g2',
              ruleset: 'ñó',
              title: ruleset.title,
              status: 'waiting' as const,
              seat: 0,
              yourTurn: false,
              rated: false,
              players: [{ seat: 0, name: NAMES[0]!, joined: true }],
              active: [],
              deadline: null,
              updatedAt: '',
              token: null,
            },
          ].slice(0, n * 2),
        },
        reload: () => {},
      }),
    ),
    h(LeaderboardPage, { ruleset: 'ñó' }),
    h(ProfileView, {
      profile: {
        handle: 'åsa',
        name: NAMES[0]!,
        since: new Date(0).toISOString(),
        ratings: {
          ñó: {
            rating: 1043,
            games: 3,
            provisional: true,
            history: [
              { at: '', rating: 1000 },
              { at: '', rating: 1043 },
            ],
          },
        },
        finished: { ñó: 3 },
        wins: { ñó: 1 },
        reliability: { finished: 3, timedOut: 1 },
        recent: [
          { gameId: 'g1', ruleset: 'ñó', title: ruleset.title, finishedAt: null, players: [NAMES[0]!], seat: 0, won: true, rated: true, score: 12 },
          // #45 item 8: a lost game says who won; one lost on time and a resignation say so.
          lostGame('g2', { finishedAt: new Date(0).toISOString(), players: [NAMES[0]!, NAMES[1]!], winners: [NAMES[1]!] }),
          lostGame('g3', { timedOut: true }),
          lostGame('g4', { resigned: true }),
        ],
      },
    }),
    h(DevOutboxPage, {}),
    h(MutePage, { gameId: 'g1', seat: 0 }),
    h(PlayerCountFigures, {
      group: {
        players: 2,
        games: 30,
        averageLength: 41.5,
        seats: [
          { seat: 0, wins: 25, winRate: 25 / 30 },
          { seat: 1, wins: 5, winRate: 5 / 30 },
        ],
        lengths: [
          { length: 30, games: 10 },
          { length: 52, games: 20 },
        ],
        scoreSpreads: [{ spread: 4, games: 30 }],
        firstPlayer: { games: 30, wins: 15 },
      },
    }),
    h(OptionsPlayed, {
      ruleset: {
        ruleset: ruleset.id,
        title: ruleset.title,
        games: 30,
        averageLength: 41.5,
        byPlayers: [],
        options: [
          { option: 'ñó', value: 'true', games: 20 },
          { option: 'ñó', value: 'false', games: 10 },
        ],
      },
    }),
  ];
}

const render = (parts: ComponentChild[]) => parts.map((p) => renderToString(p as never)).join('\n');

/** The parts `draw` makes, drawn and rendered in the pseudo-locale (its catalog installed first). */
function inPseudo(draw: () => ComponentChild[]): string {
  installCatalog('pseudo');
  return render(draw());
}

/** For a describe block: every ruleset's words read by `load` before its tests, English again after them. */
function everyRulesetLoaded(load: (ruleset: string) => Promise<unknown>): void {
  beforeAll(async () => {
    for (const r of RULESETS) await load(r.id);
  });
  afterAll(() => setLanguage('en'));
}

describe('the pseudo-locale check', () => {
  // The boards loaded, as on the game page: the result panel then says what a score counts (a board's words).
  everyRulesetLoaded(loadBoard);

  it('finds a string that bypasses the catalog, in text and in a spoken attribute', () => {
    const html = inPseudo(() => [h('p', { 'aria-label': 'Close it' }, 'Ñéŵ ', h('b', null, 'Hello there'), h('span', { lang: 'de' }, 'Deutsch'))]);
    expect(plainWords(readableText(html))).toEqual(['Close it', 'Hello there']);
  });

  for (const ruleset of RULESETS) {
    it(`leaves no plain English on the ${ruleset.id} game page's parts`, () => {
      installCatalog('pseudo');
      for (const payload of payloads(ruleset.id)) {
        const html = render(gameParts(payload));
        // Stonerush's board says what its score counts: those words are checked too.
        if (ruleset.id === 'stonerush' && payload.status === 'finished') expect(html).toContain('data-testid="score-means"');
        // ' and ' is Intl.ListFormat's connector (the pseudo-locale is English underneath), as in lists of events.
        const words = plainWords(readableText(html), [...TITLES, ' and ']);
        expect(words, `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
        // Nothing left in English either, marked so or not: the result's summary is said too (issue #45).
        expect(englishText(html), `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
      }
    });
  }

  it('names a bot’s seat in the reader’s words everywhere on the game page, a person’s seat a bot plays for them by their name (#45)', () => {
    const withBots = (p: GamePayload): GamePayload => ({
      ...p,
      // As stored (worker/store/games.ts): English names; seat 1 is a person the good bot plays for while away.
      players: p.players.map((q) =>
        q.seat === 0
          ? q
          : q.seat === 1
            ? { ...q, bot: 'good' as const, standIn: 'absent' as const }
            : { ...q, name: `Bot ${q.seat - 1} (random)`, bot: 'random' as const },
      ),
    });
    const all = ['stonerush', 'raiding-stonehenge'].flatMap((id) => payloads(id).map(withBots));
    expect(all.some((p) => p.players.length > 2)).toBe(true);
    installCatalog('pseudo');
    for (const payload of all) {
      const html = render(gameParts(readerNames(payload)));
      expect(plainWords(readableText(html), [...TITLES, ' and ']), `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
    }
    installCatalog('de');
    const german = render(gameParts(readerNames(all.find((p) => p.players.length > 2 && p.status === 'finished')!)));
    expect(german).toContain('Bot 1 (zufällig)');
    expect(german).toContain(NAMES[1]);
    expect(german).not.toContain('(random)');
  });

  it('names a bot’s seat in the reader’s words on the archive, live, profile, account and replay pages (#45)', () => {
    const ruleset = RULESETS[0]!;
    // As the API answers (worker/archive/archive.ts, profiles.ts, accounts.ts, record.ts): English names, and `bots` beside them.
    const players = [NAMES[0]!, 'Bot 1 (good)', 'Bot 2 (random)'];
    const bots = [
      { seat: 1, level: 'good' as const },
      { seat: 2, level: 'random' as const },
    ];
    const me = { handle: 'åsa', name: NAMES[0]!, since: new Date(0).toISOString(), settings: {} };
    const parts = () => [
      h(ArchiveRow, {
        game: { gameId: 'g1', ruleset: ruleset.id, players, bots, finishedAt: new Date(0).toISOString(), result: { winners: [1], resigned: [2] }, actions: 12 },
        titles,
      }),
      h(LiveRow, { game: { gameId: 'g2', ruleset: ruleset.id, players, bots, active: [players[2]!], actions: 3, startedAt: '', updatedAt: '' }, titles }),
      h(ProfileView, {
        profile: {
          ...me,
          ratings: {},
          finished: { ñó: 1 },
          reliability: { finished: 1, timedOut: 0 },
          recent: [
            { gameId: 'g1', ruleset: 'ñó', title: ruleset.title, finishedAt: null, players, bots, seat: 0, won: false, rated: false, winners: [players[1]!] },
          ],
        },
      }),
      h(MeView, {
        me: {
          ...me,
          calendarUrl: 'https://example.org/api/calendar/p.x.0.y.ics',
          settings: { mail: 'turn' },
          games: [
            {
              gameId: 'g3',
              ruleset: 'ñó',
              title: ruleset.title,
              status: 'active' as const,
              seat: 0,
              yourTurn: true,
              rated: false,
              players: players.map((name, seat) => ({ seat, name, joined: true, ...(seat ? { bot: bots[seat - 1]!.level } : {}) })),
              active: [0],
              deadline: null,
              updatedAt: '',
              token: null,
            },
          ],
        },
        reload: () => {},
      }),
      h(
        'p',
        null,
        recordPlayers({ players: players.map((name, seat) => ({ seat, name })), bots } as never)
          .map((p) => p.name)
          .join(', '),
      ),
    ];
    const html = inPseudo(parts);
    expect(plainWords(readableText(html), [...TITLES, ' and ', ...intlWords(), ...zoneNames()])).toEqual([]);
    installCatalog('de');
    const german = render(parts());
    expect(german).toContain('Bot 1 (gut)');
    expect(german).toContain('Bot 2 (zufällig)');
    expect(german).not.toMatch(/\((good|random)\)/);
  });

  it('names a deleted account’s seat in the reader’s words on the game page, the lists and the replay, old rows too (#45)', () => {
    // Seat 1 as a deletion leaves it (worker/players/accounts.ts), in every row since: the English FORMER_PLAYER.
    const former = (p: GamePayload): GamePayload => ({ ...p, players: p.players.map((q) => (q.seat === 1 ? { ...q, name: FORMER_PLAYER } : q)) });
    const all = payloads('stonerush').map(former);
    const ruleset = RULESETS[0]!;
    const players = [NAMES[0]!, FORMER_PLAYER];
    const parts = (payload: GamePayload) => [
      ...gameParts(readerNames(payload)),
      h(ArchiveRow, {
        game: { gameId: 'g1', ruleset: ruleset.id, players, finishedAt: new Date(0).toISOString(), result: { winners: [1] }, actions: 2 },
        titles,
      }),
      h(LiveRow, { game: { gameId: 'g2', ruleset: ruleset.id, players, active: [FORMER_PLAYER], actions: 3, startedAt: '', updatedAt: '' }, titles }),
      // A waiting game whose host deleted their account: the open list names the host by the stored string.
      h(OpenRow, {
        game: openEntry({ gameId: 'g3', ruleset: ruleset.id, title: ruleset.title, host: FORMER_PLAYER }),
        ruleset: undefined,
      }),
      h(
        'p',
        null,
        recordPlayers({ players: players.map((name, seat) => ({ seat, name })) } as never)
          .map((p) => p.name)
          .join(', '),
      ),
    ];
    installCatalog('pseudo');
    for (const payload of all) {
      const html = render(parts(payload));
      expect(plainWords(readableText(html), [...TITLES, ' and ', ...intlWords()]), `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
    }
    installCatalog('de');
    const german = render(parts(all.find((p) => p.status === 'finished')!));
    expect(german).toContain('ein ehemaliger Spieler');
    expect(german).not.toContain(FORMER_PLAYER);
  });

  for (const ruleset of RULESETS) {
    it(`says every way a ${ruleset.id} game ends, the Worker's ends too, in pseudo words and in German`, () => {
      const end = payloads(ruleset.id).find((p) => p.status === 'finished' && p.seat === 0)!;
      const rules = end.result!;
      const results = [
        rules,
        // Seats that resigned from a game the rules finished rank last.
        { ...rules, resigned: [1] },
        // A two-seat game ended by a resignation, a deadline's forfeit, a tournament round's end.
        { winners: [0], summary: '{seat:1} resigned; {seat:0} wins.', says: { kind: 'resigned-end', args: { seat: 1, winner: 0 } }, resigned: [1] },
        {
          winners: [0],
          summary: '{seat:1} did not act within the 48-hour deadline and forfeits.',
          says: { kind: 'forfeit', args: { seats: [1], bank: false, hours: 48 } },
          forfeit: { seats: [1], deadlineHours: 48 },
        },
        {
          winners: [0],
          summary: "{seat:1} did not finish before the round's end and forfeits.",
          says: { kind: 'round-end', args: { seats: [1], rule: 'forfeit' } },
          forfeit: { seats: [1], deadlineHours: 0 },
        },
      ];
      const panels = () => render(results.map((result) => h(ResultPanel, { payload: { ...end, result }, token: 'seat-token' })));
      installCatalog('pseudo');
      const pseudo = panels();
      expect(pseudo.match(/data-testid="result-summary"/g)).toHaveLength(results.length);
      expect(englishText(pseudo)).toEqual([]);
      expect(plainWords(readableText(pseudo), [...TITLES, ' and '])).toEqual([]);
      installCatalog('de');
      const german = panels();
      expect(englishText(german)).toEqual([]);
      expect(german).not.toMatch(/\{seat:|resigned|wins/);
    });
  }
});

describe('the boards in the pseudo-locale', () => {
  afterAll(() => setLanguage('en'));

  for (const [id, Board] of Object.entries(BOARDS)) {
    it(`leaves no plain English on the ${id} board and its decision panel`, () => {
      installCatalog('pseudo');
      const all = payloads(id);
      // The check must see a decision: at least one payload is a seat with moves to make.
      expect(all.some((p) => p.seat !== null && p.actions.length > 0)).toBe(true);
      for (const payload of all) {
        const html = render([h(Board, { payload, act: () => {}, pending: false })]);
        if (payload.seat !== null && payload.actions.length > 0) expect(html).toContain('data-decision=');
        expect(html).toContain('data-board=');
        // " and " is Intl.ListFormat's (fmt.list), not a message.
        const words = plainWords(readableText(html), [...TITLES, ' and ']);
        expect(words, `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
        expect(englishText(html), `seat ${payload.seat} at version ${payload.version}`).toEqual([]);
      }
    });
  }
});

/**
 * One entry of every kind (and every shape of args) a game of `rulesetId` writes, the Worker's
 * among them, as a payload's log lines: what the log panel, the recap and the replay say.
 */
function everyKind(rulesetId: string): LogLine[] {
  const ruleset = RULESETS.find((r) => r.id === rulesetId)!;
  const byShape = new Map<string, LogEntry>();
  for (const e of [...logSamples(ruleset, 12), ...WORKER_ENTRIES]) {
    const shape = `${e.kind}:${Object.keys(e.args ?? {})
      .sort()
      .join(',')}:${JSON.stringify(Object.values(e.args ?? {}).filter((v) => typeof v === 'string' || typeof v === 'boolean'))}`;
    if (!byShape.has(shape)) byShape.set(shape, e);
  }
  const seats = Array.from({ length: ruleset.maxPlayers }, (_, s) => ({ seat: s, name: NAMES[s]!, joined: true }));
  return formatLog([...byShape.values()], seats);
}

describe('every log entry in the reader’s language', () => {
  afterAll(() => setLanguage('en'));

  for (const ruleset of RULESETS) {
    it(`says every kind of ${ruleset.id} log entry through the catalog, in pseudo words and in German`, () => {
      const log = everyKind(ruleset.id);
      expect(log.length).toBeGreaterThan(10);
      const players = Array.from({ length: ruleset.maxPlayers }, (_, s) => ({ seat: s, name: NAMES[s]!, joined: true }));
      expectLogSaid(log, ruleset.id, players, [...TITLES]);
    });
  }

  it('says an entry from before entries carried args in English, marked so', () => {
    installCatalog('de');
    const old = [{ seq: 1, kind: 'draw', text: 'Åsa drew 2 cards.' }];
    const html = render([h(GameLog, { gameId: 'g1', token: null, log: old, logStart: 0, ruleset: 'stonerush', players: [] })]);
    expect(html).toContain('<span lang="en">Åsa drew 2 cards.</span>');
  });
});

describe('the pseudo-locale check on the other pages', () => {
  afterAll(() => setLanguage('en'));

  it('leaves no plain English on the lists, account, notification and replay pages', () => {
    const html = inPseudo(pageParts);
    expect(plainWords(readableText(html), [...zoneNames(), ...TITLES, ...intlWords(), ...intlNames()])).toEqual([]);
    // Marked English: only English's own name (the account's language choice), and a made-up
    // ruleset's options without words of their own (the open list's row, by ruling).
    expect(englishText(html)).toEqual(['Quick game', 'Track: Outer ring', 'English', 'English']);
  });

  it('renders them in German', () => {
    installCatalog('de');
    const html = render(pageParts());
    expect(html).toContain('Offene Spiele');
    expect(html).toContain('ohne: <span lang="en">Quick game</span>');
    expect(html).toContain('Gewonnen von');
    expect(html).toContain(`${NAMES[1]} hat aufgegeben`);
    expect(html).toContain('Stonehenge im Browser spielen');
    expect(html).toContain('Statistik');
    expect(html).toContain('Dein Konto');
    expect(html).toContain('Nachspielen');
    expect(html).toContain('Benachrichtigungen');
  });
});

const HOUR = 3_600_000;

/**
 * The table's panels around the board, each in the states a game puts it in: clocks (a bank, an
 * away seat, a proposal), the absent vote from each side, leaving, the take-back window, the
 * offline notices, the waiting room, the claim page and the create form's clock part.
 */
function tableParts(): ComponentChild[] {
  const base = payloads('stonerush').find((p) => p.status === 'active' && p.seat === 0)!;
  const now = Date.now();
  const clocked: GamePayload = {
    ...base,
    timeControl: { kind: 'bank', initialHours: 72, incrementHours: 24, maxHours: 168 },
    weekendsOff: true,
    onTimeout: 'ask',
    clocks: base.players.map((p, i) => ({
      seat: p.seat,
      since: new Date(now - 5 * HOUR).toISOString(),
      deadline: now + 30 * HOUR,
      bankMs: 40 * HOUR,
      ...(i === 0 ? { awayUntil: now + 48 * HOUR } : {}),
    })),
    timeProposal: { by: 1, timeControl: { kind: 'per-move', hours: 48 }, weekendsOff: false, accepted: [1] },
    replacing: [{ seat: 1, url: 'https://stonehenge.test/claim/g1/1#k=x' }],
  };
  const absentOther: GamePayload = { ...clocked, absent: { seat: 1, since: new Date(now - HOUR).toISOString(), votes: { 0: 'wait' } } };
  const absentMe: GamePayload = { ...clocked, absent: { seat: 0, since: new Date(now - HOUR).toISOString(), votes: { 1: 'bot' } } };
  const stoodIn: GamePayload = { ...clocked, players: clocked.players.map((p) => (p.seat === 0 ? { ...p, standIn: 'absent' as const } : p)) };
  const perMove: GamePayload = {
    ...base,
    timeControl: { kind: 'per-move', hours: 72 },
    clocks: [{ seat: 0, deadline: now + 3 * HOUR, since: new Date(now).toISOString() }],
  };
  const waiting: GamePayload = {
    ...base,
    status: 'waiting',
    players: base.players.map((p, i) => (i === 0 ? p : { ...p, name: '', joined: false })),
    joinCode: 'j',
  };
  const refresh = () => {};
  return [
    ...[clocked, perMove, { ...base, timeControl: null }].map((payload) => h(ClockPanel, { payload, gameId: 'g1', token: 'seat-token', refresh })),
    h(ClockPanel, { payload: clocked, gameId: 'g1', token: null, refresh }),
    ...[clocked, absentOther, absentMe, stoodIn].map((payload) => h(AbsentPanel, { payload, token: 'seat-token', refresh })),
    ...[clocked, waiting, { ...clocked, players: clocked.players.map((p) => ({ ...p, resigned: p.seat === 0 })) }].map((payload) =>
      h(LeavePanel, { payload, token: 'seat-token', refresh, shown: leaveShown(payload) }),
    ),
    h(PendingWindow, { until: now + 25_000, onSend: () => {}, onTakeBack: () => {} }),
    h(OfflineNotice, { savedAt: OPENED }),
    h(OfflineNotice, { savedAt: null }),
    h(QueuedMoveNotice, { move: { version: 3, action: { type: 'play', cards: ['D07'] }, queuedAt: now }, onCancel: () => {}, label: t.game.valueNone }),
    h(ActionNotice, { notice: { kind: 'info', text: t.offline.sent } }),
    h(ActionNotice, { notice: { kind: 'error', text: t.offline.movedOn } }),
    h(WaitingRoom, { payload: waiting }),
    h(TextModeSwitch, {}),
    h(ChatBadge, { gameId: 'g1', token: 'seat-token', chatLast: 3, mySeat: 0 }),
    h(SeatLinkOffer, { gameId: 'g1', token: 'seat-token' }),
    h(ClaimPage, { gameId: 'g1', seat: 1 }),
    // #45 items 5 and 6: the claim page's summary of the game under way, and a rated game's "sign in first".
    h(InviteSummary, {
      preview: claimPreview(clocked, 1, true, {}),
      lead: fill(t.seats.claimLead, { title: NAMES[2]!, rules: NAMES[3]!, name: NAMES[1]! }),
      label: t.seats.claimTitle,
    }),
    h(SignInFirst, { text: t.join.ratedClaimFirst, next: '/claim/g1/1' }),
    h(ClockFields, { value: DEFAULT_CLOCK, onChange: () => {} }),
    h(ClockFields, { value: { ...DEFAULT_CLOCK, preset: 'custom' }, onChange: () => {} }),
    h(CreateForm, { rulesets: rulesetList, loadError: null, rulesetId: RULESETS[0]!.id, onChoose: () => {}, formRef: { current: null } }),
    // Signed in (#57): where the seat is mailed, in each of the account's mail modes, and the field with another address typed.
    ...(['turn', 'digest', 'none', 'turn'] as const).map((mail, i) =>
      h(PlayerFields, {
        idPrefix: `p${i}-`,
        name: '',
        email: i === 3 ? 'ånn@exämplé.örg' : '',
        onName: () => {},
        onEmail: () => {},
        account: { email: 'åsa@exämplé.örg', mail },
      }),
    ),
    // An option the setup check changed or refused: the engine's reason is marked English inside the catalog's sentence.
    ...optionStates(),
  ];
}

/**
 * What is English by ruling (docs/i18n.md, "The generic board"), and so marked `lang="en"`: the
 * generic board a ruleset without a board of its own gets (its field and action names are the
 * engine's keys), and the options of a ruleset without words of its own (the engine's labels and
 * setup reasons). None of the four rulesets shows them; the checks read everything else in them.
 */
function englishByRuling(): ComponentChild[] {
  const why = 'Needs three players or more.';
  const flag = { id: 'quick', type: 'boolean' as const, label: 'Quick game', help: 'Shorter.', default: false };
  const pick = { id: 'track', type: 'choice' as const, label: 'Track', help: 'Where to race.', default: 'outer-ring', choices: ['outer-ring', 'bluestones'] };
  return [
    // A move queued offline before its board's words loaded: said by the generic board's words.
    h(QueuedMoveNotice, { move: { version: 3, action: { type: 'pass' }, queuedAt: Date.now() }, onCancel: () => {} }),
    ...payloads('raiding-stonehenge')
      .filter((p) => p.seat !== null)
      .map((payload) => h(GenericBoard, { payload, act: () => {}, pending: false })),
    h(OptionField, {
      rulesetId: 'no-words',
      option: flag as never,
      value: true,
      onChange: () => {},
      change: { id: 'quick', from: false, to: true, reason: why },
    }),
    h(OptionField, { rulesetId: 'no-words', option: flag as never, value: false, onChange: () => {}, refused: { true: why } }),
    h(OptionField, { rulesetId: 'no-words', option: pick as never, value: 'outer-ring', onChange: () => {}, refused: { bluestones: why } }),
    h(OptionField, {
      rulesetId: 'no-words',
      option: pick as never,
      value: 'bluestones',
      onChange: () => {},
      change: { id: 'track', from: 'outer-ring', to: 'bluestones', reason: why },
    }),
  ];
}

/**
 * Every combination of options of every ruleset off its defaults, as the game page's options line
 * (from the payload's `changedOptions`), the open list's row and the join page's summary (from
 * `GET /api/rulesets`) name them.
 */
function optionLines(): ComponentChild[] {
  return RULESETS.flatMap((r) => {
    const end = payloads(r.id).find((p) => p.status === 'finished' && p.seat === null)!;
    const info = { id: r.id, title: r.title, pitch: r.pitch, minPlayers: r.minPlayers, maxPlayers: r.maxPlayers, options: r.optionsMeta };
    return allOptions(r.optionsMeta).flatMap((options, i) => {
      const changed = changedOptions(options, r.optionsMeta);
      if (!changed.length) return [];
      return [
        h(OptionsSummary, { payload: { ...end, changedOptions: changed } }),
        h(OpenRow, {
          game: openEntry({
            gameId: `g${i}`,
            ruleset: r.id,
            title: r.title,
            options,
            players: r.maxPlayers,
            seatsLeft: 1,
            expiresAt: new Date(OPENED).toISOString(),
          }),
          ruleset: info as never,
        }),
        h(OptionLinks, { rulesetId: r.id, parts: changed }),
        h('p', null, h(OptionList, { rulesetId: r.id, parts: changed })),
      ];
    });
  });
}

/** Every combination of every option's values. */
function allOptions(meta: readonly OptionMeta[]): OptionValues[] {
  let out: OptionValues[] = [{}];
  for (const o of meta) out = out.flatMap((partial) => (o.type === 'boolean' ? [false, true] : o.choices).map((v) => ({ ...partial, [o.id]: v })));
  return out;
}

/**
 * Every real option of every ruleset in its own words (issue #45), and in every state the setup
 * check puts it in over every player count and wanted options: switched, refused, with the reasons.
 */
function optionStates(): ComponentChild[] {
  return RULESETS.flatMap((r) => {
    const seen = new Set<string>();
    const out: ComponentChild[] = [];
    for (const wanted of allOptions(r.optionsMeta)) {
      for (let players = r.minPlayers; players <= r.maxPlayers; players++) {
        const fit = fitSetup(SETUP_CHECKS[r.id]!, r.optionsMeta, players, wanted);
        for (const option of r.optionsMeta) {
          const props = {
            rulesetId: r.id,
            option: option as never,
            value: fit.options[option.id]!,
            onChange: () => {},
            change: fit.changed.find((c) => c.id === option.id),
            refused: fit.refused[option.id],
            refusedSays: fit.refusedSays[option.id],
          };
          const key = JSON.stringify([option.id, props.value, props.change, props.refused]);
          if (!seen.has(key)) out.push(h(OptionField, props));
          seen.add(key);
        }
      }
    }
    return out;
  });
}

/** Intl's own words on those panels: short weekday and month names (an away date), "1 hour ago". */
const intlNames = () => {
  const day = Date.UTC(2026, 0, 5);
  return [
    ...Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(day + i * 86_400_000)),
    ...Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, i, 15))),
    fmt.relative(-HOUR),
  ];
};

/**
 * The time zones a zone select lists (web/src/ui/time-zone.tsx): IANA identifiers, the same in
 * every language by ruling (docs/i18n.md, "The checks"), longest first so a whole one goes before its parts.
 */
const zoneNames = () =>
  [...new Set(['UTC', Intl.DateTimeFormat().resolvedOptions().timeZone, ...Intl.supportedValuesOf('timeZone')])]
    .map((z) => z.replace(/_/g, ' '))
    .sort((a, b) => b.length - a.length);

const SERVER_SAYS = 'Ñó. 2026-12-03 14:30 UTC, ín 12 šéçóñđš';

/** Every error code's words, as a page shows them; a free-form refusal's detail is the server's (here pseudo) sentence. */
function errorParts(): ComponentChild[] {
  return Object.keys(enErrors).map((code) => h('p', { role: 'alert' }, failureWords(t.errors, { status: 409, code, message: SERVER_SAYS })));
}

describe('the pseudo-locale check on the table, its clocks and its failures', () => {
  // Each ruleset's own words, as the create form loads them for its options.
  everyRulesetLoaded(loadRulesetWords);

  it('leaves no plain English on the clocks, votes, take-back window, offline notices, claim page and create form', () => {
    const html = inPseudo(tableParts);
    expect(plainWords(readableText(html), [...TITLES, ...NAMES, ...intlWords(), ...intlNames(), ' and '])).toEqual([]);
    // Nothing marked English either (the setup check's reasons are the ruleset's words too), but what is so by ruling.
    expect(englishText(html)).toEqual([]);
    expect(plainWords(readableText(render(englishByRuling())), [...TITLES, ...NAMES, ' and '])).toEqual([]);
  });

  it('names every option a game can be created with in the reader’s words: the game page, the open list, the join page (#45)', () => {
    const parts = optionLines();
    installCatalog('pseudo');
    const pseudo = render(parts);
    expect(pseudo.match(/data-testid="option-link"/g)?.length).toBeGreaterThan(RULESETS.length * 2);
    expect(plainWords(readableText(pseudo), [...TITLES, ...NAMES, ...intlWords(), ...intlNames(), ' and '])).toEqual([]);
    // Not even marked English: every real ruleset names its options in its own words.
    expect(englishText(pseudo)).toEqual([]);
    installCatalog('de');
    const german = render(parts);
    expect(englishText(german)).toEqual([]);
    expect(german).toContain('Rennstrecke: ');
    expect(german).not.toMatch(/2–3 players|Race track|Low card starts/);
  });

  it('says every API failure through the catalog', () => {
    installCatalog('pseudo');
    // A free-form refusal shows the server's sentence as it came (here a pseudo one) to an English reader.
    expect(plainWords(readableText(render(errorParts())), [SERVER_SAYS])).toEqual([]);
  });

  it('renders them in German', () => {
    installCatalog('de');
    const html = render([...tableParts(), ...errorParts(), ...englishByRuling()]);
    expect(englishText(render(tableParts()))).toEqual([]);
    // The setup check's reasons in German (Raiding Stonehenge's variant), not the engine's English.
    expect(html).toContain('Mit 2 oder 3 Spielern braucht es die Variante für 2–3 Spieler.');
    expect(html).toContain('Bedenkzeit');
    expect(html).toContain('Zu viele Anfragen');
    expect(html).not.toContain('Something went wrong');
    // The create form's options in the ruleset's own German words, not the engine's English.
    expect(html).toContain('Rennstrecke');
    expect(html).toContain('Verdeckte Beute');
    expect(html).toContain('Beschleuniger');
    expect(html).not.toContain('>Race track<');
    // The generic board: its headings German, the engine's keys and values English and marked so (docs/i18n.md).
    expect(html).toContain('<h2 id="generic-view-title">Tisch</h2>');
    expect(html).toContain('<h3>Deine Züge</h3>');
    expect(html).toMatch(/<dt lang="en">[A-Z][a-z ]+<\/dt>/);
    expect(html).toContain('Gerade treten zu viele gleichzeitig bei.');
  });
});

/** A ruleset's board (BOARDS) drawn in German, for a seat with moves to make. */
function germanBoard(ruleset: string): string {
  installCatalog('de');
  const playing = payloads(ruleset).find((p) => p.seat !== null && p.actions.length > 0)!;
  return renderToString(h(BOARDS[ruleset]!, { payload: playing, act: () => {}, pending: false }));
}

describe('German', () => {
  afterAll(() => setLanguage('en'));

  it('renders the game page in German', () => {
    installCatalog('de');
    const all = payloads('stonerush');
    const playing = all.find((p) => p.status === 'active' && p.seat !== null && p.active.includes(p.seat) && p.actions.length > 0)!;
    const html = render(gameParts(playing));
    expect(html).toContain('Du bist am Zug');
    expect(html).toContain('aria-label="Spieler"');
    expect(html).toContain('<h2 id="log-title">Verlauf</h2>');
    const end = all.find((p) => p.status === 'finished' && p.seat === 0)!;
    const done = render(gameParts(end));
    expect(done).toContain('Spiel vorbei');
    expect(done).toMatch(/gewinnt!|gewinnen!|Niemand hat gewonnen\./);
    expect(done).toContain('Zug für Zug nachspielen');
  });

  it('draws the Stonerush board and its decision in German', () => {
    const html = germanBoard('stonerush');
    expect(html).toContain('<h2 id="board-title">Steinkreis</h2>');
    expect(html).toContain('<h2 id="hand-title">Deine Hand</h2>');
    expect(html).toMatch(/Druide (Weiß|Blau|Grün|Gelb|Rot) auf Feld \d+/);
    expect(html).toContain('Nachziehstapel:');
  });

  it('draws the A Grand Endeavor board and its decision in German', () => {
    const html = germanBoard('a-grand-endeavor');
    expect(html).toContain('<h2 id="age-board-title">Das Monument</h2>');
    expect(html).toContain('<h2 id="age-yards-title">Bauhöfe</h2>');
    expect(html).toContain('<h2 id="age-moves-title">Dein Zug</h2>');
    expect(html).toContain('Gemeinschaftsvorrat');
    // What the turn waits for, phase and all, in German (issue #45), not the engine's English prompt.
    expect(html).toMatch(/data-testid="age-prompt">(Bauphase|Ziehphase|Verpflichtungsphase|[^<]* beginnt den Zug)/);
    expect(html).not.toContain('lang="en"');
  });

  it('names cards, sites and moves of every board in German (words.ts, shared with the text mode)', () => {
    installCatalog('de');
    expect(raidingCard('D07')).toBe('Tag 7, Weiß');
    expect(fdsCard('N03')).toBe('Nacht 3');
    expect(cardName('N12')).toBe('Nacht 12 (Schwarz)');
    expect(siteName({ track: 'outerRing', space: 4 })).toBe('Außenfeld 4 (Gelb)');
    expect(actionWords({ type: 'claim', track: 'bluestones', space: 3 }, () => 'Åsa')).toBe('Blausteinfeld 3 beanspruchen');
    const fds = payloads('fightin-drinkin-stealin').find((p) => p.actions.some((a) => a.type === 'play'))!;
    const named = nameAction(fds.actions[0] as never, fds.view as never, fds.seat ?? 0, 'Ünal');
    expect(named.group).toBe('Karten setzen');
    installCatalog('en');
    expect(raidingCard('D07')).toBe('day 7, white');
    expect(cardName('N12')).toBe('Night 12 (black)');
  });

  it('gives every English sentence of the catalog a German one of its own', () => {
    const same: string[] = [];
    // The shared areas, then each ruleset's own words (web/src/rulesets/<id>/i18n/).
    const pairs: [string, Record<string, unknown>, Record<string, unknown> | undefined][] = [
      ...(Object.keys(en) as (keyof typeof en)[]).map((area): [string, Record<string, unknown>, Record<string, unknown>] => [area, en[area], de[area]]),
      ...Object.entries(RULESET_WORDS).map(([id, words]): [string, Record<string, unknown>, Record<string, unknown> | undefined] => [
        id,
        words.en ?? {},
        words.de,
      ]),
    ];
    for (const [area, english, german] of pairs) {
      expect(german, `${area} has German words`).toBeDefined();
      for (const [key, value] of Object.entries(english)) {
        // A fixed text of two words or more that German left as it was is English left behind.
        if (typeof value === 'string' && /\w+\s+\w+/.test(value) && german?.[key] === value) same.push(`${area}.${key}`);
      }
    }
    expect(same).toEqual([]);
  });

  it('keeps a link’s visible words inside its accessible name (axe: label-content-name-mismatch)', () => {
    for (const m of [en, de]) {
      expect(m.game.howToPlayLabel('Stonerush')).toContain(m.game.howToPlay);
      expect(m.game.thisStepLabel).toContain(m.game.thisStep);
    }
  });

  it('says plurals and lists as German does', () => {
    expect(de.result.winners(['Åsa'])).toBe('Åsa gewinnt!');
    expect(de.result.winners(['Åsa', 'Ünal', 'Øyvind'])).toBe('Åsa, Ünal und Øyvind gewinnen!');
    expect(en.result.winners(['Åsa', 'Ünal', 'Øyvind'])).toBe('Åsa, Ünal and Øyvind win!');
    expect(de.game.days(1, 0)).toBe('1 Tag');
    expect(de.game.days(3, 4)).toBe('3 Tage 4 Std.');
    expect(de.mail.days(1)).toBe('1 Tag');
    expect(de.mail.hours(2)).toBe('2 Stunden');
  });
});
