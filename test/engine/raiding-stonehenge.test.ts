/**
 * Scripted scenarios for Raiding Stonehenge: one or more per rule, variant and
 * ruling of docs/rules/raiding-stonehenge.md (the ruling numbers are in the names).
 */
import { describe, expect, it } from 'vitest';
import { type NumberCardId, numberCard, numberCardIds } from '@engine/core/components';
import { play } from '@engine/core/play';
import type { LogEntry, Seat } from '@engine/core/ruleset';
import { raidingStonehenge as R } from '@engine/raiding-stonehenge';
import { type RaidingAction, type RaidingState, COLOUR_INDEX, type Stash, toCounts, toStash } from '@engine/raiding-stonehenge/model';
import { baseAllotment } from '@engine/raiding-stonehenge/allotment';
import { compareHands, scoreStash } from '@engine/raiding-stonehenge/scoring';
import { stageOf } from '@engine/raiding-stonehenge/stages/stage';
import { handOf, playedBy } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';

type Ids = NumberCardId[];
const ids = (...xs: string[]) => xs as Ids;

function make(players: number, options: Record<string, unknown> = {}, seed = 'scripted'): RaidingState {
  const o = R.optionsSchema.parse(options);
  expect(R.checkSetup(players, o)).toBeNull();
  return R.setup(seed, players, o);
}

/** Disk counts as the state holds them. */
function stash(partial: Partial<Stash> = {}): number[] {
  return toCounts(partial);
}

/** Disk counts as a view shows them. */
function rec(partial: Partial<Stash> = {}): Stash {
  return toStash(toCounts(partial));
}

const C = COLOUR_INDEX;

