/**
 * Scripted scenarios for Fightin' an' Drinkin' an' Stealin'!: each rule and each
 * ruling of docs/rules/fightin-drinkin-stealin.md on an exact table.
 * Tables are built from a real setup, then cards are moved into place (every
 * card stays somewhere), and all play goes through the engine's one door.
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARD_IDS, PLAYER_COLOURS } from '@engine/core/components';
import { createRng, shuffle } from '@engine/core/prng';
import { type Awards, GONAGALS, emptyAwards, lawyerStep, monsterDeckCards, monsterSum, playerDeckCards } from '@engine/fightin-drinkin-stealin/model';
import { bestColours, finalScore } from '@engine/fightin-drinkin-stealin/scoring';
import { habeasVictims, rankThieves } from '@engine/fightin-drinkin-stealin/stages/steal';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import type { CardId } from '@engine/core/components';
import { play } from '@engine/core/play';
import type { LogEntry, Seat } from '@engine/core/ruleset';
import { fightinDrinkinStealin as rs } from '@engine/fightin-drinkin-stealin';
import { EVENTS, type EventId, type FdsAction, type FdsState, type PromptKind } from '@engine/fightin-drinkin-stealin/model';

function fresh(seed = 'scripted'): FdsState {
  return rs.setup(seed, 2, {});
}

/** Removes a card from wherever it is; returns the seat's deck it should fall back to. */
function take(state: FdsState, id: CardId): void {
  const lists: CardId[][] = [
    ...state.decks,
    ...state.hands,
    ...state.discards,
    ...EVENTS.flatMap((e) => state.events[e]),
    state.monsterDeck,
    state.monsters,
    state.monsterDiscards,
  ];
  for (const list of lists) {
    const i = list.indexOf(id);
    if (i >= 0) {
      list.splice(i, 1);
      return;
    }
  }
  throw new Error(`card ${id} not found`);
}

function home(id: CardId): 'day' | 'night' | 'monster' {
  if (id.startsWith('T-') || ['06', '12', '18', '24', '30', '25'].includes(id.slice(1))) return 'monster';
  return id.startsWith('D') ? 'day' : 'night';
}

/** Sends a displaced card back to the deck it belongs to (bottom), so every card stays somewhere. */
function putBack(state: FdsState, id: CardId): void {
  const h = home(id);
  if (h === 'monster') state.monsterDeck.push(id);
  else (state.decks[h === 'day' ? 0 : 1] as CardId[]).push(id);
}

function place(state: FdsState, target: CardId[], ids: readonly CardId[]): void {
  for (const id of ids) if (!target.includes(id)) take(state, id);
  const old = target.splice(0, target.length);
  for (const id of old) if (!ids.includes(id)) putBack(state, id);
  target.push(...ids);
}

interface Arrangement {
  fightin?: [CardId[], CardId[]];
  drinkin?: [CardId[], CardId[]];
  stealin?: [CardId[], CardId[]];
  hands?: [CardId[], CardId[]];
  monsters?: CardId[];
  /** Top of the Monster deck, first card first. */
  monsterTop?: CardId[];
}

/** Puts exactly these cards in these places; other cards go back to their decks. */
function arrange(state: FdsState, a: Arrangement): FdsState {
  for (const e of EVENTS) {
    const spec = a[e];
    if (spec) for (const s of [0, 1]) place(state, state.events[e][s] as CardId[], spec[s] as CardId[]);
  }
  if (a.hands) for (const s of [0, 1]) place(state, state.hands[s] as CardId[], a.hands[s] as CardId[]);
  if (a.monsters) place(state, state.monsters, a.monsters);
  if (a.monsterTop) {
    for (const id of a.monsterTop) take(state, id);
    state.monsterDeck.unshift(...a.monsterTop);
  }
  return state;
}

