import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS, type NumberCardId, type PlayerColour } from '@engine/core/components';
import { play } from '@engine/core/play';
import { stonerush } from '@engine/stonerush';
import { setup, winners } from '@engine/stonerush/flow';
import { type StonerushState, resolveMove, stonerushDeck } from '@engine/stonerush/model';

const { actions, status } = stonerush;
import { view } from '@engine/stonerush/view';

const at = (positions: Partial<Record<PlayerColour, number>>): Record<PlayerColour, number> => ({
  white: 1,
  blue: 1,
  green: 1,
  yellow: 1,
  red: 1,
  ...positions,
});

/** A 3-player game at seat 0's turn with a chosen hand. */
function table(hand: NumberCardId[], positions: Partial<Record<PlayerColour, number>> = {}, track: 'outer-ring' | 'bluestones' = 'outer-ring'): StonerushState {
  const state = setup('scenario', 3, { track });
  const all = new Set<NumberCardId>([...state.hands.flat(), ...state.drawPile]);
  for (const id of hand) all.delete(id);
  const rest = [...all];
  state.hands = [hand, rest.splice(0, 4), rest.splice(0, 4)];
  state.drawPile = rest;
  state.discardPile = [];
  state.turn = 0;
  state.step = 'play';
  state.positions = at(positions);
  state.identities = ['red', 'blue', 'green'];
  state.undealtIdentities = ['white', 'yellow'];
  return state;
}

