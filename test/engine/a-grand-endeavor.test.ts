/**
 * Scripted scenarios for A Grand Endeavor: one or more per rule and per ruling
 * of docs/rules/a-grand-endeavor.md (ruling numbers are in the test names).
 * Seats of a 3-player table: 0 white, 1 blue, 2 green.
 */
import { describe, expect, it } from 'vitest';
import { aGrandEndeavor as G } from '@engine/a-grand-endeavor';
import {
  type GrandEndeavorAction,
  type GrandEndeavorState,
  type Project,
  type SiteTrack,
  builtBy,
  claimedBy,
  hasCapDisk,
  isNeutralLintel,
} from '@engine/a-grand-endeavor/flow';
import { countPairs, longRuns, runLengths, scoreTable } from '@engine/a-grand-endeavor/scoring';
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { ALL_CARD_IDS, type CardId } from '@engine/core/components';
import { play } from '@engine/core/play';
import { createRng, randomInt } from '@engine/core/prng';
import type { LogEntry, Seat } from '@engine/core/ruleset';

type S = GrandEndeavorState;

function make(players = 3, seed = 'scripted'): S {
  expect(G.checkSetup(players, {})).toBeNull();
  return G.setup(seed, players, {});
}

/** Runs one action through the single door; fails the test on a refusal. */
function act(s: S, seat: Seat, action: GrandEndeavorAction, log?: LogEntry[]): S {
  const r = play<S>(G, s, seat, action);
  if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)}: ${r.error.message}`);
  log?.push(...r.log);
  return r.state;
}

function refused(s: S, seat: Seat, action: GrandEndeavorAction): string {
  const r = play<S>(G, s, seat, action);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error.code;
}

/** Takes a card out of wherever it is (deck or a hand) and gives it to `seat`. */
function give(s: S, seat: Seat, ...cards: CardId[]): void {
  for (const id of cards) {
    const inDeck = s.deck.indexOf(id);
    if (inDeck >= 0) s.deck.splice(inDeck, 1);
    else {
      const holder = s.seats.find((p) => p.hand.includes(id));
      const slot = s.available.indexOf(id);
      if (holder) holder.hand.splice(holder.hand.indexOf(id), 1);
      else if (slot >= 0) s.available[slot] = s.deck.shift() ?? null;
      else throw new Error(`${id} is not free to give`);
    }
    s.seats[seat]?.hand.push(id);
  }
}

/** Empties every hand into the deck, so a test starts from known hands. */
function clearHands(s: S): void {
  for (const p of s.seats) {
    s.deck.push(...p.hand);
    p.hand = [];
    if (p.project) {
      if (p.project.site) setChar(s, 'claimedBy', p.project.site.track, p.project.site.space, '.');
      s.deck.push(p.project.card);
      p.project = null;
    }
  }
}

/** Sets the three available projects, returning the previous ones to the deck. */
function setAvailable(s: S, cards: (CardId | null)[]): void {
  s.deck.push(...s.available.filter((x): x is CardId => x !== null));
  s.deck = s.deck.filter((id) => !cards.includes(id));
  s.available = [...cards];
}

function setChar(s: S, field: 'claimedBy' | 'builtBy', track: SiteTrack, space: number, ch: string): void {
  const text = s.board[field][track];
  s.board[field][track] = text.slice(0, space - 1) + ch + text.slice(space);
}

/** Marks a space developed by `seat` (a lintel of the seat's own colour on the ring). */
function build(s: S, track: SiteTrack, space: number, seat: Seat): void {
  setChar(s, 'builtBy', track, space, String(seat));
}

/** Puts `seat` at its Commit phase with exactly these cards in hand. */
function atCommit(s: S, seat: Seat, ...cards: CardId[]): S {
  s.turn = seat;
  s.step = { kind: 'commit' };
  const p = s.seats[seat];
  if (!p) throw new Error('no seat');
  s.deck.push(...p.hand);
  p.hand = [];
  give(s, seat, ...cards);
  return s;
}

/**
 * Hands the turn to `seat`: the seat before it commits a spare face-down day
 * card (which it keeps as its project), and `seat`'s turn begins as in play.
 */
function passTo(s: S, seat: Seat, log?: LogEntry[]): S {
  const prev = (seat + s.players - 1) % s.players;
  const p = s.seats[prev];
  if (!p) throw new Error('no seat');
  if (p.project) {
    if (p.project.site) throw new Error('passTo would drop a claimed project');
    s.deck.push(p.project.card);
    p.project = null;
  }
  const kept = p.hand;
  p.hand = [];
  const spare = s.deck.find((id) => id.startsWith('D')) as CardId;
  s.deck.splice(s.deck.indexOf(spare), 1);
  p.hand = [spare];
  p.removed = false;
  s.turn = prev;
  s.step = { kind: 'commit' };
  const next = act(s, prev, { type: 'commit', card: spare }, log);
  const q = next.seats[prev];
  if (q) {
    next.deck = next.deck.filter((id) => !kept.includes(id));
    q.hand = kept;
  }
  return next;
}

function project(card: CardId, extra: Partial<Project> = {}): Project {
  return { card, faceUp: true, site: null, carved: false, pieces: 0, capped: false, capDisk: false, justUsurped: false, ...extra };
}

/** Gives `seat` a face-up project already standing on a claimed site. */
function onSite(s: S, seat: Seat, card: CardId, track: SiteTrack, space: number, extra: Partial<Project> = {}): void {
  const p = s.seats[seat];
  if (!p) throw new Error('no seat');
  const inDeck = s.deck.indexOf(card);
  if (inDeck >= 0) s.deck.splice(inDeck, 1);
  else give(s, seat, card), p.hand.splice(p.hand.indexOf(card), 1);
  p.project = project(card, { site: { track, space }, ...extra });
  setChar(s, 'claimedBy', track, space, String(seat));
}

const claims = (s: S, seat: Seat) =>
  G.actions(s, seat)
    .filter((a) => a.type === 'claim')
    .map((a) => (a.type === 'claim' ? `${a.track}:${a.space}` : ''));
const types = (s: S, seat: Seat) => [...new Set(G.actions(s, seat).map((a) => a.type))].sort();
const viewOf = (s: S, seat: Seat | null) => G.view(s, seat) as GrandEndeavorView;

function cardsConserved(s: S): void {
  const all = [
    ...s.deck,
    ...s.available.filter((x): x is CardId => x !== null),
    ...s.removedCards,
    ...s.seats.flatMap((p) => [...p.hand, ...(p.project ? [p.project.card] : [])]),
  ].sort();
  expect(all).toEqual([...ALL_CARD_IDS].sort());
}

/** Seat 0 at its turn, its hand empty but for D02, its project (N19) on outer-ring space 19: the lintel is built this turn. */
function lintelDue() {
  const s = make();
  clearHands(s);
  onSite(s, 0, 'N19', 'outerRing', 19);
  give(s, 0, 'D02');
  return passTo(s, 0);
}

// ------------------------------------------------------------------ setup

describe('setup', () => {
  it('R1 player counts: 3 to 5 only', () => {
    for (const n of [2, 6]) expect(G.checkSetup(n, {})?.code).toBe('invalid_options');
    for (const n of [3, 4, 5]) expect(G.checkSetup(n, {})).toBeNull();
  });

  it('R2 materials: 8/6/5 lintels by player count, ten bluestones each, community pile and influence disks', () => {
    for (const [n, lintels] of [
      [3, 8],
      [4, 6],
      [5, 5],
    ] as const) {
      const s = make(n);
      expect(s.seats.map((p) => p.lintels)).toEqual(Array(n).fill(lintels));
      expect(s.seats.map((p) => p.bluestones)).toEqual(Array(n).fill(10));
      expect(s.seats.map((p) => p.colour)).toEqual(['white', 'blue', 'green', 'yellow', 'red'].slice(0, n));
      expect(s.community).toEqual({ lintels: 10, trilithonPieces: 15 });
      expect(s.influenceSupply).toBe(10);
      expect(s.neutralOwner).toBeNull();
      cardsConserved(s);
    }
  });

  it('R3 deal: three cards each, three available projects, the rest face down; a random first player', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const s = make(4, `deal-${i}`);
      starts.add(s.startPlayer);
      expect(s.available.filter((x) => x !== null)).toHaveLength(3);
      for (const [seat, p] of s.seats.entries()) {
        // The first player has already moved into their Commit phase.
        if (seat !== s.startPlayer) expect(p.hand).toHaveLength(3);
      }
      const inPlay = s.seats.reduce((n, p) => n + p.hand.length + (p.project ? 1 : 0), 0);
      expect(s.deck.length + inPlay + 3 + s.removedCards.length).toBe(65);
    }
    expect(starts.size).toBeGreaterThan(1);
  });
});

// ------------------------------------------------------------------ committing and claiming

describe('commit phase and the first time a card faces up', () => {
  it('R4 a day card is played face down, hidden from the others, and turns up the next turn to claim a site', () => {
    let s = make();
    clearHands(s);
    atCommit(s, 0, 'D07', 'N02');
    const commitLog: LogEntry[] = [];
    s = act(s, 0, { type: 'commit', card: 'D07' }, commitLog);
    expect(s.seats[0]?.project?.faceUp).toBe(false);
    expect(JSON.stringify(commitLog)).not.toContain('D07');
    expect(viewOf(s, 1).seats[0]?.project).toMatchObject({ card: null, faceUp: false, kind: 'unknown' });
    expect(JSON.stringify(viewOf(s, 1))).not.toContain('"D07"');
    expect(JSON.stringify(viewOf(s, null))).not.toContain('"D07"');
    expect(viewOf(s, 0).seats[0]?.project?.card).toBe('D07');
    s = passTo(s, 0);
    expect(s.seats[0]?.project?.faceUp).toBe(true);
    expect(s.step).toEqual({ kind: 'claim', reason: 'turn-up' });
    expect(claims(s, 0)).toEqual(['outerRing:1', 'outerRing:7', 'outerRing:13', 'outerRing:19', 'outerRing:25']);
    s = act(s, 0, { type: 'claim', track: 'outerRing', space: 13 });
    expect(claimedBy(s, 'outerRing', 13)).toBe(0);
    expect(viewOf(s, 2).seats[0]?.druid).toEqual({ at: 'site', site: { track: 'outerRing', space: 13 } });
    expect(s.step.kind).toBe('draw');
  });

  it('R5 a night card is played face up and claims its site at once', () => {
    let s = make();
    clearHands(s);
    atCommit(s, 1, 'N08');
    s = act(s, 1, { type: 'commit', card: 'N08' });
    expect(s.step).toEqual({ kind: 'claim', reason: 'commit' });
    expect(claims(s, 1)).toEqual(['outerRing:2', 'outerRing:8', 'outerRing:14', 'outerRing:20', 'outerRing:26']);
    s = act(s, 1, { type: 'claim', track: 'outerRing', space: 20 });
    expect(claimedBy(s, 'outerRing', 20)).toBe(1);
    expect(s.turn).toBe(2);
  });

  it('R6 claimed or developed spaces cannot be claimed; one remaining site is claimed without asking', () => {
    let s = make();
    clearHands(s);
    for (const n of [1, 7, 13]) build(s, 'outerRing', n, 1);
    onSite(s, 2, 'N19', 'outerRing', 19);
    atCommit(s, 0, 'N25');
    s = act(s, 0, { type: 'commit', card: 'N25' });
    // Only space 25 is left for white: the claim is made automatically and the turn passes.
    expect(claimedBy(s, 'outerRing', 25)).toBe(0);
    expect(s.turn).toBe(1);
  });

  it('R7 bluestone spaces are open only once the numbered space of the card is developed', () => {
    let s = make();
    clearHands(s);
    atCommit(s, 0, 'N07');
    s = act(s, 0, { type: 'commit', card: 'N07' });
    expect(claims(s, 0).some((c) => c.startsWith('bluestones'))).toBe(false);
    s = make();
    clearHands(s);
    build(s, 'outerRing', 7, 1);
    atCommit(s, 0, 'N07');
    s = act(s, 0, { type: 'commit', card: 'N07' });
    const options = claims(s, 0);
    expect(options.filter((c) => c.startsWith('outerRing'))).toEqual(['outerRing:1', 'outerRing:13', 'outerRing:19', 'outerRing:25']);
    expect(options.filter((c) => c.startsWith('bluestones'))).toHaveLength(20);
  });

  it('R8 a player whose bluestones are all built cannot claim a bluestone space', () => {
    const s = make();
    clearHands(s);
    for (const n of [1, 7, 13, 19, 25]) build(s, 'outerRing', n, 1);
    s.seats[0]!.bluestones = 0;
    atCommit(s, 0, 'N07', 'D01');
    // The night 7 has no site at all for this player: it cannot be played face up.
    expect(G.actions(s, 0)).toEqual([{ type: 'commit', card: 'D01' }]);
  });

  it('R9 trilithon cards are forced: committed at once, face up, onto a trilithon space', () => {
    let s = make();
    clearHands(s);
    atCommit(s, 0, 'N07', 'T-red', 'D02');
    expect(G.actions(s, 0)).toEqual([{ type: 'commit', card: 'T-red' }]);
    s = act(s, 0, { type: 'commit', card: 'T-red' });
    expect(claims(s, 0)).toEqual(['trilithons:1', 'trilithons:2', 'trilithons:3', 'trilithons:4', 'trilithons:5']);
  });

  it('R10 only one project at a time: a committed player skips the Commit phase', () => {
    let s = lintelDue();
    // Lintel built, project over: the player draws then must commit a new one.
    expect(s.step.kind).toBe('draw');
    s = make();
    clearHands(s);
    onSite(s, 0, 'N08', 'bluestones', 3);
    build(s, 'outerRing', 8, 1);
    give(s, 0, 'D02', 'D03');
    s = passTo(s, 0);
    // Carving leaves the project running, hand + project = 3: no draw, no commit.
    expect(s.turn).toBe(1);
  });
});

// ------------------------------------------------------------------ construction

describe('construction phase', () => {
  it('R11 constructing a lintel: piece from the pile, space developed, card out of the game, Druid off the board', () => {
    let s = make();
    clearHands(s);
    onSite(s, 1, 'N14', 'outerRing', 14);
    const log: LogEntry[] = [];
    s = passTo(s, 1, log);
    expect(builtBy(s, 'outerRing', 14)).toBe(1);
    expect(claimedBy(s, 'outerRing', 14)).toBeNull();
    expect(s.seats[1]?.lintels).toBe(7);
    expect(s.seats[1]?.project).toBeNull();
    expect(s.removedCards).toContain('N14');
    expect(viewOf(s, 0).seats[1]?.druid).toEqual({ at: 'off-board' });
    expect(log.some((e) => e.kind === 'construct' && e.piece === 'lintel')).toBe(true);
    cardsConserved(s);
  });

  it("R12 a lintel on a space of the builder's colour earns 1 influence; other colours earn none", () => {
    let s = make();
    clearHands(s);
    onSite(s, 1, 'N14', 'outerRing', 14);
    s = passTo(s, 1);
    expect(s.seats[1]?.influence).toBe(1);
    expect(s.influenceSupply).toBe(9);
    s = make();
    clearHands(s);
    onSite(s, 1, 'N15', 'outerRing', 15);
    s = passTo(s, 1);
    expect(s.seats[1]?.influence).toBe(0);
  });

  it('ruling 9: influence is the ten neutral disks; with none left, building on your colour earns nothing', () => {
    let s = make();
    clearHands(s);
    s.influenceSupply = 0;
    s.seats[0]!.influence = 10;
    onSite(s, 1, 'N14', 'outerRing', 14);
    s = passTo(s, 1);
    expect(s.seats[1]?.influence).toBe(0);
    expect(s.influenceSupply).toBe(0);
  });

  it('R13 carving then constructing a bluestone takes two days', () => {
    let s = make();
    clearHands(s);
    build(s, 'outerRing', 8, 0);
    onSite(s, 1, 'D08', 'bluestones', 5);
    s = passTo(s, 1);
    expect(s.seats[1]?.project?.carved).toBe(true);
    expect(s.seats[1]?.bluestones).toBe(9);
    expect(builtBy(s, 'bluestones', 5)).toBeNull();
    s.seats[1]!.hand = [];
    s = passTo(s, 1);
    expect(builtBy(s, 'bluestones', 5)).toBe(1);
    expect(s.seats[1]?.project).toBeNull();
    expect(s.removedCards).toContain('D08');
  });

  it('R14 trilithon: three pieces on three days, a bluestone on the capstone, then construction', () => {
    let s = make();
    clearHands(s);
    onSite(s, 2, 'T-red', 'trilithons', 3);
    for (let day = 1; day <= 3; day++) {
      s.seats[2]!.hand = [];
      s = passTo(s, 2);
      expect(s.seats[2]?.project?.pieces).toBe(day);
      expect(s.community.trilithonPieces).toBe(15 - day);
    }
    s.seats[2]!.hand = [];
    s = passTo(s, 2);
    expect(s.seats[2]?.project).toMatchObject({ capped: true, capDisk: true });
    expect(s.seats[2]?.bluestones).toBe(9);
    s.seats[2]!.hand = [];
    s = passTo(s, 2);
    expect(builtBy(s, 'trilithons', 3)).toBe(2);
    expect(hasCapDisk(s, 3)).toBe(true);
    expect(s.removedCards).toContain('T-red');
    expect(scoreTable(s)[2]).toMatchObject({ trilithons: 1, bluestones: 0, total: 7 });
  });

  it('ruling 3: a player with no bluestone left still claims the trilithon, with an empty capstone', () => {
    let s = make();
    clearHands(s);
    s.seats[2]!.bluestones = 0;
    onSite(s, 2, 'T-red', 'trilithons', 3, { pieces: 3 });
    s.community.trilithonPieces = 12;
    s = passTo(s, 2);
    expect(s.seats[2]?.project).toMatchObject({ capped: true, capDisk: false });
    s.seats[2]!.hand = [];
    s = passTo(s, 2);
    expect(builtBy(s, 'trilithons', 3)).toBe(2);
    expect(hasCapDisk(s, 3)).toBe(false);
  });

  it('R15 out of lintels: build from the community pile; the first to do so owns the neutral colour', () => {
    let s = make();
    clearHands(s);
    s.seats[1]!.lintels = 0;
    s.seats[2]!.lintels = 0;
    onSite(s, 1, 'N14', 'outerRing', 14);
    onSite(s, 2, 'N15', 'outerRing', 15);
    s = passTo(s, 1);
    expect(s.neutralOwner).toBe(1);
    expect(isNeutralLintel(s, 14)).toBe(true);
    expect(s.community.lintels).toBe(9);
    s.seats[1]!.hand = ['D01' as CardId].filter(() => false);
    s = passTo(s, 2);
    expect(s.neutralOwner).toBe(1);
    expect(isNeutralLintel(s, 15)).toBe(true);
    expect(s.community.lintels).toBe(8);
    // Blue built on a blue space with a neutral lintel: influence still counts (ruling 8).
    expect(s.seats[1]?.influence).toBe(1);
  });

  it('ruling 7: an outer-ring claim needs a lintel not already promised to another claim', () => {
    const s = make();
    clearHands(s);
    s.seats[1]!.lintels = 0;
    s.seats[2]!.lintels = 0;
    s.community.lintels = 1;
    onSite(s, 1, 'N14', 'outerRing', 14);
    atCommit(s, 2, 'N15', 'D03');
    expect(G.actions(s, 2)).toEqual([{ type: 'commit', card: 'D03' }]);
    s.community.lintels = 2;
    expect(G.actions(s, 2)).toContainEqual({ type: 'commit', card: 'N15' });
  });

  it('R16 dead card: a dead night card cannot be played; a dead day card that turns up leaves the game', () => {
    let s = make();
    clearHands(s);
    for (const n of [1, 7, 13, 19, 25]) build(s, 'outerRing', n, 1);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, 2);
    atCommit(s, 0, 'N07', 'D01');
    expect(G.actions(s, 0)).toEqual([{ type: 'commit', card: 'D01' }]);
    const log: LogEntry[] = [];
    s = act(s, 0, { type: 'commit', card: 'D01' });
    s = passTo(s, 0, log);
    expect(s.removedCards).toContain('D01');
    expect(log.find((e) => e.kind === 'turn-up')?.text).toContain('dead card');
  });

  it('ruling 6: a day card that turns up with every site of its own taken by others also leaves the game', () => {
    let s = make();
    clearHands(s);
    for (const n of [7, 13, 19, 25]) build(s, 'outerRing', n, 2);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, 2);
    onSite(s, 1, 'N01', 'outerRing', 1);
    s.deck.splice(s.deck.indexOf('D19'), 1);
    s.seats[0]!.project = project('D19', { faceUp: false });
    const log: LogEntry[] = [];
    s = passTo(s, 0, log);
    expect(s.removedCards).toContain('D19');
    expect(log.find((e) => e.kind === 'turn-up')?.text).toContain('no site is free');
  });
});

// ------------------------------------------------------------------ draw

describe('draw phase', () => {
  it('R17 draw up to three cards counting the project, from the available projects or the deck; refill at the end', () => {
    let s = make();
    clearHands(s);
    setAvailable(s, ['N02', 'N03', 'N04']);
    onSite(s, 0, 'N20', 'outerRing', 20);
    s.deck = ['N10', 'N11', 'N12', ...s.deck.filter((id) => !['N10', 'N11', 'N12'].includes(id))];
    s = passTo(s, 0);
    // Lintel built: hand 0, no project, so three draws.
    expect(s.step.kind).toBe('draw');
    expect(G.actions(s, 0)).toEqual([{ type: 'take', card: 'N02' }, { type: 'take', card: 'N03' }, { type: 'take', card: 'N04' }, { type: 'draw' }]);
    s = act(s, 0, { type: 'take', card: 'N03' });
    expect(s.available).toEqual(['N02', null, 'N04']);
    s = act(s, 0, { type: 'draw' });
    expect(s.seats[0]?.hand).toEqual(['N03', 'N10']);
    s = act(s, 0, { type: 'take', card: 'N02' });
    // End of the Draw phase: the two emptied slots are refilled from the top of the deck.
    expect(s.available).toEqual(['N11', 'N12', 'N04']);
    expect(s.step.kind).toBe('commit');
    expect(JSON.stringify(viewOf(s, 1))).not.toContain('"N10"');
    cardsConserved(s);
  });

  it('R18 a face-up trilithon must be taken by the next player to draw', () => {
    let s = make();
    clearHands(s);
    setAvailable(s, ['N02', 'T-blue', 'N04']);
    onSite(s, 0, 'N20', 'outerRing', 20);
    s = passTo(s, 0);
    // The only allowed draw was made without asking; the next draw is free again.
    expect(s.seats[0]?.hand).toEqual(['T-blue']);
    expect(s.step.kind).toBe('draw');
    expect(G.actions(s, 0)).toContainEqual({ type: 'draw' });
  });

  it('ruling 11: a player who draws nothing is not forced to take the trilithon', () => {
    let s = make();
    clearHands(s);
    setAvailable(s, ['N02', 'T-blue', 'N04']);
    onSite(s, 0, 'N08', 'bluestones', 2);
    build(s, 'outerRing', 8, 1);
    give(s, 0, 'D03', 'D05');
    s = passTo(s, 0);
    expect(s.seats[0]?.hand).toEqual(['D03', 'D05']);
    // White drew nothing; blue, the next to draw, had to take the trilithon.
    expect(s.seats[1]?.hand.includes('T-blue') || s.seats[1]?.project?.card === 'T-blue').toBe(true);
  });

  it('R19 hand limit: never more than three cards in possession', () => {
    let s = lintelDue();
    let guard = 0;
    while (s.turn === 0 && s.step.kind === 'draw' && guard++ < 5) s = act(s, 0, { type: 'draw' });
    expect(s.seats[0]?.hand).toHaveLength(3);
  });
});

// ------------------------------------------------------------------ usurping

describe('usurping a trilithon project', () => {
  function withTrilithon(): S {
    const s = make();
    clearHands(s);
    // Blue holds the red trilithon on T2 with one piece collected.
    onSite(s, 1, 'T-red', 'trilithons', 2, { pieces: 1 });
    s.community.trilithonPieces = 14;
    return s;
  }

  it('R20 the three trade conditions: two of the trilithon colour, two of the holder colour, or one of each', () => {
    const s = withTrilithon();
    atCommit(s, 0, 'N05', 'N11', 'N08');
    const usurps = G.actions(s, 0).filter((a) => a.type === 'usurp');
    expect(usurps).toEqual([
      { type: 'usurp', from: 1, cards: ['N05', 'N08'] },
      { type: 'usurp', from: 1, cards: ['N05', 'N11'] },
      { type: 'usurp', from: 1, cards: ['N08', 'N11'] },
    ]);
    atCommit(s, 0, 'N02', 'N14', 'D01');
    expect(G.actions(s, 0).filter((a) => a.type === 'usurp')).toEqual([{ type: 'usurp', from: 1, cards: ['N02', 'N14'] }]);
  });

  it("R20 cards of other colours (black, white, the usurper's own) do not make a valid trade", () => {
    const s = withTrilithon();
    atCommit(s, 0, 'N05', 'N06', 'N01');
    expect(G.actions(s, 0).filter((a) => a.type === 'usurp')).toEqual([]);
    expect(refused(s, 0, { type: 'usurp', from: 1, cards: ['N05', 'N06'] })).toBe('illegal_action');
  });

  it('R21 the holder receives the two cards and puts one of them on the bottom of the deck; the usurper takes the whole project', () => {
    let s = withTrilithon();
    give(s, 1, 'D09');
    atCommit(s, 0, 'N05', 'N11', 'D01');
    s = act(s, 0, { type: 'usurp', from: 1, cards: ['N05', 'N11'] });
    expect(G.status(s).active).toEqual([1]);
    expect(G.actions(s, 1)).toEqual([
      { type: 'discard', card: 'N05' },
      { type: 'discard', card: 'N11' },
    ]);
    expect(viewOf(s, 1).received).toEqual(['N05', 'N11']);
    expect(viewOf(s, 2).received).toBeUndefined();
    s = act(s, 1, { type: 'discard', card: 'N11' });
    expect(s.deck.at(-1)).toBe('N11');
    expect(s.seats[1]?.hand.sort()).toEqual(['D09', 'N05']);
    expect(s.seats[1]?.project).toBeNull();
    expect(s.seats[0]?.project).toMatchObject({ card: 'T-red', pieces: 1, site: { track: 'trilithons', space: 2 } });
    expect(claimedBy(s, 'trilithons', 2)).toBe(0);
    expect(s.seats[0]?.hand).toEqual(['D01']);
    expect(s.turn).toBe(1);
    cardsConserved(s);
  });

  it('R22 a claimed (capped) trilithon can no longer be usurped', () => {
    const s = withTrilithon();
    s.seats[1]!.project!.capped = true;
    atCommit(s, 0, 'N05', 'N11', 'D01');
    expect(G.actions(s, 0).filter((a) => a.type === 'usurp')).toEqual([]);
  });

  it('ruling 12: a project just usurped cannot be usurped again before its new holder works it a day', () => {
    let s = withTrilithon();
    atCommit(s, 0, 'N05', 'N11', 'D01');
    s = act(s, 0, { type: 'usurp', from: 1, cards: ['N05', 'N11'] });
    s = act(s, 1, { type: 'discard', card: 'N11' });
    atCommit(s, 2, 'N17', 'N23', 'D03');
    expect(G.actions(s, 2).filter((a) => a.type === 'usurp')).toEqual([]);
    s.seats[2]!.hand = [];
    s.deck.push('N17', 'N23', 'D03');
    s = passTo(s, 0);
    expect(s.seats[0]?.project).toMatchObject({ pieces: 2, justUsurped: false });
    atCommit(s, 2, 'N17', 'N23', 'D03');
    expect(G.actions(s, 2).filter((a) => a.type === 'usurp').length).toBeGreaterThan(0);
  });

  it('R23 a player with a trilithon card in hand must commit to it and cannot usurp instead', () => {
    const s = withTrilithon();
    atCommit(s, 0, 'N05', 'N11', 'T-white');
    expect(G.actions(s, 0)).toEqual([{ type: 'commit', card: 'T-white' }]);
  });
});

// ------------------------------------------------------------------ defamation

describe('defamation of character', () => {
  it('R24 spending influence: the target loses a numbered project to the bottom of the deck and spends the next day in ritual', () => {
    let s = make();
    clearHands(s);
    build(s, 'outerRing', 8, 0);
    onSite(s, 1, 'N08', 'bluestones', 4, { carved: true });
    s.seats[1]!.bluestones = 9;
    s.seats[0]!.influence = 1;
    s.influenceSupply = 9;
    atCommit(s, 0, 'D01', 'D02');
    expect(G.actions(s, 0)).toContainEqual({ type: 'defame', target: 1 });
    expect(G.actions(s, 0)).toContainEqual({ type: 'defame', target: 2 });
    s = act(s, 0, { type: 'defame', target: 1 });
    expect(s.seats[0]?.influence).toBe(0);
    expect(s.influenceSupply).toBe(10);
    expect(s.seats[1]?.project).toBeNull();
    expect(s.seats[1]?.bluestones).toBe(10);
    expect(s.deck.at(-1)).toBe('N08');
    expect(claimedBy(s, 'bluestones', 4)).toBeNull();
    expect(viewOf(s, 2).seats[1]?.druid).toEqual({ at: 'altar' });
    // Seat 0 commits; seat 1's day is the ritual; seat 2 plays next.
    const log: LogEntry[] = [];
    s = act(s, 0, { type: 'commit', card: 'D01' }, log);
    expect(log.some((e) => e.kind === 'ritual' && e.seat === 1)).toBe(true);
    expect(s.turn).toBe(2);
    expect(s.seats[1]?.ritualPending).toBe(false);
  });

  it('R24 a face-down project lost to defamation goes under the deck unseen', () => {
    let s = make();
    clearHands(s);
    s.seats[1]!.project = project('D20', { faceUp: false });
    s.deck.splice(s.deck.indexOf('D20'), 1);
    s.seats[0]!.influence = 1;
    s.influenceSupply = 9;
    atCommit(s, 0, 'D01');
    const log: LogEntry[] = [];
    s = act(s, 0, { type: 'defame', target: 1 }, log);
    expect(s.deck.at(-1)).toBe('D20');
    expect(JSON.stringify(log)).not.toContain('D20');
  });

  it('R25 a defamed trilithon holder keeps the project and, after the ritual, returns to a free trilithon space', () => {
    let s = make();
    clearHands(s);
    onSite(s, 1, 'T-red', 'trilithons', 2, { pieces: 2 });
    s.community.trilithonPieces = 13;
    s.seats[0]!.influence = 1;
    s.influenceSupply = 9;
    atCommit(s, 0, 'D01', 'D02');
    s = act(s, 0, { type: 'defame', target: 1 });
    expect(s.seats[1]?.project).toMatchObject({ card: 'T-red', pieces: 2, site: null });
    expect(claimedBy(s, 'trilithons', 2)).toBeNull();
    s = act(s, 0, { type: 'commit', card: 'D01' });
    // Seat 1's ritual passed; seat 2 claims T2 meanwhile with its own trilithon.
    expect(s.turn).toBe(2);
    onSite(s, 2, 'T-blue', 'trilithons', 2);
    s.seats[2]!.hand = [];
    s = passTo(s, 1);
    expect(s.step).toEqual({ kind: 'return' });
    expect(claims(s, 1)).toEqual(['trilithons:1', 'trilithons:3', 'trilithons:4', 'trilithons:5']);
    s = act(s, 1, { type: 'claim', track: 'trilithons', space: 4 });
    // Then the day's construction step runs on the returned project.
    expect(s.seats[1]?.project).toMatchObject({ pieces: 3, site: { track: 'trilithons', space: 4 } });
  });

  it('ruling 13: a project usurped while its holder is at the altar is placed by the usurper', () => {
    let s = make();
    clearHands(s);
    s.seats[1]!.project = project('T-red', { pieces: 1 });
    s.deck.splice(s.deck.indexOf('T-red'), 1);
    s.community.trilithonPieces = 14;
    s.seats[1]!.ritualPending = true;
    atCommit(s, 0, 'N05', 'N11', 'D01');
    s = act(s, 0, { type: 'usurp', from: 1, cards: ['N05', 'N11'] });
    s = act(s, 1, { type: 'discard', card: 'N05' });
    expect(s.step).toEqual({ kind: 'claim', reason: 'usurp' });
    expect(claims(s, 0)).toHaveLength(5);
  });

  it('ruling 4: the start of a turn pauses only for a player holding influence', () => {
    let s = make();
    clearHands(s);
    s.seats[0]!.influence = 1;
    s.influenceSupply = 9;
    onSite(s, 0, 'N19', 'outerRing', 19);
    s = passTo(s, 0);
    expect(s.step).toEqual({ kind: 'start' });
    expect(types(s, 0)).toEqual(['begin', 'defame']);
    s = act(s, 0, { type: 'begin' });
    expect(builtBy(s, 'outerRing', 19)).toBe(0);
    // Influence may still be spent at the next decision of the turn.
    expect(types(s, 0)).toContain('defame');
  });

  it('ruling 5: a player already awaiting a ritual, or out of the game, cannot be defamed; nor can oneself', () => {
    const s = make();
    clearHands(s);
    s.seats[0]!.influence = 2;
    s.influenceSupply = 8;
    s.seats[1]!.ritualPending = true;
    s.seats[2]!.removed = true;
    atCommit(s, 0, 'D01', 'D02');
    expect(G.actions(s, 0).filter((a) => a.type === 'defame')).toEqual([]);
    expect(refused(s, 0, { type: 'defame', target: 0 })).toBe('illegal_action');
  });

  it('ruling 4: only the player whose turn it is may defame', () => {
    const s = make();
    clearHands(s);
    s.seats[1]!.influence = 1;
    s.influenceSupply = 9;
    atCommit(s, 0, 'D01', 'D02');
    expect(G.actions(s, 1)).toEqual([]);
    expect(refused(s, 1, { type: 'defame', target: 0 })).toBe('not_your_turn');
  });
});

// ------------------------------------------------------------------ removal and the end

describe('removal and the end of the game', () => {
  it('R26 a player who cannot commit is removed until the scoring; their cards go under the deck', () => {
    let s = make();
    clearHands(s);
    for (const n of [1, 7, 13, 19, 25]) build(s, 'outerRing', n, 1);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, 2);
    onSite(s, 0, 'N02', 'outerRing', 2);
    give(s, 0, 'N07', 'N13');
    setAvailable(s, ['N01', 'N19', 'N25']);
    const log: LogEntry[] = [];
    s = passTo(s, 0, log);
    // Lintel built, draws a third card (all choices keep a dead hand) and commits... if possible.
    while (s.turn === 0 && s.step.kind === 'draw') s = act(s, 0, G.actions(s, 0).find((a) => a.type === 'take')!, log);
    expect(s.seats[0]?.removed).toBe(true);
    expect(s.seats[0]?.hand).toEqual([]);
    expect(s.deck.slice(-3).sort()).toEqual(['N01', 'N07', 'N13']);
    expect(log.some((e) => e.kind === 'removed' && e.seat === 0)).toBe(true);
    // A removed player is skipped from then on.
    s = passTo(s, 2);
    expect(s.turn).not.toBe(0);
    cardsConserved(s);
  });

  it('ruling 14: when every player has been removed the game ends and is scored', () => {
    let s = make();
    clearHands(s);
    s.seats[1]!.removed = true;
    s.seats[2]!.removed = true;
    for (const n of [1, 7, 13, 19, 25]) build(s, 'outerRing', n, 1);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, 2);
    const dead: CardId[] = ['N01', 'N07', 'N13'];
    s.seats[0]!.hand = [...dead];
    s.available = [null, null, null];
    s.deck = [];
    s.removedCards = ALL_CARD_IDS.filter((id) => !dead.includes(id));
    s.turn = 0;
    s.step = { kind: 'start' };
    s = act(s, 0, { type: 'begin' });
    expect(s.seats[0]?.removed).toBe(true);
    expect(s.step).toEqual({ kind: 'over', reason: 'everyone-removed' });
    const st = G.status(s);
    expect(st.finished).toBe(true);
    expect(st.result?.scores).toEqual({ '0': 0, '1': 5, '2': 62 });
    expect(st.result?.winners).toEqual([2]);
    expect(st.result?.summary).toContain('nobody could build');
  });

  it('R27 the game ends when the last site is developed', () => {
    let s = make();
    clearHands(s);
    for (let n = 1; n <= 30; n++) if (n !== 19) build(s, 'outerRing', n, n % 3);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, 1);
    for (let t = 1; t <= 5; t++) build(s, 'trilithons', t, 2);
    onSite(s, 0, 'N19', 'outerRing', 19);
    s = passTo(s, 0);
    expect(s.step).toEqual({ kind: 'over', reason: 'complete' });
    expect(G.status(s).finished).toBe(true);
    expect(G.actions(s, 0)).toEqual([]);
    expect(refused(s, 0, { type: 'draw' })).toBe('game_over');
  });
});

// ------------------------------------------------------------------ scoring

describe('scoring', () => {
  it('ruling 1: every pair of neighbours counts, so a run of three holds two pairs', () => {
    expect(countPairs([0, 0, 0, null, 0], 0, false)).toBe(2);
    expect(countPairs([0, 0, 0, 0, 0], 0, false)).toBe(4);
  });

  it('ruling 2: a run scores once however long it is; the ring is cyclic, the horseshoes are not', () => {
    expect(runLengths([0, 0, 0, 0, 0, 1, 0, 0, 0], 0, false)).toEqual([5, 3]);
    const ring: (number | null)[] = Array(30).fill(null);
    ring[28] = 0;
    ring[29] = 0;
    ring[0] = 0;
    ring[1] = 0;
    expect(runLengths(ring, 0, true)).toEqual([4]);
    expect(countPairs(ring, 0, true)).toBe(3);
    expect(runLengths(Array(30).fill(0), 0, true)).toEqual([30]);
    expect(countPairs(Array(20).fill(0), 0, false)).toBe(19);
  });

  it("counts long runs as runLengths does (the view's cheaper count, #49), on seeded random tracks", () => {
    const rng = createRng('long-runs');
    for (let i = 0; i < 2000; i++) {
      const n = 1 + randomInt(rng, 30);
      const owners = Array.from({ length: n }, () => (randomInt(rng, 4) === 0 ? null : randomInt(rng, 3)));
      const cyclic = randomInt(rng, 2) === 0;
      for (const seat of [0, 1, 2]) {
        for (const min of [1, 3, 4]) {
          expect(longRuns(owners, seat, cyclic, min), JSON.stringify({ owners, seat, cyclic, min })).toBe(
            runLengths(owners, seat, cyclic).filter((l) => l >= min).length,
          );
        }
      }
    }
    expect(longRuns(Array(30).fill(0), 0, true, 4)).toBe(1);
    expect(longRuns([], 0, true, 1)).toBe(0);
  });

  it('R28 every item of the table', () => {
    const s = make();
    clearHands(s);
    // White: trilithons T1 T2 T3 (3 x 7 + 2 pairs x 3 = 27).
    for (const t of [1, 2, 3]) build(s, 'trilithons', t, 0);
    build(s, 'trilithons', 5, 1);
    // Blue: bluestones 1-3 and 5 (4 x 2 + 2 pairs + 1 run x 3 = 13).
    for (const b of [1, 2, 3, 5]) build(s, 'bluestones', b, 1);
    // Green: lintels 29, 30, 1, 2 across the seam, and 10 (5 x 1 + 3 pairs + 1 run x 5 = 13).
    for (const n of [29, 30, 1, 2, 10]) build(s, 'outerRing', n, 2);
    const sheets = scoreTable(s);
    expect(sheets.map((x) => x.total)).toEqual([27, 7 + 8 + 2 + 3, 13]);
    expect(sheets[1]).toMatchObject({ trilithons: 1, bluestones: 4, bluestonePairs: 2, bluestoneRuns: 1 });
    expect(sheets[2]).toMatchObject({ lintels: 5, lintelPairs: 3, lintelRuns: 1 });
  });

  it('ruling 10: neutral lintels score for the neutral owner as if of their colour, adjacency included; unowned they score for no one', () => {
    const s = make();
    clearHands(s);
    for (const n of [3, 4]) build(s, 'outerRing', n, 1);
    for (const n of [5, 6]) build(s, 'outerRing', n, 2);
    s.board.neutralLintel = `....nn${'.'.repeat(24)}`;
    expect(scoreTable(s).map((x) => x.lintels)).toEqual([0, 2, 0]);
    s.neutralOwner = 1;
    const blue = scoreTable(s)[1];
    expect(blue).toMatchObject({ lintels: 4, lintelPairs: 3, lintelRuns: 1 });
    expect(blue?.total).toBe(4 + 3 + 5);
  });

  it('ruling 15: unspent influence scores nothing; a tie shares the win', () => {
    let s = make();
    clearHands(s);
    s.seats[0]!.influence = 3;
    s.influenceSupply = 7;
    for (let n = 1; n <= 30; n++) if (n !== 19) build(s, 'outerRing', n, n % 2 === 0 ? 1 : 2);
    for (let b = 1; b <= 20; b++) build(s, 'bluestones', b, b % 2 === 0 ? 1 : 2);
    for (let t = 1; t <= 5; t++) build(s, 'trilithons', t, t % 2 === 0 ? 1 : 2);
    onSite(s, 0, 'N19', 'outerRing', 19);
    s = passTo(s, 0);
    s = act(s, 0, { type: 'begin' });
    const st = G.status(s);
    expect(st.finished).toBe(true);
    expect(s.seats[0]?.influence).toBe(4);
    expect(st.result?.scores?.['0']).toBe(1);
    const tie = make();
    clearHands(tie);
    for (const b of [1, 2]) build(tie, 'bluestones', b, 1);
    for (const b of [4, 5]) build(tie, 'bluestones', b, 2);
    tie.step = { kind: 'over', reason: 'complete' };
    expect(G.status(tie).result).toMatchObject({ winners: [1, 2], scores: { '0': 0, '1': 5, '2': 5 } });
  });
});

// ------------------------------------------------------------------ flow and views

describe('flow and views', () => {
  it('ruling 16: a decision with one option is made without asking', () => {
    let s = make();
    clearHands(s);
    setAvailable(s, [null, null, null]);
    onSite(s, 0, 'N20', 'outerRing', 20);
    const log: LogEntry[] = [];
    s = passTo(s, 0, log);
    // Only the deck to draw from: the three draws are made in the same move.
    expect(log.filter((e) => e.kind === 'draw' && e.seat === 0)).toHaveLength(3);
    expect(s.seats[0]?.hand.length).toBeGreaterThanOrEqual(2);
    expect(G.status(s).active).toEqual([s.turn]);
    expect(G.actions(s, s.turn).length).toBeGreaterThan(1);
  });

  it('a spectator sees no hand, every seat sees only its own, and the view names the phase', () => {
    const s = make();
    const spectator = viewOf(s, null);
    expect(spectator.hand).toBeUndefined();
    expect(spectator.deckCount).toBe(s.deck.length);
    expect(JSON.stringify(spectator)).not.toContain('rng');
    for (let seat = 0; seat < 3; seat++) {
      const v = viewOf(s, seat);
      expect(v.hand).toEqual(s.seats[seat]?.hand);
      for (let other = 0; other < 3; other++) {
        if (other === seat) continue;
        for (const id of s.seats[other]?.hand ?? []) expect(JSON.stringify(v)).not.toContain(`"${id}"`);
      }
    }
    expect(spectator.prompt.length).toBeGreaterThan(10);
    expect(spectator.board.outerRing).toHaveLength(30);
    expect(spectator.board.bluestones).toHaveLength(20);
    expect(spectator.board.trilithons).toHaveLength(5);
    expect(spectator.board.outerRing[5]?.colour).toBe('black');
  });

  it('revealedView shows hands and the deck', () => {
    const s = make();
    const r = G.revealedView(s) as { hands: CardId[][]; deck: CardId[] };
    expect(r.hands).toEqual(s.seats.map((p) => p.hand));
    expect(r.deck).toEqual(s.deck);
  });

  it('apply never mutates its input', () => {
    const s = make();
    const before = JSON.stringify(s);
    const seat = G.status(s).active[0] as Seat;
    const a = G.actions(s, seat)[0] as GrandEndeavorAction;
    act(s, seat, a);
    expect(JSON.stringify(s)).toBe(before);
  });
});