/** Runs one action through the single door; fails the test on a refusal. */
function act(s: RaidingState, seat: Seat, action: RaidingAction, log?: LogEntry[]): RaidingState {
  const r = play<RaidingState>(R, s, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)}: ${r.error.message}`);
  log?.push(...r.log);
  return r.state;
}

/** Puts the game at the face-down play of a turn, with these hands and start player. */
function atPlay(s: RaidingState, hands: Ids[], start: Seat = 0): RaidingState {
  s.hands = hands.map((h) => [...h]);
  s.startPlayer = start;
  s.phase = 'play';
  s.pickOrder = [];
  s.pickIndex = 0;
  s.faceDown = hands.map(() => null);
  return s;
}

/** Every seat plays the first card of its hand, in seat order. */
function playFirstCards(s: RaidingState, log?: LogEntry[]): RaidingState {
  let state = s;
  for (let seat = 0; seat < s.players; seat++) {
    if (state.phase !== 'play' || state.faceDown[seat] !== null) continue;
    if (!R.status(state).active.includes(seat)) continue;
    state = act(state, seat, { type: 'play', card: state.hands[seat]?.[0] as NumberCardId }, log);
  }
  return state;
}

const view = (s: RaidingState, seat: Seat | null) => R.view(s, seat) as RaidingView;

describe('options and player counts', () => {
  it('accepts 4 and 5 players with defaults and refuses 2, 3 and 6 without the 2–3 player variant', () => {
    const o = R.optionsSchema.parse({});
    expect(R.checkSetup(4, o)).toBeNull();
    expect(R.checkSetup(5, o)).toBeNull();
    for (const n of [1, 2, 3, 6]) expect(R.checkSetup(n, o)?.code).toBe('invalid_options');
    expect(R.checkSetup(3, o)?.message).toMatch(/2–3 player variant/);
  });

  it('2–3 player variant: only for 2 or 3 players, and not with accelerator ×3 (ruling 17)', () => {
    const tt = R.optionsSchema.parse({ twoThreePlayers: true });
    expect(R.checkSetup(2, tt)).toBeNull();
    expect(R.checkSetup(3, tt)).toBeNull();
    expect(R.checkSetup(4, tt)?.message).toMatch(/only for 2 or 3/);
    const x3 = R.optionsSchema.parse({ twoThreePlayers: true, accelerator: 'x3' });
    expect(R.checkSetup(3, x3)?.message).toMatch(/×2/);
    expect(R.checkSetup(3, R.optionsSchema.parse({ twoThreePlayers: true, accelerator: 'x2', reducedColours: true }))).toBeNull();
  });

  it('reduced colours is refused for 5 players (ruling 16) and unknown options are refused', () => {
    expect(R.checkSetup(5, R.optionsSchema.parse({ reducedColours: true }))?.message).toMatch(/3–4 players/);
    expect(R.checkSetup(4, R.optionsSchema.parse({ reducedColours: true }))).toBeNull();
    expect(R.optionsSchema.safeParse({ turbo: true }).success).toBe(false);
    expect(R.optionsSchema.safeParse({ accelerator: 'x4' }).success).toBe(false);
  });

  it('lists every option in optionsMeta with the schema default', () => {
    const defaults = R.optionsSchema.parse({}) as Record<string, unknown>;
    expect(R.optionsMeta.map((m) => m.id).sort()).toEqual(Object.keys(defaults).sort());
    for (const m of R.optionsMeta) expect(m.default).toBe(defaults[m.id]);
  });
});

describe('setup', () => {
  it.each([4, 5])('%i players: five lines with one face-up card per player, hands of 5 (ruling 1), 50 disks, a random start player', (n) => {
    const s = make(n);
    expect(s.lines).toHaveLength(5);
    for (const line of s.lines) expect(line).toHaveLength(n);
    for (const h of s.hands) expect(h).toHaveLength(5);
    expect(s.deck).toHaveLength(60 - 10 * n);
    expect(s.colours).toEqual(['white', 'blue', 'green', 'yellow', 'red']);
    expect(s.piles).toEqual([10, 10, 10, 10, 10]);
    expect(s.phase).toBe('pick');
    expect(s.pickOrder[0]).toBe(s.startPlayer);
    const starts = new Set(Array.from({ length: 30 }, (_, i) => make(n, {}, `start-${i}`).startPlayer));
    expect(starts.size).toBe(n);
  });

  it('is deterministic for a seed', () => {
    expect(make(4, {}, 'same')).toEqual(make(4, {}, 'same'));
    expect(make(4, {}, 'same')).not.toEqual(make(4, {}, 'other'));
  });
});

describe('picking from the lines', () => {
  it('the start player picks first, then clockwise; the bottom card is taken and the same line may be used again (ruling 2)', () => {
    let s = make(4);
    s.startPlayer = 2;
    s.pickOrder = [2, 3, 0, 1];
    const line0 = [...(s.lines[0] as Ids)];
    expect(R.status(s).active).toEqual([2]);
    expect(R.actions(s, 2)).toEqual([0, 1, 2, 3, 4].map((line) => ({ type: 'pick', line })));
    expect(R.actions(s, 3)).toEqual([]);
    expect(play(R, s, 3, { type: 'pick', line: 0 }).ok).toBe(false);
    s = act(s, 2, { type: 'pick', line: 0 });
    expect(s.hands[2]).toHaveLength(6);
    expect(s.hands[2]).toContain(line0[0]);
    expect(s.lines[0]).toEqual(line0.slice(1));
    expect(R.status(s).active).toEqual([3]);
    s = act(s, 3, { type: 'pick', line: 0 });
    expect(s.hands[3]).toContain(line0[1]);
    s = act(s, 0, { type: 'pick', line: 4 });
    s = act(s, 1, { type: 'pick', line: 4 });
    expect(s.phase).toBe('play');
    expect(R.status(s).active).toEqual([0, 1, 2, 3]);
  });

  it('a single line with cards is picked automatically; with every line empty a player cannot pick (ruling 3)', () => {
    let s = make(4);
    s.deck = [];
    s.lines = [ids('D01', 'D02'), [], [], [], []];
    s.startPlayer = 0;
    s.pickOrder = [0, 1, 2, 3];
    s.pickIndex = 0;
    const log: LogEntry[] = [];
    // Seat 0 has one line only: its pick is made at once; here one legal action lets the flow settle again.
    expect(R.actions(s, 0)).toEqual([{ type: 'pick', line: 0 }]);
    s = act(s, 0, { type: 'pick', line: 0 }, log);
    // Seat 1's pick of D02 was forced; seats 2 and 3 found no card.
    expect(s.hands[1]).toContain('D02');
    expect(s.hands[2]).toHaveLength(5);
    expect(log.filter((e) => e.kind === 'noPick').map((e) => e.seat)).toEqual([2, 3]);
    expect(log.find((e) => e.kind === 'pick' && e.seat === 1)?.forced).toBe(true);
    expect(s.phase).toBe('play');
  });
});

describe('face-down play and reveal', () => {
  it('every seat plays at once; a played card stays secret until all have played', () => {
    let s = atPlay(make(4), [ids('D05', 'D06'), ids('D11', 'D12'), ids('D03', 'D18'), ids('D04', 'D24')]);
    // Clear the lines so no face-up card shares an id with the cards in hand.
    s.lines = [[], [], [], [], []];
    s.deck = [];
    expect(R.status(s).active).toEqual([0, 1, 2, 3]);
    expect(R.actions(s, 1)).toEqual([
      { type: 'play', card: 'D11' },
      { type: 'play', card: 'D12' },
    ]);
    const log: LogEntry[] = [];
    s = act(s, 1, { type: 'play', card: 'D11' }, log);
    expect(R.status(s).active).toEqual([0, 2, 3]);
    expect(R.actions(s, 1)).toEqual([]);
    expect(JSON.stringify(log)).not.toContain('D11');
    const other = view(s, 0);
    expect(other.submitted).toEqual([false, true, false, false]);
    expect(other.played).toEqual([null, null, null, null]);
    expect(JSON.stringify(other)).not.toContain('"D11"');
    expect(JSON.stringify(view(s, null))).not.toContain('"D11"');
    expect(view(s, 1).myPlay).toBe('D11');
    s = act(s, 0, { type: 'play', card: 'D05' });
    s = act(s, 2, { type: 'play', card: 'D03' });
    s = act(s, 3, { type: 'play', card: 'D04' }, log);
    const reveal = log.find((e) => e.kind === 'reveal');
    expect(reveal?.played).toEqual(['D05', 'D11', 'D03', 'D04']);
  });
});

describe('played cards', () => {
  it('leave play at the reveal onto the face-up discard pile (ruling 22)', () => {
    let s = atPlay(make(4), [ids('D01', 'D06'), ids('D02', 'D12'), ids('D03', 'D18'), ids('D04', 'D24')]);
    s = playFirstCards(s);
    expect(s.discard).toEqual(['D01', 'D02', 'D03', 'D04']);
    expect(s.hands).toEqual([ids('D06'), ids('D12'), ids('D18'), ids('D24')]);
    const v = view(s, null);
    expect(v.discard).toEqual(['D01', 'D02', 'D03', 'D04']);
    // The reveal stays on show during the next turn's pick.
    expect(v.phase).toBe('pick');
    expect(v.shownTurn).toBe(1);
    expect(v.played).toEqual(['D01', 'D02', 'D03', 'D04']);
    expect(v.placements).toEqual(['white', 'blue', 'green', 'yellow']);
  });
});

describe('placing figures', () => {
  it('coloured cards place high to low, black cards after, high to low, each black player choosing a colour', () => {
    let s = make(5);
    s.stashes = Array.from({ length: 5 }, () => stash());
    // Seat 0 red 5, seat 1 black 30, seat 2 green 27, seat 3 black 12, seat 4 white 7.
    s = atPlay(s, [ids('D05'), ids('D30'), ids('D27'), ids('N12'), ids('D07')], 0);
    for (const seat of [0, 1, 2, 3, 4]) (s.hands[seat] as Ids).push('D01');
    s = playFirstCards(s);
    expect(s.order).toEqual([2, 4, 0, 1, 3]);
    expect(s.placements).toEqual(['red', null, 'green', null, 'white']);
    expect(s.phase).toBe('place');
    expect(R.status(s).active).toEqual([1]);
    expect(R.actions(s, 1).map((a) => (a as { colour: string }).colour)).toEqual(['white', 'blue', 'green', 'yellow', 'red']);
    expect(view(s, 3).placer).toBe(1);
    s = act(s, 1, { type: 'place', colour: 'blue' });
    expect(R.status(s).active).toEqual([3]);
    expect(view(s, null).placements).toEqual(['red', 'blue', 'green', null, 'white']);
    s = act(s, 3, { type: 'place', colour: 'yellow' });
    // Everyone alone at a pile: one disk each.
    expect(s.stashes.map((st) => Object.values(st).reduce((a, b) => a + b, 0))).toEqual([1, 1, 1, 1, 1]);
    expect(s.placements).toEqual(['red', 'blue', 'green', 'yellow', 'white']);
  });

  it('equal numbers (day and night) are ordered by closeness to the start player, clockwise (ruling 6)', () => {
    let s = make(4);
    // Seats 1 and 3 both play 11; start player is 2, so seat 3 (distance 1) goes before seat 1 (distance 3).
    s = atPlay(s, [ids('D04', 'D01'), ids('D11', 'D01'), ids('D03', 'D01'), ids('N11', 'D01')], 2);
    s.stashes = Array.from({ length: 4 }, () => stash());
    s = playFirstCards(s);
    expect(s.order).toEqual([3, 1, 0, 2]);
    // Two at the red pile: seat 3 takes first.
    expect(s.resolutions.map((r) => [r.seat, r.took])).toEqual([
      [3, 2],
      [1, 2],
      [0, 1],
      [2, 1],
    ]);
  });
});

describe('the take and set-aside table', () => {
  it('the table itself, with "all players at one pile" overriding the rows (ruling 8)', () => {
    expect(baseAllotment(1, 4)).toEqual({ take: 1, setAside: 0 });
    expect(baseAllotment(2, 4)).toEqual({ take: 2, setAside: 1 });
    expect(baseAllotment(3, 5)).toEqual({ take: 3, setAside: 2 });
    expect(baseAllotment(4, 5)).toEqual({ take: 1, setAside: 2 });
    expect(baseAllotment(4, 4)).toEqual({ take: 0, setAside: 1 });
    expect(baseAllotment(5, 5)).toEqual({ take: 0, setAside: 1 });
    expect(baseAllotment(3, 3)).toEqual({ take: 0, setAside: 1 });
    expect(baseAllotment(2, 2)).toEqual({ take: 0, setAside: 1 });
    expect(baseAllotment(1, 2)).toEqual({ take: 1, setAside: 0 });
  });

  it('alone at a pile: take one disk', () => {
    let s = atPlay(make(4), [ids('D01', 'D06'), ids('D02', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')]);
    s = playFirstCards(s);
    expect(s.stashes).toEqual([stash({ white: 1 }), stash({ blue: 1 }), stash({ green: 1 }), stash({ yellow: 1 })]);
    expect(s.piles).toEqual([9, 9, 9, 9, 10]);
  });

  it('two at a pile: each takes two and sets aside one older disk; a forced choice is automatic, a real one is asked (rulings 9, 11)', () => {
    let s = make(4);
    s.stashes = [stash({ blue: 1, green: 1 }), stash({ white: 1 }), stash(), stash()];
    s = atPlay(s, [ids('D11', 'D06'), ids('D17', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    const log: LogEntry[] = [];
    s = playFirstCards(s, log);
    // Seat 1 (17) resolves first: takes 2 red, its only older disk (white) goes back without asking.
    expect(s.stashes[1]).toEqual(stash({ red: 2 }));
    expect(log.find((e) => e.kind === 'setAside' && e.seat === 1)?.forced).toBe(true);
    // Seat 0 took 2 red and must choose blue or green: the red disks just taken are not offered.
    expect(s.stashes[0]).toEqual(stash({ blue: 1, green: 1, red: 2 }));
    expect(R.status(s).active).toEqual([0]);
    expect(R.actions(s, 0)).toEqual([
      { type: 'setAside', colour: 'blue' },
      { type: 'setAside', colour: 'green' },
    ]);
    const v = view(s, 2);
    expect(v.pending).toMatchObject({ seat: 0, colour: 'red', took: 2, remaining: 1, atPile: 2, setAsideDue: 1 });
    s = act(s, 0, { type: 'setAside', colour: 'green' });
    expect(s.stashes[0]).toEqual(stash({ blue: 1, red: 2 }));
    expect(s.piles[C.red]).toBe(6);
    expect(s.piles[C.white]).toBe(11); // seat 1's white went back
    expect(s.piles[C.green]).toBe(10 - 1 + 1); // seat 2 took one, seat 0 returned one
    expect(s.resolutions.find((r) => r.seat === 0)?.setAside).toEqual(['green']);
  });

  it('older disks of the colour just taken may be set aside, the new ones may not (ruling 10)', () => {
    let s = make(4);
    s.stashes = [stash({ red: 1, blue: 1 }), stash(), stash(), stash()];
    s = atPlay(s, [ids('D11', 'D06'), ids('D05', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    s = playFirstCards(s);
    expect(R.actions(s, 0)).toEqual([
      { type: 'setAside', colour: 'blue' },
      { type: 'setAside', colour: 'red' },
    ]);
    s = act(s, 0, { type: 'setAside', colour: 'red' });
    expect(s.stashes[0]).toEqual(stash({ red: 2, blue: 1 }));
  });

  it('nothing to set aside: the player sets aside nothing (ruling 11)', () => {
    let s = make(4);
    s.stashes = Array.from({ length: 4 }, () => stash());
    s = atPlay(s, [ids('D11', 'D06'), ids('D05', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    s = playFirstCards(s);
    expect(s.stashes[0]).toEqual(stash({ red: 2 }));
    expect(s.stashes[1]).toEqual(stash({ red: 2 }));
    expect(s.resolutions.map((r) => r.setAside.length)).toEqual([0, 0, 0, 0]);
  });

  it('three at a pile (5 players): take three, set aside two, in order', () => {
    let s = make(5);
    s.stashes = [stash({ white: 2 }), stash({ blue: 1 }), stash(), stash(), stash()];
    s = atPlay(s, [ids('D29', 'D06'), ids('D23', 'D06'), ids('D17', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    s = playFirstCards(s);
    expect(s.stashes[0]).toEqual(stash({ red: 3 }));
    expect(s.stashes[1]).toEqual(stash({ red: 3 }));
    expect(s.stashes[2]).toEqual(stash({ red: 3 }));
    expect(s.piles[C.red]).toBe(1);
    expect(s.piles[C.white]).toBe(12);
    expect(s.resolutions.slice(0, 3).map((r) => [r.takeDue, r.setAsideDue])).toEqual([
      [3, 2],
      [3, 2],
      [3, 2],
    ]);
  });

  it('four at a pile of five players: take one, set aside two; the pile running short gives whatever is left (ruling 12)', () => {
    let s = make(5);
    s.piles[C.red] = 3;
    s.stashes = Array.from({ length: 5 }, () => stash());
    s = atPlay(s, [ids('D29', 'D06'), ids('D23', 'D06'), ids('D17', 'D06'), ids('D11', 'D06'), ids('D04', 'D06')], 0);
    s = playFirstCards(s);
    expect(s.resolutions.slice(0, 4).map((r) => [r.seat, r.takeDue, r.took, r.setAsideDue])).toEqual([
      [0, 1, 1, 2],
      [1, 1, 1, 2],
      [2, 1, 1, 2],
      [3, 1, 0, 2],
    ]);
    expect(s.piles[C.red]).toBe(0);
  });

  it.each([4, 5])('all %i players at one pile: nobody takes, each sets aside one (ruling 8)', (n) => {
    let s = make(n);
    s.stashes = Array.from({ length: n }, () => stash({ white: 1 }));
    const reds = ids('D29', 'D23', 'D17', 'D11', 'D05');
    s = atPlay(
      s,
      Array.from({ length: n }, (_, i) => [reds[i] as NumberCardId, 'D06' as NumberCardId]),
      0,
    );
    s = playFirstCards(s);
    expect(s.stashes).toEqual(Array.from({ length: n }, () => stash()));
    expect(s.piles[C.red]).toBe(10);
    expect(s.piles[C.white]).toBe(10 + n);
  });

  it('a disk set aside by an earlier player can be taken by a later one at that pile (ruling 7)', () => {
    let s = make(4);
    s.piles[C.yellow] = 0;
    s.stashes = [stash({ yellow: 1 }), stash(), stash(), stash()];
    // Seat 0 (28, yellow) and seat 1 (22, yellow) share the empty yellow pile... seat 2 and 3 are at red.
    // Use seat 0 at red with seat 3 so it must set one aside, and seat 1 alone at yellow after it.
    s = atPlay(s, [ids('D29', 'D06'), ids('D04', 'D06'), ids('D03', 'D06'), ids('D23', 'D06')], 0);
    s = playFirstCards(s);
    // Order: 0 (29 red), 3 (23 red), 1 (4 yellow), 2 (3 green). Seat 0 returns its yellow (forced), seat 1 then takes it.
    expect(s.stashes[0]).toEqual(stash({ red: 2 }));
    expect(s.stashes[1]).toEqual(stash({ yellow: 1 }));
    expect(s.piles[C.yellow]).toBe(0);
  });
});

describe('end of a turn', () => {
  it('refills left to right, one card per line per pass, new cards at the far end (ruling 4)', () => {
    let s = make(4);
    const deck = s.deck.slice(0, 3);
    s.deck = [...deck];
    s.startPlayer = 0;
    s.pickOrder = [0, 1, 2, 3];
    const l0 = [...(s.lines[0] as Ids)];
    const l1 = [...(s.lines[1] as Ids)];
    s = act(s, 0, { type: 'pick', line: 0 });
    s = act(s, 1, { type: 'pick', line: 0 });
    s = act(s, 2, { type: 'pick', line: 1 });
    s = act(s, 3, { type: 'pick', line: 1 });
    s = playFirstCards(s);
    while (s.phase !== 'pick') {
      const seat = R.status(s).active[0] as Seat;
      s = act(s, seat, R.actions(s, seat)[0] as RaidingAction);
    }
    expect(s.lines[0]).toEqual([...l0.slice(2), deck[0], deck[2]]);
    expect(s.lines[1]).toEqual([...l1.slice(2), deck[1]]);
    expect(s.deck).toEqual([]);
  });

  it('the start player marker passes clockwise', () => {
    let s = atPlay(make(4), [ids('D01', 'D06'), ids('D02', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 3);
    s = playFirstCards(s);
    expect(s.startPlayer).toBe(0);
    expect(s.phase).toBe('pick');
    expect(s.pickOrder).toEqual([0, 1, 2, 3]);
    expect(s.turn).toBe(2);
  });
});

/** Puts a 4-player game at its last turn: one card left in each of the first four lines. */
function lastTurn(s: RaidingState): RaidingState {
  s.deck = [];
  s.lines = [ids('D13'), ids('D14'), ids('D15'), ids('D16'), []];
  s.startPlayer = 0;
  s.pickOrder = [0, 1, 2, 3];
  s.pickIndex = 0;
  s.phase = 'pick';
  return s;
}

function pickAll(s: RaidingState): RaidingState {
  let state = s;
  while (state.phase === 'pick') {
    const seat = R.status(state).active[0] as Seat;
    state = act(state, seat, R.actions(state, seat)[0] as RaidingAction);
  }
  return state;
}

describe('end of the game and scoring', () => {
  it('scores 10 per set of five colours and −1 per loose disk', () => {
    const five = ['white', 'blue', 'green', 'yellow', 'red'] as const;
    expect(scoreStash(stash({ white: 2, blue: 2, green: 2, yellow: 2, red: 3 }), five).points).toBe(19);
    expect(scoreStash(stash({ white: 4 }), five).points).toBe(-4);
    expect(scoreStash(stash(), five).points).toBe(0);
  });

  it('ends when no line has a card at the start of a turn; the last turn is played out (ruling 5)', () => {
    let s = lastTurn(make(4));
    s.stashes = [stash({ white: 1, blue: 1, green: 1, yellow: 1, red: 1 }), stash({ white: 3 }), stash(), stash()];
    s.hands = [
      ids('D01', 'D02', 'D03', 'D04', 'D05'),
      ids('D07', 'D08', 'D09', 'D10', 'D11'),
      ids('N01', 'N02', 'N03', 'N04', 'N05'),
      ids('N07', 'N08', 'N09', 'N10', 'N11'),
    ];
    s = pickAll(s);
    expect(s.phase).toBe('play');
    // Everyone plays a black card and then chooses a different colour.
    s.hands = [ids('D06', 'D01'), ids('D12', 'D01'), ids('D18', 'D01'), ids('D24', 'D01')];
    s = playFirstCards(s);
    expect(s.order).toEqual([3, 2, 1, 0]);
    s = act(s, 3, { type: 'place', colour: 'red' });
    s = act(s, 2, { type: 'place', colour: 'green' });
    s = act(s, 1, { type: 'place', colour: 'blue' });
    const log: LogEntry[] = [];
    s = act(s, 0, { type: 'place', colour: 'white' }, log);
    const st = R.status(s);
    expect(st.finished).toBe(true);
    // Seat 0: one set + 1 white loose = 9; seat 1: 3 white + 1 blue loose = -4; seats 2 and 3: -1.
    expect(st.result?.scores).toEqual({ '0': 9, '1': -4, '2': -1, '3': -1 });
    expect(st.result?.winners).toEqual([0]);
    expect(log.some((e) => e.kind === 'gameEnd')).toBe(true);
    expect(view(s, 1).hands).toHaveLength(4);
  });

  it('when fewer cards remain than players, the first pickers take them and the rest play on (ruling 5)', () => {
    let s = make(4);
    s.deck = [];
    s.lines = [ids('D13'), ids('D14'), [], [], []];
    s.startPlayer = 1;
    s.pickOrder = [1, 2, 3, 0];
    s = pickAll(s);
    expect(s.hands.map((h) => h.length)).toEqual([5, 6, 6, 5]);
    s = playFirstCards(s);
    while (!R.status(s).finished) {
      const seat = R.status(s).active[0] as Seat;
      s = act(s, seat, R.actions(s, seat)[0] as RaidingAction);
    }
    expect(s.hands.map((h) => h.length)).toEqual([4, 5, 5, 4]);
  });

  it('a tie is broken by the highest card left, then the next highest (ruling 13)', () => {
    expect(compareHands(ids('D30', 'D02'), ids('N29', 'D28'), false)).toBeGreaterThan(0);
    expect(compareHands(ids('D30', 'D02'), ids('N30', 'D03'), false)).toBeLessThan(0);
    expect(compareHands(ids('D30', 'D02'), ids('N30', 'N02'), false)).toBe(0);
    expect(compareHands(ids('D30', 'D02'), ids('N30'), false)).toBeGreaterThan(0);
    let s = lastTurn(make(4));
    s.stashes = [stash({ white: 1 }), stash({ blue: 1 }), stash({ green: 3 }), stash({ yellow: 3 })];
    s = pickAll(s);
    s.hands = [ids('D01', 'D30', 'D07'), ids('D02', 'N30', 'D08'), ids('D03', 'D29'), ids('D04', 'D28')];
    s = playFirstCards(s);
    // Everyone alone: seats 0 and 1 have 2 disks (−2), seats 2 and 3 have 4 (−4). Tie 0/1: 30 vs 30, then 7 vs 8.
    const st = R.status(s);
    expect(st.result?.scores).toEqual({ '0': -2, '1': -2, '2': -4, '3': -4 });
    expect(st.result?.winners).toEqual([1]);
    expect(s.result?.decidedBy).toBe('highest-card');
  });

  it('identical numbers left in hand share the win (ruling 13)', () => {
    let s = lastTurn(make(4));
    s.stashes = [stash(), stash(), stash({ green: 3 }), stash({ yellow: 3 })];
    s = pickAll(s);
    s.hands = [ids('D01', 'D30'), ids('D02', 'N30'), ids('D03', 'D29'), ids('D04', 'D28')];
    s = playFirstCards(s);
    expect(R.status(s).result?.winners).toEqual([0, 1]);
    expect(s.result?.decidedBy).toBe('shared');
  });
});

describe('variant: low card starts next turn', () => {
  it('the lowest card of any colour, black included, makes the next start player; ties go nearest the start player (ruling 14)', () => {
    let s = atPlay(make(4, { lowCardStarts: true }), [ids('D09', 'D01'), ids('N06', 'D01'), ids('D06', 'D01'), ids('D11', 'D01')], 3);
    s = playFirstCards(s);
    while (s.phase !== 'pick') {
      const seat = R.status(s).active[0] as Seat;
      s = act(s, seat, R.actions(s, seat)[0] as RaidingAction);
    }
    // Seats 1 and 2 both played 6 (black); from start player 3, seat 1 is nearer (distance 2) than seat 2 (3).
    expect(s.startPlayer).toBe(1);
    expect(s.pickOrder).toEqual([1, 2, 3, 0]);
  });
});

describe('variant: +1/−1 colours', () => {
  it('draws a bonus and a penalty colour among the colours in play (ruling 15)', () => {
    for (let i = 0; i < 20; i++) {
      const s = make(4, { plusMinusColours: true, reducedColours: true }, `pm-${i}`);
      expect(s.bonusColour).not.toBeNull();
      expect(s.penaltyColour).not.toBe(s.bonusColour);
      expect(s.colours).toContain(s.bonusColour);
      expect(s.colours).toContain(s.penaltyColour);
      expect(view(s, null).bonusColour).toBe(s.bonusColour);
    }
    expect(make(4).bonusColour).toBeNull();
  });

  it('loose disks of the bonus colour score +1, of the penalty colour −1, others nothing', () => {
    const five = ['white', 'blue', 'green', 'yellow', 'red'] as const;
    const st = stash({ white: 3, blue: 1, green: 1, yellow: 1, red: 4 });
    expect(scoreStash(st, five, 'white', 'red', true).points).toBe(10 + 2 - 3);
    expect(scoreStash(st, five, 'blue', 'green', true).points).toBe(10);
    expect(scoreStash(st, five, null, null, false).points).toBe(10 - 5);
    let s = lastTurn(make(4, { plusMinusColours: true }));
    s.bonusColour = 'white';
    s.penaltyColour = 'red';
    s.stashes = [stash({ white: 3 }), stash({ red: 1 }), stash({ blue: 4 }), stash()];
    s = pickAll(s);
    s.hands = [ids('D02'), ids('D03'), ids('D04'), ids('D05')];
    for (const h of s.hands) h.push('D06');
    s = playFirstCards(s);
    expect(R.status(s).result?.scores).toEqual({ '0': 3, '1': -1, '2': 0, '3': -1 });
  });
});

describe('variant: accelerator', () => {
  it.each([
    ['x2', 2],
    ['x3', 3],
  ] as const)('%s multiplies every take and set-aside', (accelerator, m) => {
    let s = make(4, { accelerator });
    s.stashes = [stash({ white: 9 }), stash({ white: 9 }), stash(), stash()];
    s.piles[C.white] = 1;
    s = atPlay(s, [ids('D11', 'D06'), ids('D05', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    s = playFirstCards(s);
    const rows = s.resolutions.map((r) => [r.seat, r.takeDue, r.took, r.setAsideDue, r.setAside.length]);
    expect(rows).toEqual([
      [0, 2 * m, 2 * m, m, m],
      // Seat 0 took 2m red; the pile had only 10 - 2m left for seat 1.
      [1, 2 * m, Math.min(2 * m, 10 - 2 * m), m, m],
      [3, m, m, 0, 0],
      [2, m, m, 0, 0],
    ]);
  });

  it('×2 doubles the "all at one pile" row too: nobody takes, each sets aside two', () => {
    let s = make(4, { accelerator: 'x2' });
    s.stashes = Array.from({ length: 4 }, () => stash({ white: 1, blue: 2 }));
    s = atPlay(s, [ids('D29', 'D06'), ids('D23', 'D06'), ids('D17', 'D06'), ids('D11', 'D06')], 0);
    s = playFirstCards(s);
    expect(s.phase).toBe('resolve');
    expect(R.actions(s, 0)).toEqual([
      { type: 'setAside', colour: 'white' },
      { type: 'setAside', colour: 'blue' },
    ]);
    s = act(s, 0, { type: 'setAside', colour: 'blue' });
    // Seat 0 still owes one: white or blue remain.
    expect(R.status(s).active).toEqual([0]);
    s = act(s, 0, { type: 'setAside', colour: 'blue' });
    expect(s.stashes[0]).toEqual(stash({ white: 1 }));
    expect(R.status(s).active).toEqual([1]);
  });
});

describe('variant: extended tiebreaker', () => {
  function tiedEnd(): RaidingState {
    let s = lastTurn(make(4, { extendedTiebreaker: true }));
    s.stashes = [stash({ white: 1, red: 2 }), stash({ blue: 1, red: 2 }), stash({ green: 4 }), stash({ yellow: 4 })];
    s = pickAll(s);
    s.hands = [ids('D01', 'D25', 'D19', 'D13', 'D07', 'N30'), ids('D02', 'D26', 'D20', 'D14', 'D08', 'D30'), ids('D03', 'D09'), ids('D04', 'D10')];
    return playFirstCards(s);
  }

  it('players tied for the win play four more rounds with their hands; only they take part (ruling 18)', () => {
    const s = tiedEnd();
    expect(s.stage).toBe('tiebreak');
    expect(s.tiebreak?.seats).toEqual([0, 1]);
    expect(s.tiebreak?.mainScores).toEqual([-4, -4, -5, -5]);
    expect(R.status(s).active).toEqual([0, 1]);
    expect(R.actions(s, 2)).toEqual([]);
    // The marker passed from seat 0 to seat 1, who is tied: seat 1 starts the extra rounds.
    expect(s.startPlayer).toBe(1);
    expect(s.hands[0]).toHaveLength(5);
  });

  it('two tied players at one pile count as "all players"; the rounds decide between the tied only (ruling 18)', () => {
    let s = tiedEnd();
    // The blue pile is empty (its disks sit with seat 2, who is out of the tiebreak).
    s.stashes = [stash(), stash(), stash({ green: 4, blue: 10 }), stash({ yellow: 4 })];
    s.piles[C.blue] = 0;
    s.hands[0] = ids('D25', 'D19', 'N30', 'D13', 'D07');
    s.hands[1] = ids('D26', 'D14', 'D24', 'D20', 'D08');
    for (const round of [1, 2]) {
      expect(s.tiebreak?.round).toBe(round);
      s = act(s, 0, { type: 'play', card: s.hands[0]?.[0] as NumberCardId });
      s = act(s, 1, { type: 'play', card: s.hands[1]?.[0] as NumberCardId });
    }
    expect(s.stashes[0]).toEqual(stash({ white: 2 }));
    expect(s.stashes[1]).toEqual(stash());
    // Round 3: both on black cards, both choose white: the row for all players, so seat 0 puts one back.
    s = act(s, 0, { type: 'play', card: 'N30' });
    s = act(s, 1, { type: 'play', card: 'D24' });
    expect(s.order).toEqual([0, 1]);
    s = act(s, 0, { type: 'place', colour: 'white' });
    s = act(s, 1, { type: 'place', colour: 'white' });
    expect(s.resolutions.map((r) => [r.seat, r.takeDue, r.setAsideDue, r.setAside.length])).toEqual([
      [0, 0, 1, 1],
      [1, 0, 1, 0],
    ]);
    expect(s.stashes[0]).toEqual(stash({ white: 1 }));
    expect(s.tiebreak?.round).toBe(4);
    s = act(s, 0, { type: 'play', card: 'D13' });
    s = act(s, 1, { type: 'play', card: 'D20' });
    const st = R.status(s);
    expect(st.finished).toBe(true);
    expect(s.result?.tiebreakScores).toEqual({ '0': -2, '1': 0 });
    expect(st.result?.winners).toEqual([1]);
    expect(s.result?.decidedBy).toBe('tiebreak-rounds');
    // The scores reported are those of the game proper.
    expect(st.result?.scores).toEqual({ '0': -4, '1': -4, '2': -5, '3': -5 });
    expect(s.hands[0]).toEqual(['D07']);
  });

  it('still tied after the rounds: the highest card left wins, a day card beating the night card of its number (ruling 19)', () => {
    let s = tiedEnd();
    s.stashes[0] = stash();
    s.stashes[1] = stash();
    s.hands[0] = ids('D01', 'D07', 'D13', 'D19', 'N30');
    s.hands[1] = ids('D02', 'D08', 'D14', 'D20', 'D30');
    for (let round = 0; round < 4; round++) {
      s = act(s, 0, { type: 'play', card: s.hands[0]?.[0] as NumberCardId });
      s = act(s, 1, { type: 'play', card: s.hands[1]?.[0] as NumberCardId });
    }
    expect(s.stashes[0]).toEqual(stash({ white: 4 }));
    expect(s.stashes[1]).toEqual(stash({ blue: 4 }));
    expect(R.status(s).result?.winners).toEqual([1]);
    expect(s.result?.decidedBy).toBe('highest-card');
    expect(compareHands(ids('D30'), ids('N30'), true)).toBeGreaterThan(0);
  });

  it('the first extra round is started by the nearest tied player when the start player is not tied (ruling 18)', () => {
    let s = lastTurn(make(4, { extendedTiebreaker: true }));
    s.startPlayer = 1;
    s.pickOrder = [1, 2, 3, 0];
    s.stashes = [stash({ white: 1, red: 2 }), stash({ green: 4 }), stash({ blue: 1, red: 2 }), stash({ yellow: 4 })];
    s = pickAll(s);
    s.hands = [ids('D01', 'D07', 'D13'), ids('D03', 'D09'), ids('D02', 'D08', 'D14'), ids('D04', 'D10')];
    s = playFirstCards(s);
    // The marker passed from seat 1 to seat 2 (tied): seat 2 starts. Seats 0 and 2 are tied on −4.
    expect(s.tiebreak?.seats).toEqual([0, 2]);
    expect(s.startPlayer).toBe(2);
    let t = lastTurn(make(4, { extendedTiebreaker: true }));
    t.startPlayer = 0;
    t.stashes = [stash({ white: 1, red: 2 }), stash({ green: 4 }), stash({ yellow: 4 }), stash({ blue: 1, red: 2 })];
    t = pickAll(t);
    t.hands = [ids('D01', 'D07', 'D13'), ids('D03', 'D09'), ids('D04', 'D10'), ids('D02', 'D08', 'D14')];
    t = playFirstCards(t);
    // The marker passed from seat 0 to seat 1, who is not tied: the nearest tied player clockwise is seat 3.
    expect(t.tiebreak?.seats).toEqual([0, 3]);
    expect(t.startPlayer).toBe(3);
  });

  it('a last card is played automatically, and the rounds stop when a tied player has no card (ruling 23)', () => {
    let s = tiedEnd();
    s.hands[0] = ids('D25');
    s.hands[1] = ids('D26', 'D14');
    const log: LogEntry[] = [];
    s = act(s, 1, { type: 'play', card: 'D26' }, log);
    expect(log.find((e) => e.kind === 'play' && e.seat === 0)?.forced).toBe(true);
    expect(R.status(s).finished).toBe(true);
    expect(s.tiebreak?.round).toBe(2);
    expect(s.hands[0]).toEqual([]);
    expect(s.hands[1]).toEqual(['D14']);
  });

  it('without the variant the same tie goes straight to the cards in hand', () => {
    let s = lastTurn(make(4));
    s.stashes = [stash({ white: 1, red: 2 }), stash({ blue: 1, red: 2 }), stash({ green: 4 }), stash({ yellow: 4 })];
    s = pickAll(s);
    s.hands = [ids('D01', 'N30'), ids('D02', 'D29'), ids('D03', 'D09'), ids('D04', 'D10')];
    s = playFirstCards(s);
    expect(R.status(s).finished).toBe(true);
    expect(R.status(s).result?.winners).toEqual([0]);
  });
});

describe('variant: reduced colours', () => {
  it('4 players: one random colour is removed with its disks and cards; a set needs the four left (ruling 16)', () => {
    const removed = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = make(4, { reducedColours: true }, `rc-${i}`);
      expect(s.colours).toHaveLength(4);
      expect(s.removedColours).toHaveLength(1);
      const gone = s.removedColours[0] as string;
      removed.add(gone);
      expect(s.piles[C[gone as 'red']]).toBe(0);
      const inGame = [...s.deck, ...s.lines.flat(), ...s.hands.flat()];
      expect(inGame).toHaveLength(50);
      expect(inGame.some((id) => numberCard(id).colour === gone)).toBe(false);
      expect(inGame.filter((id) => numberCard(id).colour === 'black')).toHaveLength(10);
      expect(view(s, null).removedColours).toEqual([gone]);
    }
    expect(removed.size).toBeGreaterThan(2);
    expect(scoreStash(stash({ white: 1, blue: 1, green: 1, yellow: 1 }), ['white', 'blue', 'green', 'yellow']).points).toBe(10);
  });

  it('black-card players may only choose colours in play', () => {
    let s = make(4, { reducedColours: true });
    s.colours = ['white', 'blue', 'green', 'yellow'];
    s = atPlay(s, [ids('D30', 'D01'), ids('D01', 'D02'), ids('D02', 'D03'), ids('D03', 'D04')], 0);
    s = playFirstCards(s);
    expect(R.actions(s, 0).map((a) => (a as { colour: string }).colour)).toEqual(['white', 'blue', 'green', 'yellow']);
    expect(play(R, s, 0, { type: 'place', colour: 'red' }).ok).toBe(false);
  });
});

describe('variant: 2–3 players', () => {
  it.each([2, 3])('%i players: three colours, low card starts and accelerator ×2 are switched on (ruling 17)', (n) => {
    const s = make(n, { twoThreePlayers: true });
    expect(s.colours).toHaveLength(3);
    expect(s.rules.lowCardStarts).toBe(true);
    expect(s.rules.multiplier).toBe(2);
    expect([...s.deck, ...s.lines.flat(), ...s.hands.flat()]).toHaveLength(40);
    for (const line of s.lines) expect(line).toHaveLength(n);
  });

  it('2 players at one pile: the "all players" row, doubled', () => {
    let s = make(2, { twoThreePlayers: true });
    const c = s.colours[0] as 'white';
    const card = numberCardIds((x) => x.colour === c && x.half === 'day');
    s.stashes = [stash({ [s.colours[1] as string]: 3 }), stash({ [s.colours[1] as string]: 1 })];
    s = atPlay(
      s,
      [
        [card[4] as NumberCardId, 'D06'],
        [card[0] as NumberCardId, 'D06'],
      ],
      0,
    );
    s = playFirstCards(s);
    expect(s.resolutions.map((r) => [r.takeDue, r.setAsideDue, r.setAside.length])).toEqual([
      [0, 2, 2],
      [0, 2, 1],
    ]);
  });
});

describe('variant: hidden stash', () => {
  it("other players' disks and set-aside colours stay secret until the end; takes stay public (ruling 20)", () => {
    let s = make(4, { hiddenStash: true });
    s.stashes = [stash({ blue: 1, green: 1 }), stash({ white: 1 }), stash(), stash()];
    s = atPlay(s, [ids('D11', 'D06'), ids('D17', 'D06'), ids('D03', 'D06'), ids('D04', 'D06')], 0);
    const log: LogEntry[] = [];
    s = playFirstCards(s, log);
    const other = view(s, 2);
    expect(other.stashes[0]).toBeNull();
    expect(other.stashes[2]).toEqual(rec());
    expect(other.scores[0]).toBeNull();
    expect(other.stashCounts).toEqual([4, 2, 0, 0]);
    expect(other.pending?.returnable).toBeUndefined();
    expect(view(s, 0).pending?.returnable).toEqual(rec({ blue: 1, green: 1 }));
    expect(view(s, null).stashes).toEqual([null, null, null, null]);
    s = act(s, 0, { type: 'setAside', colour: 'green' }, log);
    for (const e of log.filter((x) => x.kind === 'setAside')) {
      expect(e.colours).toBeUndefined();
      expect(e.text).not.toMatch(/white|green|blue/);
    }
    expect(log.find((e) => e.kind === 'take' && e.seat === 0)?.colour).toBe('red');
    const after = view(s, 3);
    expect(after.resolutions.find((r) => r.seat === 0)?.setAside).toBeUndefined();
    expect(after.resolutions.find((r) => r.seat === 0)?.setAsideCount).toBe(1);
    expect(view(s, 0).resolutions.find((r) => r.seat === 0)?.setAside).toEqual(['green']);
  });

  it('everything is shown once the game is over', () => {
    let s = lastTurn(make(4, { hiddenStash: true }));
    s.stashes = [stash({ white: 2 }), stash(), stash(), stash()];
    s = pickAll(s);
    s = playFirstCards(s);
    while (!R.status(s).finished) {
      const seat = R.status(s).active[0] as Seat;
      s = act(s, seat, R.actions(s, seat)[0] as RaidingAction);
    }
    const v = view(s, 3);
    expect(v.stashes[0]).not.toBeNull();
    expect(v.stashes.every((x) => x !== null)).toBe(true);
  });
});

describe('views', () => {
  it('hide the deck, other hands and the rng; show the lines, piles and counts', () => {
    const s = make(5);
    const v = view(s, 2);
    const json = JSON.stringify(v);
    for (const id of s.deck) expect(json).not.toContain(`"${id}"`);
    for (const [seat, h] of s.hands.entries()) {
      if (seat === 2) continue;
      for (const id of h) expect(json).not.toContain(`"${id}"`);
    }
    expect(json).not.toContain('rng');
    expect(v.hand).toEqual(s.hands[2]);
    expect(v.lines).toEqual(s.lines);
    expect(v.handCounts).toEqual([5, 5, 5, 5, 5]);
    expect(v.deckCount).toBe(10);
    expect(view(s, null).hand).toBeUndefined();
    const full = R.revealedView(s) as { deck: Ids; hands: Ids[] };
    expect(full.deck).toEqual(s.deck);
    expect(full.hands).toEqual(s.hands);
  });
});

describe('stages of the flow', () => {
  it('are read from the stored phase and indices, with their facts', () => {
    const s = make(4);
    expect(stageOf(s)).toEqual({ kind: 'pick', seat: s.startPlayer });
    s.pickIndex = s.pickOrder.length;
    expect(stageOf(s)).toEqual({ kind: 'picks-done' });
    s.phase = 'place';
    s.order = [2, 0];
    s.placements = [null, null, 'red', null];
    s.placeIndex = 0;
    expect(stageOf(s)).toEqual({ kind: 'place', seat: 2, placedByCard: true });
    s.placeIndex = 1;
    expect(stageOf(s)).toEqual({ kind: 'place', seat: 0, placedByCard: false });
    s.placeIndex = 2;
    expect(stageOf(s)).toEqual({ kind: 'places-done' });
    s.phase = 'resolve';
    s.resolveIndex = 1;
    expect(stageOf(s)).toEqual({ kind: 'take', seat: 0 });
    s.pending = { seat: 0, colour: 'red', took: 2, remaining: 1 };
    expect(stageOf(s)).toEqual({ kind: 'set-aside', pending: s.pending });
    s.pending = null;
    s.resolveIndex = 2;
    expect(stageOf(s)).toEqual({ kind: 'turn-end' });
  });

  it('throw on a fact that is missing: a revealed card, a hand', () => {
    const s = make(4);
    s.played = [null, null, null, null];
    expect(() => playedBy(s, 1)).toThrow(/the card a participant revealed/);
    expect(() => handOf(s, 7)).toThrow(/the hand of a seat/);
  });
});