function mustPlay(state: StonerushState, seat: number, action: unknown): StonerushState {
  const result = play(stonerush, state, seat, action);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('Stonerush setup', () => {
  it('uses every day card and the night cards 1 to 12: 42 cards', () => {
    const deck = stonerushDeck();
    expect(deck).toHaveLength(42);
    expect(deck.filter((id) => id.startsWith('N'))).toEqual(Array.from({ length: 12 }, (_, i) => `N${String(i + 1).padStart(2, '0')}`));
  });

  it('deals four cards and one secret trilithon colour to each player; all druids start on 1', () => {
    for (const players of [3, 4, 5]) {
      const s = setup(`setup-${players}`, players, { track: 'outer-ring' });
      expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(4));
      expect(s.drawPile).toHaveLength(42 - 4 * players);
      expect(new Set([...s.identities, ...s.undealtIdentities])).toEqual(new Set(PLAYER_COLOURS));
      expect(s.identities).toHaveLength(players);
      expect(Object.values(s.positions)).toEqual([1, 1, 1, 1, 1]);
      expect(s.turn).toBe(s.startPlayer);
    }
  });

  it('picks the start player at random from the seed, the same for the same seed', () => {
    const starts = new Set(Array.from({ length: 40 }, (_, i) => setup(`start-${i}`, 5, { track: 'outer-ring' }).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
    expect(setup('same', 4, { track: 'outer-ring' })).toEqual(setup('same', 4, { track: 'outer-ring' }));
  });

  it('accepts 3 to 5 players only, and only known options', () => {
    expect(stonerush.checkSetup(2, { track: 'outer-ring' })?.code).toBe('invalid_options');
    expect(stonerush.checkSetup(6, { track: 'outer-ring' })?.code).toBe('invalid_options');
    expect(stonerush.checkSetup(3, { track: 'outer-ring' })).toBeNull();
    expect(stonerush.optionsSchema.parse({})).toEqual({ track: 'outer-ring' });
    expect(stonerush.optionsSchema.safeParse({ track: 'moon' }).success).toBe(false);
    expect(stonerush.optionsSchema.safeParse({ speed: 1 }).success).toBe(false);
  });
});

describe('Stonerush plays', () => {
  it('lists only single-colour combinations, with black joining any colour', () => {
    // yellow 4, red 5, black 6, yellow 10
    const s = table(['D04', 'D05', 'D06', 'N10']);
    const plays = actions(s, 0).filter((a) => a.type === 'play');
    const key = (a: { cards: string[]; colour: string }) => `${a.cards.join('+')}:${a.colour}`;
    const keys = plays.map((a) => key(a as { cards: string[]; colour: string })).sort();
    expect(keys).toEqual(
      [
        'D04:yellow',
        'D04+N10:yellow',
        'D04+D06:yellow',
        'D04+D06+N10:yellow',
        'D06+N10:yellow',
        'N10:yellow',
        'D05:red',
        'D05+D06:red',
        // ruling 1: black alone may move any druid
        ...PLAYER_COLOURS.map((c) => `D06:${c}`),
      ].sort(),
    );
    expect(actions(s, 1)).toEqual([]);
  });

  it('refuses a mix of colours, an empty play and cards not in hand', () => {
    const s = table(['D04', 'D05', 'D06', 'N10']);
    for (const bad of [
      { type: 'play', cards: ['D04', 'D05'], colour: 'yellow' },
      { type: 'play', cards: [], colour: 'yellow' },
      { type: 'play', cards: ['D07'], colour: 'white' },
      { type: 'play', cards: ['D04'], colour: 'red' },
      { type: 'discard', cards: [] },
    ]) {
      const r = play(stonerush, s, 0, bad);
      expect(r.ok).toBe(false);
    }
    const wrongSeat = play(stonerush, s, 1, { type: 'play', cards: ['D04'], colour: 'yellow' });
    expect(wrongSeat.ok === false && wrongSeat.error.code).toBe('not_your_turn');
  });

  it('moves a druid one space ahead per day card and one back per night card', () => {
    let s = table(['D04', 'D10', 'D16', 'N07'], { yellow: 5, white: 8 });
    s = mustPlay(s, 0, { type: 'play', cards: ['D04', 'D10'], colour: 'yellow' });
    expect(s.positions.yellow).toBe(7);
    expect(s.step).toBe('discard');
    s.step = 'play';
    s = mustPlay(s, 0, { type: 'play', cards: ['N07'], colour: 'white' });
    // white 8 goes back to 7, where yellow now stands, and is pushed on to 6
    expect(s.positions.white).toBe(6);
  });

  it('a day and a night card of one colour cancel out: the druid stays', () => {
    const s = mustPlay(table(['D02', 'N02', 'D05', 'D11'], { blue: 4 }), 0, { type: 'play', cards: ['D02', 'N02'], colour: 'blue' });
    expect(s.positions.blue).toBe(4);
  });

  it('landing on a druid moves one extra space in the same direction (example: two nights back)', () => {
    // red on 9, yellow on 7: red plays two red nights, lands on 7, is pushed on to 6
    const s = mustPlay(table(['N05', 'N11', 'D04', 'D06'], { red: 9, yellow: 7 }), 0, {
      type: 'play',
      cards: ['N05', 'N11'],
      colour: 'red',
    });
    expect(s.positions.red).toBe(6);
  });

  it('ruling 2: a bump onto another occupied space keeps going until a free space', () => {
    expect(resolveMove(at({ green: 3, blue: 4, red: 5 }), 'green', 1, 30)).toEqual({ to: 6, bumps: 2 });
    expect(resolveMove(at({ green: 9, blue: 8, red: 7 }), 'green', -1, 30)).toEqual({ to: 6, bumps: 2 });
  });

  it('ruling 3: no druid goes back past space 1, which holds any number of druids', () => {
    expect(resolveMove(at({ white: 2 }), 'white', -3, 30)).toEqual({ to: 1, bumps: 0 });
    // the others are all on 1, so landing on 1 is no bump
    expect(resolveMove(at({ white: 3 }), 'white', -2, 30)).toEqual({ to: 1, bumps: 0 });
  });

  it('ruling 4: overshooting the last space stops on it and ends the race', () => {
    expect(resolveMove(at({ blue: 28 }), 'blue', 4, 30)).toEqual({ to: 30, bumps: 0 });
    expect(resolveMove(at({ blue: 28, red: 29 }), 'blue', 1, 30)).toEqual({ to: 30, bumps: 1 });
    expect(resolveMove(at({ blue: 18 }), 'blue', 3, 20)).toEqual({ to: 20, bumps: 0 });
  });
});

describe('Stonerush end of turn', () => {
  it('after playing, a hand of three must shed at least one card, and may shed more', () => {
    const s = mustPlay(table(['D01', 'D02', 'D03', 'D04']), 0, { type: 'play', cards: ['D01'], colour: 'white' });
    const discards = actions(s, 0).map((a) => (a as { cards: string[] }).cards.length);
    expect(discards.every((n) => n >= 1)).toBe(true);
    expect(discards.sort()).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });

  it('a hand of two may keep everything; then the player draws back to four', () => {
    let s = table(['D01', 'D07', 'D02', 'D03']);
    const pileBefore = s.drawPile.length;
    s = mustPlay(s, 0, { type: 'play', cards: ['D01', 'D07'], colour: 'white' });
    expect(actions(s, 0).map((a) => (a as { cards: string[] }).cards)).toContainEqual([]);
    s = mustPlay(s, 0, { type: 'discard', cards: [] });
    expect(s.hands[0]).toHaveLength(4);
    expect(s.drawPile).toHaveLength(pileBefore - 2);
    expect(s.discardPile).toEqual(['D01', 'D07']);
    expect(s.turn).toBe(1);
    expect(s.step).toBe('play');
  });

  it('playing the whole hand skips the discard step (nothing to choose)', () => {
    const s = mustPlay(table(['D01', 'D07', 'D13', 'D19']), 0, { type: 'play', cards: ['D01', 'D07', 'D13', 'D19'], colour: 'white' });
    expect(s.turn).toBe(1);
    expect(s.hands[0]).toHaveLength(4);
    expect(s.positions.white).toBe(5);
  });

  it('shuffles the discard pile into a new draw pile when the draw pile runs out', () => {
    let s = table(['D01', 'D07', 'D13', 'D19']);
    s.discardPile = s.drawPile.splice(1); // one card left to draw
    const before = s.discardPile.length;
    s = mustPlay(s, 0, { type: 'play', cards: ['D01', 'D07', 'D13'], colour: 'white' });
    s = mustPlay(s, 0, { type: 'discard', cards: [] });
    expect(s.hands[0]).toHaveLength(4);
    // 1 from the old pile, then 2 from the reshuffled discards (which included the 3 cards just played)
    expect(s.drawPile.length + s.discardPile.length).toBe(before + 3 - 2);
    expect(s.discardPile).toEqual([]);
  });

  it('turns go clockwise (rising seat numbers) and wrap around', () => {
    let s = table(['D01', 'D07', 'D13', 'D19']);
    s.turn = 2;
    s.hands = [s.hands[2]!, s.hands[1]!, ['D01', 'D07', 'D13', 'D19']];
    s = mustPlay(s, 2, { type: 'play', cards: ['D01', 'D07', 'D13', 'D19'], colour: 'white' });
    expect(s.turn).toBe(0);
  });
});

describe('Stonerush end of the race', () => {
  it('the owner of the colour that reaches the last space wins at once', () => {
    const s = mustPlay(table(['D05', 'D11', 'D01', 'D02'], { red: 28 }), 0, { type: 'play', cards: ['D05', 'D11'], colour: 'red' });
    expect(s.positions.red).toBe(30);
    const st = status(s);
    expect(st.finished).toBe(true);
    expect(st.active).toEqual([]);
    expect(st.result?.winners).toEqual([0]); // seat 0 backs red
    expect(actions(s, 0)).toEqual([]);
    expect(play(stonerush, s, 0, { type: 'discard', cards: [] }).ok).toBe(false);
  });

  it('ruling 5: an unowned colour finishing makes the player whose own druid is furthest along win', () => {
    const s = mustPlay(table(['D04', 'D10', 'D01', 'D02'], { yellow: 29, blue: 12, green: 17 }), 0, {
      type: 'play',
      cards: ['D04'],
      colour: 'yellow',
    });
    // identities: seat0 red (1), seat1 blue (12), seat2 green (17)
    expect(status(s).result?.winners).toEqual([2]);
  });

  it('ruling 6: players tied for furthest along share the win', () => {
    const s = table(['D04', 'D10', 'D01', 'D02'], { yellow: 30, blue: 12, green: 12 });
    s.finisher = 'yellow';
    expect(winners(s)).toEqual([1, 2]);
  });

  it('the bluestone variant races on 20 spaces', () => {
    const s = mustPlay(table(['D02', 'D08', 'D01', 'D03'], { blue: 18 }, 'bluestones'), 0, {
      type: 'play',
      cards: ['D02', 'D08'],
      colour: 'blue',
    });
    expect(s.positions.blue).toBe(20);
    expect(status(s).result?.winners).toEqual([1]);
  });
});

describe('Stonerush views', () => {
  it('a seat sees its own hand and colour, only counts of the others, and no deck order', () => {
    const s = table(['D01', 'D02', 'D03', 'D04']);
    const v = view(s, 0);
    expect(v.hand).toEqual(['D01', 'D02', 'D03', 'D04']);
    expect(v.identity).toBe('red');
    expect(v.identities).toBeUndefined();
    expect(v.handCounts).toEqual([4, 4, 4]);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.hands[1]![0]));
    expect(Object.keys(v)).not.toContain('drawPile');
    const spectator = view(s, null);
    expect(spectator.hand).toBeUndefined();
    expect(spectator.identity).toBeUndefined();
  });

  it('the trilithon cards are turned up when the race ends', () => {
    const s = table(['D04', 'D10', 'D01', 'D02'], { yellow: 30 });
    s.finisher = 'yellow';
    expect(view(s, null).identities).toEqual(['red', 'blue', 'green']);
  });
});