/** One action through the real door; fails the test if refused. */
function act(state: FdsState, seat: Seat, action: FdsAction, log: LogEntry[] = []): FdsState {
  const r = play<FdsState>(rs, state, seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)} from seat ${seat}: ${r.error.message}`);
  log.push(...r.log);
  return r.state;
}

/** Both seats put the given cards (fightin, drinkin, stealin) face down; their hands become exactly these. */
function playRound(state: FdsState, p0: [CardId, CardId, CardId], p1: [CardId, CardId, CardId], log: LogEntry[] = []): FdsState {
  arrange(state, { hands: [[...p0], [...p1]] });
  let s = act(state, 0, { type: 'play', fightin: p0[0], drinkin: p0[1], stealin: p0[2] }, log);
  s = act(s, 1, { type: 'play', fightin: p1[0], drinkin: p1[1], stealin: p1[2] }, log);
  return s;
}

/** The seat and kind of the one open question (fails when there are several or none). */
function asked(state: FdsState): { seat: Seat; kind: PromptKind; options: FdsAction[] } {
  const open = state.prompts.filter((p) => p.answer === null);
  expect(open.length, `open prompts: ${JSON.stringify(open)}`).toBe(1);
  const p = open[0] as (typeof open)[number];
  return { seat: p.seat, kind: p.kind, options: rs.actions(state, p.seat) };
}

/** The one open question is exactly this: `seat` asked `kind`, offered exactly `options`, in order. */
function expectAsked(state: FdsState, seat: Seat, kind: PromptKind, options: FdsAction[]): void {
  expect(asked(state)).toEqual({ seat, kind, options });
}

/** The discard of each card, in order (the options of a question that asks for one card). */
function discards(...cards: CardId[]): FdsAction[] {
  return cards.map((card) => ({ type: 'discard', card }));
}

function discard(state: FdsState, seat: Seat, card: CardId, log: LogEntry[] = []): FdsState {
  return act(state, seat, { type: 'discard', card }, log);
}

function cardsAt(state: FdsState, event: EventId): CardId[][] {
  return state.events[event].map((c) => [...c]);
}

// ---------- common tables ----------

/** Standing cards for all three events and one monster, so nothing comes from the seed. */
function table(a: Partial<Arrangement> & { round?: number } = {}): FdsState {
  const s = fresh();
  arrange(s, {
    fightin: a.fightin ?? [['D20'], ['N20']],
    drinkin: a.drinkin ?? [['D19'], ['N19']],
    stealin: a.stealin ?? [['D07'], ['N08']],
    monsters: a.monsters ?? ['D12'],
    ...(a.monsterTop ? { monsterTop: a.monsterTop } : {}),
  });
  if (a.round) s.round = a.round;
  return s;
}

function giveAwards(s: FdsState, seat: Seat, a: Partial<Awards>): void {
  for (const c of PLAYER_COLOURS) {
    const n = a[c] ?? 0;
    (s.awards[seat] as Awards)[c] += n;
    s.stock[c] -= n;
  }
}

function giveLoot(s: FdsState, id: CardId, a: Partial<Awards>): void {
  const loot = emptyAwards();
  for (const c of PLAYER_COLOURS) {
    loot[c] = a[c] ?? 0;
    s.stock[c] -= loot[c];
  }
  s.loot[id] = loot;
}

function kinds(log: LogEntry[]): string[] {
  return log.map((l) => l.kind);
}

// ---------- setup ----------

describe('setup', () => {
  it('R1 sorts the set into a 17-card Monster deck and a 24-card deck per seat (day for seat 0, night for seat 1)', () => {
    const monster = monsterDeckCards();
    expect(monster).toHaveLength(17);
    expect(monster.filter((id) => id.startsWith('T-'))).toHaveLength(5);
    expect(monster).toContain('D25');
    expect(monster).toContain('N25');
    expect(playerDeckCards(0)).toHaveLength(24);
    expect(playerDeckCards(0).every((id) => id.startsWith('D'))).toBe(true);
    expect(playerDeckCards(1).every((id) => id.startsWith('N'))).toBe(true);
    expect(new Set([...monster, ...playerDeckCards(0), ...playerDeckCards(1)]).size).toBe(ALL_CARD_IDS.length);
  });

  it('R2 deals one face-up card per event, five cards in hand, one monster face up, the Big Lawyer on 30', () => {
    const s = fresh('setup-check');
    for (const e of EVENTS) for (const seat of [0, 1]) expect(s.events[e][seat]).toHaveLength(1);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.decks.map((d) => d.length)).toEqual([16, 16]);
    expect(s.monsters).toHaveLength(1);
    expect(s.monsterDeck).toHaveLength(16);
    expect(s.bigLawyer).toBe(30);
    expect(s.altar).toBe(0);
    expect(s.stock).toEqual(emptyAwards(10));
    expect(s.hands[0]?.every((id) => id.startsWith('D'))).toBe(true);
    expect(s.events.fightin[1]?.[0]?.startsWith('N')).toBe(true);
    expect(rs.status(s).active).toEqual([0, 1]);
  });

  it('R3 a Gonagal dealt face up is shuffled back and replaced', () => {
    // Find seeds whose shuffled day deck would put the Gonagal among the first three face-up cards.
    let seen = 0;
    for (let i = 0; i < 400 && seen < 5; i++) {
      const seed = `gonagal-${i}`;
      const rng = createRng(seed);
      shuffle(rng, monsterDeckCards());
      const day = shuffle(rng, playerDeckCards(0));
      if (!day.slice(0, 3).includes('D01')) continue;
      seen++;
      const s = fresh(seed);
      const faceUp = EVENTS.map((e) => s.events[e][0]?.[0]);
      expect(faceUp).not.toContain('D01');
      expect(faceUp.every((id) => id !== undefined)).toBe(true);
      expect([...(s.decks[0] ?? []), ...(s.hands[0] ?? [])]).toContain('D01');
      // The cards dealt before the Gonagal stay where they were dealt.
      const before = day.slice(0, day.indexOf('D01'));
      expect(faceUp.slice(0, before.length)).toEqual(before);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('R4 checkSetup accepts two players only', () => {
    expect(rs.checkSetup(2, {})).toBeNull();
    expect(rs.checkSetup(3, {})?.code).toBe('invalid_options');
  });
});

// ---------- the simultaneous choice ----------

describe('choosing cards', () => {
  it('R5 both seats choose at once; a chosen card is a face-down back to the other seat and to spectators', () => {
    const s0 = table();
    arrange(s0, {
      hands: [
        ['D03', 'D04', 'D05', 'D09', 'D10'],
        ['N03', 'N04', 'N05', 'N09', 'N10'],
      ],
    });
    expect(rs.actions(s0, 0)).toHaveLength(60);
    const s1 = act(s0, 0, { type: 'play', fightin: 'D03', drinkin: 'D04', stealin: 'D05' });
    expect(rs.status(s1).active).toEqual([1]);
    expect(rs.actions(s1, 0)).toEqual([]);
    const theirs = rs.view(s1, 1) as FdsView;
    expect(theirs.events.fightin[0]).toEqual([{ card: 'D20', faceDown: false, worth: 20 }, { faceDown: true }]);
    const json = JSON.stringify(theirs) + JSON.stringify(rs.view(s1, null));
    for (const id of ['D03', 'D04', 'D05', 'D09', 'D10']) expect(json).not.toContain(`"${id}"`);
    const mine = rs.view(s1, 0) as FdsView;
    expect(mine.events.fightin[0]?.[1]).toEqual({ card: 'D03', faceDown: true, worth: 3 });
    expect(mine.hand).toEqual(['D09', 'D10']);
  });

  it("R6 cards turn face up one event at a time: Stealin' newcomers stay hidden while Fightin' is played out", () => {
    let s = table({ monsterTop: ['N18'] });
    s = playRound(s, ['D17', 'D09', 'D10'], ['N05', 'N09', 'N10']);
    // Fightin': 37 against 25, the monsters make 30: the champion is asked which fighter to discard.
    expect(asked(s)).toMatchObject({ seat: 0, kind: 'fight-champion-discard' });
    const v = rs.view(s, 0) as FdsView;
    expect(v.events.fightin[1]?.[1]).toMatchObject({ card: 'N05', faceDown: false });
    expect(v.events.drinkin[1]?.[1]).toEqual({ faceDown: true });
    expect(v.events.stealin[1]?.[1]).toEqual({ faceDown: true, loot: emptyAwards() });
  });
});

// ---------- Fightin' ----------

describe("Fightin'", () => {
  it('R7 the higher pair beats the monsters: lowest monster killed, a red award, champion discards first, then the opponent', () => {
    const log: LogEntry[] = [];
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D12'], monsterTop: ['N18'] });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11'], log);
    expect(s.monsters).toEqual(['N18']);
    expect(s.monsterDiscards).toEqual(['D12']);
    expect(s.awards[0]?.red).toBe(1);
    expect(kinds(log)).toContain('kill');
    expectAsked(s, 0, 'fight-champion-discard', discards('D17', 'D20'));
    s = discard(s, 0, 'D20');
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'fight-other-discard' });
    s = discard(s, 1, 'N03');
    expect(cardsAt(s, 'fightin')).toEqual([['D17'], ['N04']]);
    expect(s.discards[0]).toContain('D20');
    expect(s.discards[1]).toContain('N03');
    expect(s.stage).not.toMatch(/^fight/);
  });

  it('R8 a pair equal to the monsters still kills (greater than or equal)', () => {
    let s = table({ fightin: [['D13'], ['N04']], monsters: ['D12'], monsterTop: ['N18'] });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    expect(s.awards[0]?.red).toBe(1);
    expect(s.awards[1]?.white).toBe(0);
    expect(asked(s).kind).toBe('fight-champion-discard');
  });

  it('R9 a trilithon card counts zero but doubles the other monster; killing it earns a bonus of its colour', () => {
    expect(monsterSum(['T-blue', 'N12'])).toBe(24);
    expect(monsterSum(['D12', 'N12'])).toBe(24);
    expect(monsterSum(['T-blue', 'T-red'])).toBe(0);
    let s = table({ fightin: [['D13'], ['N04']], monsters: ['T-blue'], monsterTop: ['N12'] });
    s = playRound(s, ['D11', 'D02', 'D10'], ['N03', 'N02', 'N17']);
    expect(s.monsters).toEqual(['N12']);
    expect(s.awards[0]).toMatchObject({ red: 1, blue: 1 });
    expect(s.stock.blue).toBe(9); // the bonus; Drinkin' (and its served blue) waits for the champion's discard
  });

  it('R10 a trilithon worth zero makes the doubled number card the one discarded after a clobbering, with no bonus', () => {
    let s = table({ fightin: [['D13'], ['N04']], monsters: ['T-blue'], monsterTop: ['N12'] });
    s = playRound(s, ['D10', 'D02', 'D11'], ['N03', 'N02', 'N17']);
    // 23 against 24: clobbered.
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'clobber-own' });
    s = discard(s, 1, 'N03');
    s = discard(s, 1, 'D13');
    expect(s.monsters).toEqual(['T-blue']);
    expect(s.awards[1]).toMatchObject({ white: 1, blue: 0 });
  });

  it('R11 monsters of equal value: the champion chooses which one dies', () => {
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D12'], monsterTop: ['N12'] });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    expectAsked(s, 0, 'fight-kill', discards('D12', 'N12'));
    s = discard(s, 0, 'N12');
    expect(s.monsters).toEqual(['D12']);
    expect(asked(s).kind).toBe('fight-champion-discard');
  });

  it("R12 clobbered: the other player discards one of his fighters, then picks the champion's, earns white, drops the highest monster", () => {
    const log: LogEntry[] = [];
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D30'], monsterTop: ['N24'] });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11'], log);
    expectAsked(s, 1, 'clobber-own', discards('N03', 'N04'));
    s = discard(s, 1, 'N03');
    expectAsked(s, 1, 'clobber-opponent', discards('D17', 'D20'));
    expect(s.awards[1]?.white).toBe(0);
    s = discard(s, 1, 'D17', log);
    expect(s.awards[1]?.white).toBe(1);
    expect(s.awards[0]?.red).toBe(0);
    expect(s.monsters).toEqual(['N24']);
    expect(cardsAt(s, 'fightin')).toEqual([['D20'], ['N04']]);
  });

  it('R13 equal monsters after a clobbering: the unclobbered player chooses which to discard', () => {
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D24'], monsterTop: ['N24'] });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    s = discard(s, 1, 'N03');
    s = discard(s, 1, 'D17');
    expect(asked(s)).toMatchObject({
      seat: 1,
      kind: 'clobber-monster',
      options: [
        { type: 'discard', card: 'D24' },
        { type: 'discard', card: 'N24' },
      ],
    });
    s = discard(s, 1, 'D24');
    expect(s.monsters).toEqual(['N24']);
  });

  it('R14 tied pairs: each discards his highest fighter, no monster is turned, nobody earns anything', () => {
    const log: LogEntry[] = [];
    let s = table();
    const deckBefore = s.monsterDeck.length;
    s = playRound(s, ['D03', 'D02', 'D10'], ['N03', 'N02', 'N11'], log);
    expect(cardsAt(s, 'fightin')).toEqual([['D03'], ['N03']]);
    expect(s.monsterDeck).toHaveLength(deckBefore);
    expect(s.monsters).toEqual(['D12']);
    expect(s.awards[0]?.red).toBe(0);
    expect(kinds(log)).toContain('fight-tie');
  });

  it("R15 tied pairs where a player's two fighters are worth the same (Wee Lawyers): both choose, at the same time", () => {
    let s = table({ fightin: [['D07'], ['N08']], stealin: [['D09'], ['N09']] });
    s.weeLawyers.white = 0;
    s.weeLawyers.blue = 1;
    s = playRound(s, ['D13', 'D02', 'D10'], ['N14', 'N03', 'N11']);
    expect(rs.status(s).active).toEqual([0, 1]);
    expect(rs.actions(s, 0)).toEqual([
      { type: 'discard', card: 'D07' },
      { type: 'discard', card: 'D13' },
    ]);
    expect(rs.actions(s, 1)).toEqual([
      { type: 'discard', card: 'N08' },
      { type: 'discard', card: 'N14' },
    ]);
    s = discard(s, 0, 'D07');
    // The first answer stays secret until both have chosen.
    expect(cardsAt(s, 'fightin')).toEqual([
      ['D07', 'D13'],
      ['N08', 'N14'],
    ]);
    expect(JSON.stringify(rs.view(s, 1))).not.toContain('answer');
    s = discard(s, 1, 'N14');
    expect(cardsAt(s, 'fightin')).toEqual([['D13'], ['N08']]);
  });

  it("R16 a Wee Lawyer makes that colour of its holder's cards worth zero", () => {
    let s = table({ fightin: [['D28'], ['N04']], monsters: ['D12'], monsterTop: ['N06'] });
    s.weeLawyers.yellow = 0; // D28 is yellow
    s = playRound(s, ['D05', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    // Yellow 28 counts zero: 0 + 5 loses to 4 + 3, so seat 1 fights (7 against 18, clobbered) and seat 0 is asked.
    expect(asked(s)).toMatchObject({ seat: 0, kind: 'clobber-own' });
  });

  it('R17 seventh round: two red awards and two bonus awards', () => {
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['T-red'], monsterTop: ['N06'], round: 7 });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    expect(s.monsters).toEqual(['N06']);
    expect(s.awards[0]?.red).toBe(4);
  });

  it('R18 seventh round: the unclobbered player earns two white awards', () => {
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D30'], monsterTop: ['N24'], round: 7 });
    s = playRound(s, ['D17', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    s = discard(s, 1, 'N03');
    s = discard(s, 1, 'D17');
    expect(s.awards[1]?.white).toBe(2);
  });
});

// ---------- Drinkin' ----------

/** Fighters D03 / N03 tie with the default D20 / N20: Fightin' settles without a question. */
function drinkRound(s: FdsState, d0: CardId, d1: CardId, log: LogEntry[] = []): FdsState {
  return playRound(s, ['D03', d0, 'D16'], ['N03', d1, 'N17'], log);
}

describe("Drinkin'", () => {
  it('R19 a tie for biggest drinker: each discards his biggest drinker and the blue award stays on the altar', () => {
    let s = table();
    s = drinkRound(s, 'D02', 'N02');
    expect(cardsAt(s, 'drinkin')).toEqual([['D02'], ['N02']]);
    expect(s.altar).toBe(1);
    expect(s.stock.blue).toBe(9);
    expect(s.awards[0]?.blue).toBe(0);
  });

  it('R20 under fifty: the blue award stays and the owner of the biggest drinker discards first', () => {
    let s = table({ drinkin: [['D19'], ['N04']] });
    s = drinkRound(s, 'D09', 'N02');
    expectAsked(s, 0, 'drink-discard', discards('D09', 'D19'));
    s = discard(s, 0, 'D19');
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'drink-discard' });
    s = discard(s, 1, 'N04');
    expect(cardsAt(s, 'drinkin')).toEqual([['D09'], ['N02']]);
    expect(s.altar).toBe(1);
  });

  it('R20b the second player to discard is the one without the biggest drinker, even when he is seat 0', () => {
    let s = table({ drinkin: [['D04'], ['N19']] });
    s = drinkRound(s, 'D09', 'N02');
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'drink-discard' });
    s = discard(s, 1, 'N02');
    expect(asked(s)).toMatchObject({ seat: 0, kind: 'drink-discard' });
  });

  it.each([
    [50, 'D19', 'D10', 'N14', 'N07'],
    [51, 'D19', 'D10', 'N14', 'N08'],
    [60, 'D29', 'D10', 'N14', 'N07'],
  ])('R21 %i drinks: the biggest drinker takes every award on the altar', (total, a, b, c, d) => {
    let s = table({ drinkin: [[a as CardId], [c as CardId]] });
    s.altar = 1; // left over from an earlier round
    s.stock.blue = 9;
    const log: LogEntry[] = [];
    s = drinkRound(s, b as CardId, d as CardId, log);
    expect(log.find((l) => l.kind === 'drinks')).toMatchObject({ total, outcome: 'winner', seat: 0 });
    expect(s.altar).toBe(0);
    expect(s.awards[0]?.blue).toBe(2);
    expect(asked(s)).toMatchObject({ seat: 0, kind: 'drink-discard' });
  });

  it('R22 over sixty: the biggest drinker passes out and is discarded, the altar empties to stock, the other chooses a discard and earns green', () => {
    let s = table({ drinkin: [['D29'], ['N14']] });
    s.altar = 1;
    s.stock.blue = 9;
    s = drinkRound(s, 'D10', 'N09');
    expect(s.altar).toBe(0);
    expect(s.stock.blue).toBe(10);
    expect(cardsAt(s, 'drinkin')[0]).toEqual(['D10']);
    expectAsked(s, 1, 'drink-passout-discard', discards('N09', 'N14'));
    expect(s.awards[1]?.green).toBe(0);
    s = discard(s, 1, 'N14');
    expect(s.awards[1]?.green).toBe(1);
    expect(cardsAt(s, 'drinkin')).toEqual([['D10'], ['N09']]);
  });

  it('R23 seventh round: two blue awards are served, and passing out gives the other two green awards', () => {
    let s = table({ drinkin: [['D19'], ['N04']], round: 7 });
    s = drinkRound(s, 'D09', 'N02');
    expect(s.altar).toBe(2);
    let t = table({ drinkin: [['D29'], ['N14']], round: 7 });
    t = drinkRound(t, 'D10', 'N09');
    expect(t.stock.blue).toBe(10);
    t = discard(t, 1, 'N14');
    expect(t.awards[1]?.green).toBe(2);
  });

  it('R24 Wee Lawyers count in the drinks: a zeroed drinker can stop a pass-out', () => {
    let s = table({ drinkin: [['D29'], ['N14']] });
    s.weeLawyers.red = 0; // D29 is red: worth zero
    const log: LogEntry[] = [];
    s = drinkRound(s, 'D10', 'N09', log);
    expect(log.find((l) => l.kind === 'drinks')).toMatchObject({ total: 33, outcome: 'another-round' });
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'drink-discard' });
  });
});

// ---------- Stealin' ----------

/** Fightin' and Drinkin' tie with the default table, so play goes straight to the thieves. */
function stealRound(s: FdsState, t0: CardId, t1: CardId, log: LogEntry[] = []): FdsState {
  return playRound(s, ['D03', 'D02', t0], ['N03', 'N02', t1], log);
}

describe("Stealin'", () => {
  it('R25 the highest thief robs a loaded thief, the second takes a yellow, the Big Lawyer walks, the lowest thief at or above it is Habeascorpusized', () => {
    const log: LogEntry[] = [];
    let s = table();
    giveLoot(s, 'D07', { yellow: 2 });
    s = stealRound(s, 'D10', 'N29', log);
    expect(log.find((l) => l.kind === 'thieves')).toMatchObject({ high: 'N29', second: 'D10' });
    expectAsked(s, 1, 'steal-high', [{ type: 'steal-thief', card: 'D07' }, { type: 'pass' }]);
    s = act(s, 1, { type: 'steal-thief', card: 'D07' }, log);
    expect(s.loot.N29).toMatchObject({ yellow: 2 });
    expect(s.loot.D07).toBeUndefined();
    expectAsked(s, 0, 'steal-yellow', [
      { type: 'take-yellow', count: 0 },
      { type: 'take-yellow', count: 1 },
    ]);
    s = act(s, 0, { type: 'take-yellow', count: 1 }, log);
    // Three awards among the thieves: 30 -> 27; N29 is the lowest thief at or above 27.
    expect(s.bigLawyer).toBe(27);
    expect(s.discards[1]).toContain('N29');
    expect(s.stock.yellow).toBe(9);
    // Only the player who escaped scarpers.
    expectAsked(s, 0, 'scarper', [
      { type: 'scarper', card: 'D07' },
      { type: 'scarper', card: 'D10' },
    ]);
    s = act(s, 0, { type: 'scarper', card: 'D10' }, log);
    expect(s.awards[0]?.yellow).toBe(1);
    expect(cardsAt(s, 'stealin')).toEqual([['D07'], ['N08']]);
    // 27 is a green space.
    expect(s.weeLawyers.green).toBe(1);
    expect(s.round).toBe(2);
    expect(s.stage).toBe('choose');
  });

  it('R26 with no loot on the other thieves, the highest thief may take one award of his choice straight from the opponent, or nothing', () => {
    let s = table();
    giveAwards(s, 0, { red: 1, white: 2 });
    s = stealRound(s, 'D10', 'N29');
    expect(asked(s).options).toEqual([{ type: 'steal-award', colour: 'white' }, { type: 'steal-award', colour: 'red' }, { type: 'pass' }]);
    const passed = act(s, 1, { type: 'pass' });
    expect(passed.awards[0]).toMatchObject({ red: 1, white: 2 });
    s = act(s, 1, { type: 'steal-award', colour: 'white' });
    expect(s.awards[0]).toMatchObject({ red: 1, white: 1 });
    expect(s.loot.N29).toMatchObject({ white: 1 });
    expect(asked(s).kind).toBe('steal-yellow');
  });

  it('R27 nothing to steal (no loaded thief, no awards): the highest thief is not asked', () => {
    let s = table();
    const log: LogEntry[] = [];
    s = stealRound(s, 'D10', 'N29', log);
    expect(asked(s)).toMatchObject({ seat: 0, kind: 'steal-yellow' });
    expect(log.find((l) => l.kind === 'pass')).toMatchObject({ seat: 1 });
  });

  it('R28 thieves of equal worth cancel and their position is skipped; the next value down is second-highest', () => {
    const s = table({ stealin: [['D29'], ['N10']] });
    arrange(s, {
      stealin: [
        ['D29', 'D27'],
        ['N29', 'N10'],
      ],
    });
    expect(rankThieves(s)).toEqual({ high: null, second: 'D27' });
    arrange(s, {
      stealin: [
        ['D29', 'D10'],
        ['N28', 'N11'],
      ],
    });
    expect(rankThieves(s)).toEqual({ high: 'D29', second: 'N28' });
    arrange(s, {
      stealin: [
        ['D29', 'D10'],
        ['N29', 'N10'],
      ],
    });
    expect(rankThieves(s)).toEqual({ high: null, second: null });
    arrange(s, {
      stealin: [
        ['D29', 'D28'],
        ['N27', 'N26'],
      ],
    });
    expect(rankThieves(s)).toEqual({ high: 'D29', second: 'D28' });
    // In play: the top two cancel, so nobody robs and the 27 takes yellow.
    let t = table({ stealin: [['D29'], ['N10']] });
    giveAwards(t, 0, { red: 1 });
    t = stealRound(t, 'D27', 'N29');
    expect(asked(t)).toMatchObject({ seat: 0, kind: 'steal-yellow' });
  });

  it('R29 seventh round: two awards straight from the opponent (one at a time, may stop) and up to two yellows', () => {
    let s = table({ round: 7 });
    giveAwards(s, 0, { red: 1, white: 2 });
    s = stealRound(s, 'D10', 'N29');
    s = act(s, 1, { type: 'steal-award', colour: 'red' });
    expectAsked(s, 1, 'steal-high-more', [{ type: 'steal-award', colour: 'white' }, { type: 'pass' }]);
    s = act(s, 1, { type: 'steal-award', colour: 'white' });
    expect(s.loot.N29).toMatchObject({ red: 1, white: 1 });
    expect(asked(s).options).toEqual([
      { type: 'take-yellow', count: 0 },
      { type: 'take-yellow', count: 1 },
      { type: 'take-yellow', count: 2 },
    ]);
    s = act(s, 0, { type: 'take-yellow', count: 2 });
    expect(s.bigLawyer).toBe(26);
  });

  it('R30 the Big Lawyer keeps counting down past 1 to 30, 29, ... (the ring is closed)', () => {
    expect(lawyerStep(30, 0)).toBe(30);
    expect(lawyerStep(30, 3)).toBe(27);
    expect(lawyerStep(1, 1)).toBe(30);
    expect(lawyerStep(2, 3)).toBe(29);
    expect(lawyerStep(5, 65)).toBe(30);
    let s = table();
    s.bigLawyer = 2;
    giveLoot(s, 'D07', { yellow: 2 });
    s = stealRound(s, 'D10', 'N11');
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'take-yellow', count: 1 });
    expect(s.bigLawyer).toBe(29);
  });

  it('R31 thieves tied at the lowest catchable worth: the one with more awards is caught; with equal awards both are', () => {
    const u = table({ stealin: [['D17'], ['N17']] });
    arrange(u, {
      stealin: [
        ['D17', 'D04'],
        ['N17', 'N05'],
      ],
    });
    u.bigLawyer = 16;
    expect(habeasVictims(u)).toEqual(['D17', 'N17']);
    giveLoot(u, 'N17', { red: 1 });
    expect(habeasVictims(u)).toEqual(['N17']);
    u.bigLawyer = 5;
    expect(habeasVictims(u)).toEqual(['N05']);
    u.bigLawyer = 18;
    expect(habeasVictims(u)).toEqual([]);
    u.weeLawyers.red = 1; // N05 and N17 are red: now worth 0, they can never be caught
    u.bigLawyer = 5;
    expect(habeasVictims(u)).toEqual(['D17']);
    let s = table({ stealin: [['D17'], ['N17']] });
    s.bigLawyer = 17;
    giveLoot(s, 'D17', { white: 1 });
    s = stealRound(s, 'D04', 'N05');
    // 17 and 17 cancel for highest; N05 is second-highest.
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'steal-yellow' });
    s = act(s, 1, { type: 'take-yellow', count: 0 });
    expect(s.bigLawyer).toBe(16);
    expect(s.discards[0]).toContain('D17');
    expect(s.stock.white).toBe(10);
    expect(asked(s)).toMatchObject({ seat: 1, kind: 'scarper' });
    s = act(s, 1, { type: 'scarper', card: 'N05' });
    expect(s.weeLawyers.yellow).toBe(0); // 16 is yellow

    let t = table({ stealin: [['D17'], ['N17']] });
    t.bigLawyer = 16;
    const log: LogEntry[] = [];
    t = stealRound(t, 'D04', 'N05', log);
    t = act(t, 1, { type: 'take-yellow', count: 0 }, log);
    expect(log.filter((l) => l.kind === 'habeas').map((l) => l.card)).toEqual(['D17', 'N17']);
    // Both caught: nobody scarpers and nobody takes a Wee Lawyer.
    expect(t.stage).toBe('choose');
    expect(Object.values(t.weeLawyers)).toEqual([null, null, null, null, null]);
    expect(cardsAt(t, 'stealin')).toEqual([['D04'], ['N05']]);
  });

  it('R32 nobody caught: both players choose a thief to scarper at the same time, and the loot goes home', () => {
    let s = table();
    giveLoot(s, 'N08', { red: 1 });
    s = stealRound(s, 'D10', 'N11');
    // Seat 0 has neither loot nor awards: the highest thief (N11) is not asked.
    s = act(s, 0, { type: 'take-yellow', count: 1 });
    expect(s.bigLawyer).toBe(28);
    expect(rs.status(s).active).toEqual([0, 1]);
    s = act(s, 1, { type: 'scarper', card: 'N08' });
    expect(s.awards[1]?.red).toBe(0); // not yet: the answer waits for the other seat
    expect(JSON.stringify(rs.view(s, 0))).not.toContain('answer');
    s = act(s, 0, { type: 'scarper', card: 'D07' });
    expect(s.awards[1]?.red).toBe(1);
    expect(cardsAt(s, 'stealin')).toEqual([['D10'], ['N11']]);
    expect(s.loot.D10).toMatchObject({ yellow: 1 });
  });

  it('R33 a caught player takes the Wee Lawyer of the space, even from the opponent, who hands his back', () => {
    let s = table();
    s.weeLawyers.red = 0;
    s.bigLawyer = 2;
    giveLoot(s, 'D07', { yellow: 2 });
    s = stealRound(s, 'D10', 'N29');
    s = act(s, 1, { type: 'steal-thief', card: 'D07' });
    s = act(s, 0, { type: 'take-yellow', count: 1 });
    expect(s.bigLawyer).toBe(29); // a red space
    s = act(s, 0, { type: 'scarper', card: 'D10' });
    expect(s.weeLawyers.red).toBe(1);
  });

  it('R34 the Big Lawyer on a black space: the opponent picks which Wee Lawyer the caught player takes (not one he holds)', () => {
    let s = table();
    s.bigLawyer = 27;
    s.weeLawyers.yellow = 1;
    giveLoot(s, 'D07', { yellow: 2 });
    s = stealRound(s, 'D10', 'N29');
    s = act(s, 1, { type: 'steal-thief', card: 'D07' });
    s = act(s, 0, { type: 'take-yellow', count: 1 });
    expect(s.bigLawyer).toBe(24);
    s = act(s, 0, { type: 'scarper', card: 'D07' });
    expectAsked(
      s,
      0,
      'wee-lawyer',
      (['white', 'blue', 'green', 'red'] as const).map((colour) => ({ type: 'give-wee-lawyer', colour })),
    );
    s = act(s, 0, { type: 'give-wee-lawyer', colour: 'blue' });
    expect(s.weeLawyers).toEqual({ white: null, blue: 1, green: null, yellow: 1, red: null });
  });

  it('R35 a caught player who already holds that Wee Lawyer keeps it; nothing else changes', () => {
    let s = table();
    s.weeLawyers.yellow = 1;
    s.bigLawyer = 1; // three steps: to 28, a yellow space
    giveLoot(s, 'D07', { yellow: 2 });
    const log: LogEntry[] = [];
    s = stealRound(s, 'D10', 'N29', log);
    s = act(s, 1, { type: 'steal-thief', card: 'D07' }, log);
    s = act(s, 0, { type: 'take-yellow', count: 1 }, log);
    s = act(s, 0, { type: 'scarper', card: 'D10' }, log);
    expect(s.bigLawyer).toBe(28);
    expect(s.weeLawyers.yellow).toBe(1);
    expect(log.find((l) => l.kind === 'wee-lawyer')?.text).toContain('already');
  });
});

// ---------- Gonagals ----------

describe('Gonagals', () => {
  it("R36 Fightin': the Gonagal turns the next monster, kills the one its owner picks, picks the opposing fighter to discard, earns red and white (and the bonus), then leaves", () => {
    const log: LogEntry[] = [];
    let s = table({ monsters: ['D12'], monsterTop: ['T-green'] });
    s = playRound(s, ['D01', 'D02', 'D10'], ['N03', 'N02', 'N11'], log);
    expect(kinds(log)).toContain('gonagal');
    expectAsked(s, 0, 'gonagal-monster', discards('D12', 'T-green'));
    s = discard(s, 0, 'T-green');
    expect(s.awards[0]).toMatchObject({ red: 1, white: 1, green: 1 });
    expect(s.monsters).toEqual(['D12']);
    expectAsked(s, 0, 'gonagal-fighter', discards('N03', 'N20'));
    s = discard(s, 0, 'N20');
    expect(cardsAt(s, 'fightin')).toEqual([['D20'], ['N03']]);
    expect(s.discards[0]).toContain('D01');
  });

  it("R37 Drinkin': the Gonagal picks the opposing drinker to discard, takes every blue on the altar and a green", () => {
    let s = table();
    s.altar = 1;
    s.stock.blue = 9;
    s = playRound(s, ['D03', 'D09', 'D10'], ['N03', 'N01', 'N11']);
    expect(s.altar).toBe(2);
    expectAsked(s, 1, 'gonagal-drinker', discards('D09', 'D19'));
    s = discard(s, 1, 'D19');
    expect(s.altar).toBe(0);
    expect(s.awards[1]).toMatchObject({ blue: 2, green: 1 });
    expect(cardsAt(s, 'drinkin')).toEqual([['D09'], ['N19']]);
    expect(s.discards[1]).toContain('N01');
  });

  it("R38 Stealin': the Gonagal robs the opposing thieves, takes a yellow, the Big Lawyer moves but catches nobody, the Gonagal picks the opposing thief to discard, and brings its loot home", () => {
    const log: LogEntry[] = [];
    let s = table();
    giveLoot(s, 'N08', { white: 1 });
    giveAwards(s, 1, { red: 3 });
    s = stealRound(s, 'D01', 'N29', log);
    expect(s.loot.D01).toMatchObject({ white: 1, yellow: 1 });
    expect(s.bigLawyer).toBe(28);
    expect(kinds(log)).not.toContain('habeas');
    expectAsked(s, 0, 'gonagal-thief', discards('N08', 'N29'));
    s = discard(s, 0, 'N29', log);
    expect(s.awards[0]).toMatchObject({ white: 1, yellow: 1, red: 0 });
    expect(s.awards[1]).toMatchObject({ red: 3 }); // never steals directly
    expect(cardsAt(s, 'stealin')).toEqual([['D07'], ['N08']]);
    expect(s.loot).toEqual({});
    expect(Object.values(s.weeLawyers)).toEqual([null, null, null, null, null]);
    expect(s.stage).toBe('choose');
  });

  it('R39 seventh round: the Gonagal doubles its awards', () => {
    let s = table({ monsters: ['D12'], monsterTop: ['T-green'], round: 7 });
    s = playRound(s, ['D01', 'D02', 'D10'], ['N03', 'N02', 'N11']);
    s = discard(s, 0, 'T-green');
    expect(s.awards[0]).toMatchObject({ red: 2, white: 2, green: 2 });
    let t = table({ round: 7 });
    t = stealRound(t, 'D01', 'N29');
    expect(t.loot.D01).toMatchObject({ yellow: 2 });
    let d = table({ round: 7 });
    d = playRound(d, ['D03', 'D09', 'D10'], ['N03', 'N01', 'N11']);
    d = discard(d, 1, 'D19');
    expect(d.awards[1]).toMatchObject({ blue: 2, green: 2 });
  });

  it('R40 two Gonagals in one event cancel and count 1 each; a Gonagal left standing is a plain 1 later', () => {
    const log: LogEntry[] = [];
    let s = table({ fightin: [['D20'], ['N04']], monsters: ['D12'], monsterTop: ['N06'] });
    s = playRound(s, ['D01', 'D02', 'D10'], ['N01', 'N02', 'N11'], log);
    expect(kinds(log)).not.toContain('gonagal');
    // 21 against 5; monsters 18: a normal kill.
    expect(log.find((l) => l.kind === 'fight')).toMatchObject({ seat: 0, sum: 21, monsters: 18, won: true });
    s = discard(s, 0, 'D20');
    s = discard(s, 1, 'N04');
    expect(cardsAt(s, 'fightin')).toEqual([['D01'], ['N01']]);
    // Next round the standing D01 was not entered this round: it is a plain 1 (4 against 9).
    const t = table({ fightin: [['D01'], ['N04']], monsters: ['D12'], monsterTop: ['N06'] });
    const log2: LogEntry[] = [];
    playRound(t, ['D03', 'D02', 'D10'], ['N05', 'N02', 'N11'], log2);
    expect(kinds(log2)).not.toContain('gonagal');
    expect(log2.find((l) => l.kind === 'fight')).toMatchObject({ seat: 1, sum: 9, monsters: 18, won: false });
  });

  it('R41 under the white Wee Lawyer a Gonagal is a zero: it wins nothing and cancels nothing', () => {
    const log: LogEntry[] = [];
    let s = table({ drinkin: [['D19'], ['N14']] });
    s.weeLawyers.white = 1;
    s = playRound(s, ['D01', 'D02', 'D10'], ['N01', 'N03', 'N11'], log);
    expect(log.find((l) => l.kind === 'gonagal')).toMatchObject({ seat: 0 });
    expect(asked(s).kind).toBe('gonagal-monster');
    const log2: LogEntry[] = [];
    let t = table({ drinkin: [['D19'], ['N14']] });
    t.weeLawyers.white = 1;
    t = playRound(t, ['D03', 'D02', 'D10'], ['N01', 'N04', 'N11'], log2);
    expect(kinds(log2)).not.toContain('gonagal');
    expect(log2.find((l) => l.kind === 'fight')).toMatchObject({ seat: 0, sum: 23 });
  });
});

// ---------- round end and game end ----------

function firstOptionGame(seed: string, stopAt?: (s: FdsState) => boolean): FdsState {
  let s = fresh(seed);
  while (!rs.status(s).finished && !(stopAt?.(s) ?? false)) {
    const seat = rs.status(s).active[0] as Seat;
    s = act(s, seat, rs.actions(s, seat)[0] as FdsAction);
  }
  return s;
}

describe('rounds and the end', () => {
  it('R42 players draw back up to five after each round; the last card makes a hand of three for the seventh round', () => {
    let s = fresh('draws');
    const hands: number[][] = [];
    const log: LogEntry[] = [];
    while (!rs.status(s).finished) {
      if (s.stage === 'choose' && s.prompts.every((p) => p.answer === null)) hands.push(s.hands.map((h) => h.length));
      const seat = rs.status(s).active[0] as Seat;
      s = act(s, seat, rs.actions(s, seat)[0] as FdsAction, log);
    }
    expect(hands).toEqual([
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 5],
      [5, 5],
      [3, 3],
    ]);
    expect(log.filter((l) => l.kind === 'round').map((l) => l.round)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(s.round).toBe(7);
  });

  it('R43 in the seventh round each hand holds exactly three cards: six ways to play them', () => {
    const s = firstOptionGame('seventh', (st) => st.round === 7);
    expect(rs.actions(s, 0)).toHaveLength(6);
    expect(s.decks.map((d) => d.length)).toEqual([0, 0]);
  });

  it('R44 halving under a Wee Lawyer is exact (3 counts 1.5) and decides the best colour', () => {
    const s = table();
    giveAwards(s, 0, { red: 3, blue: 2 });
    s.weeLawyers.red = 0;
    expect(bestColours(s, 0)).toEqual(['blue']);
    s.endDiscard[0] = 'blue';
    expect(finalScore(s, 0)).toBe(1.5);
    expect(bestColours(s, 1)).toEqual([]);
  });

  it('R45 the end: each discards his best colour (choosing among ties), awards still on a thief do not count, most awards wins', () => {
    let s = table({ round: 7 });
    giveAwards(s, 0, { red: 4, white: 4, blue: 1 });
    giveAwards(s, 1, { yellow: 3, green: 2, red: 1 });
    s.weeLawyers.yellow = 1;
    giveLoot(s, 'N08', { red: 2 });
    const log: LogEntry[] = [];
    s = stealRound(s, 'D10', 'N11', log);
    s = act(s, 1, { type: 'pass' }, log);
    s = act(s, 0, { type: 'take-yellow', count: 0 }, log);
    s = act(s, 0, { type: 'scarper', card: 'D10' }, log);
    s = act(s, 1, { type: 'scarper', card: 'N11' }, log);
    expectAsked(s, 0, 'best-colour', [
      { type: 'discard-colour', colour: 'white' },
      { type: 'discard-colour', colour: 'red' },
    ]);
    s = act(s, 0, { type: 'discard-colour', colour: 'red' }, log);
    expect(s.endDiscard).toEqual(['red', 'green']);
    expect(kinds(log)).toContain('unbanked');
    const st = rs.status(s);
    expect(st.finished).toBe(true);
    expect(st.result).toMatchObject({ winners: [0], scores: { '0': 5, '1': 2.5 } });
    const v = rs.view(s, 1) as FdsView;
    expect(v.scores).toEqual([5, 2.5]);
  });

  it('R46 equal totals after the discard: both players win', () => {
    let s = table({ round: 7 });
    giveAwards(s, 0, { red: 2, blue: 1 });
    giveAwards(s, 1, { white: 2, green: 1 });
    s = stealRound(s, 'D10', 'N11');
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'take-yellow', count: 0 });
    s = act(s, 0, { type: 'scarper', card: 'D10' });
    s = act(s, 1, { type: 'scarper', card: 'N11' });
    expect(rs.status(s).result).toMatchObject({ winners: [0, 1], scores: { '0': 1, '1': 1 } });
  });

  it('R47 revealedView shows every hidden card; view never holds the seed or the generator', () => {
    const s = fresh('reveal');
    const all = rs.revealedView(s) as { hands: CardId[][]; decks: CardId[][]; monsterDeck: CardId[] };
    expect(all.hands).toEqual(s.hands);
    expect(all.monsterDeck).toEqual(s.monsterDeck);
    for (const seat of [null, 0, 1]) {
      const json = JSON.stringify(rs.view(s, seat));
      expect(json).not.toContain('reveal');
      expect(json).not.toContain('rng');
      for (const id of s.monsterDeck) expect(json).not.toContain(`"${id}"`);
    }
    expect(GONAGALS).toEqual(['D01', 'N01']);
  });
});
