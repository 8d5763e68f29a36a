import { describe, expect, it } from 'vitest';
import { canonicalJson } from '@engine/core/actions';
import { ALL_CARD_IDS, type CardId, PLAYER_COLOURS } from '@engine/core/components';
import type { Seat } from '@engine/core/ruleset';
import { fightinDrinkinStealin as rs } from '@engine/fightin-drinkin-stealin';
import { EVENTS, type FdsState, lootOf, totalAwards } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { type FuzzGame, expectReplays, fuzzCount, randomGame } from './fuzz';

function cardLocations(state: FdsState): CardId[] {
  return [
    ...state.decks.flat(),
    ...state.hands.flat(),
    ...state.discards.flat(),
    ...EVENTS.flatMap((e) => state.events[e].flat()),
    ...state.monsterDeck,
    ...state.monsters,
    ...state.monsterDiscards,
  ];
}

function check(cond: boolean, message: string): void {
  if (!cond) throw new Error(message);
}

/** Plain checks (not expect) because they run after every action of thousands of games. */
function invariant(state: FdsState): void {
  const cards = cardLocations(state);
  check(cards.length === ALL_CARD_IDS.length && new Set(cards).size === ALL_CARD_IDS.length, 'every card is in exactly one place');
  for (const colour of PLAYER_COLOURS) {
    const a0 = state.awards[0]?.[colour] ?? -1;
    const a1 = state.awards[1]?.[colour] ?? -1;
    let n = state.stock[colour] + a0 + a1;
    for (const id of Object.keys(state.loot)) n += lootOf(state, id as CardId)[colour];
    if (colour === 'blue') n += state.altar;
    check(n === 10, `${colour} awards conserved (${n})`);
    check(state.stock[colour] >= 0 && a0 >= 0 && a1 >= 0, `${colour} counts are not negative`);
  }
  // Loot only ever rides on thieves that are on the board.
  const thieves = state.events.stealin.flat();
  for (const id of Object.keys(state.loot)) {
    check(thieves.includes(id as CardId), `loot on ${id}, which is not a thief on the board`);
    check(totalAwards(lootOf(state, id as CardId)) > 0, `empty loot entry on ${id}`);
  }
  check(state.round >= 1 && state.round <= 7, 'seven rounds');
  check(state.bigLawyer >= 1 && state.bigLawyer <= 30, 'the Big Lawyer is on the ring');
  for (const p of state.prompts) check(p.kind === 'play' || p.answer !== null || p.options.length > 1, 'nobody is asked a one-option question');
  if (state.stage === 'choose') {
    check(state.monsters.length === 1, 'one monster between rounds');
    for (const e of EVENTS) for (const s of [0, 1]) check((state.events[e][s]?.length ?? 0) >= 1, 'a standing card at each event');
  }
  if (state.stage === 'over' || state.stage === 'final') {
    check(state.round === 7, 'the game ends after round 7');
    for (const e of EVENTS) for (const s of [0, 1]) check(state.events[e][s]?.length === 1, 'one card per seat per event at the end');
    check(state.monsters.length === 1, 'one monster left at the end');
    check(state.hands.flat().length === 0 && state.decks.flat().length === 0, 'every card was played');
  }
}

/** Card ids a seat must not see: the other hand, every deck, the Monster deck, unrevealed newcomers of others. */
function hiddenFrom(state: FdsState, seat: Seat | null): string[] {
  const hidden: string[] = [...state.decks.flat(), ...state.monsterDeck];
  for (const s of [0, 1]) {
    if (s === seat) continue;
    hidden.push(...(state.hands[s] ?? []));
    for (const e of EVENTS) {
      const newcomer = state.events[e][s]?.[1];
      if (newcomer && !state.revealed[e]) hidden.push(newcomer);
    }
  }
  return hidden;
}

function checkView(state: FdsState, seat: Seat | null, raw: unknown): void {
  const v = raw as FdsView;
  const keys = Object.keys(v);
  check(!keys.includes('rng') && !keys.includes('decks') && !keys.includes('prompts'), 'no secret fields in a view');
  if (seat === null) {
    check(v.hand === undefined && v.prompt === undefined, 'a spectator has no hand and no prompt');
  } else {
    check(canonicalJson(v.hand) === canonicalJson(state.hands[seat]), 'the view shows your own hand');
    const mine = rs.actions(state, seat);
    if (mine.length === 0) check(v.prompt === undefined, 'no prompt without legal actions');
    else if (v.prompt?.kind === 'play') check(v.prompt.options === undefined, 'play options are not repeated');
    else check(canonicalJson(v.prompt?.options) === canonicalJson(mine), 'the prompt lists your legal actions');
  }
  for (const s of [0, 1]) {
    check(v.seats[s]?.handCount === state.hands[s]?.length, 'hand counts');
    for (const e of EVENTS) {
      const cards = v.events[e][s] ?? [];
      check(cards.length === state.events[e][s]?.length, 'card counts per event');
      cards.forEach((c, i) => {
        const hidden = i === 1 && !state.revealed[e] && s !== seat;
        check(hidden ? c.card === undefined && c.faceDown : c.card === state.events[e][s]?.[i], 'face-down cards are backs');
      });
    }
  }
}

/** About 60 s on this shared two-core machine; FUZZ_GAMES overrides it. */
const GAMES = 300;
const GAMES_RUN = fuzzCount(GAMES);
const promptKindsSeen = new Set<string>();

function play(seed: string): FuzzGame {
  return randomGame<FdsState>(
    rs,
    seed,
    2,
    {},
    {
      invariant(state) {
        invariant(state);
        for (const p of state.prompts) if (p.answer === null) promptKindsSeen.add(p.kind);
      },
      hiddenFrom,
      checkView,
    },
  );
}

/** Every question the game can ask; the two tie-breaks between a player's own zero-worth cards are rare. */
const COMMON_PROMPTS = [
  'play',
  'gonagal-monster',
  'gonagal-fighter',
  'fight-kill',
  'fight-champion-discard',
  'fight-other-discard',
  'clobber-own',
  'clobber-opponent',
  'clobber-monster',
  'gonagal-drinker',
  'drink-discard',
  'drink-passout-discard',
  'steal-high',
  'steal-high-more',
  'steal-yellow',
  'gonagal-thief',
  'scarper',
  'wee-lawyer',
  'best-colour',
];

describe("Fightin' an' Drinkin' an' Stealin' — random play", () => {
  it('rejects every player count but two', () => {
    for (const n of [0, 1, 3, 4, 5]) expect(rs.checkSetup(n, {})?.code).toBe('invalid_options');
    expect(rs.checkSetup(2, {})).toBeNull();
    expect(rs.optionsSchema.safeParse({ extra: true }).success).toBe(false);
  });

  it('plays seeded random games to the end with invariants', { timeout: Math.max(120_000, GAMES_RUN * 400) }, () => {
    const n = fuzzCount(GAMES);
    let shared = 0;
    const finalStages = new Set<string>();
    for (let i = 0; i < n; i++) {
      const game = play(`fds-${i}`);
      const state = game.finalState as FdsState;
      finalStages.add(state.stage);
      expect(state.round).toBe(7);
      if (game.status.result?.winners.length === 2) shared++;
      if (i % 50 === 0) expectReplays(rs, game);
    }
    expect([...finalStages]).toEqual(['over']);
    // Random play reaches every common question (a coverage check on the fuzzer itself).
    if (n >= 200) for (const kind of COMMON_PROMPTS) expect(promptKindsSeen, kind).toContain(kind);
    expect(shared).toBeLessThan(n);
  });
});
