/**
 * Stonerush written for boardgame.io 0.50 in its own idiom, for the bench's native side-by-side
 * row (bench/side-by-side.ts): nothing here comes from engine/. The whole race with its real rules
 * (docs/rules/stonerush.md, whose rulings it follows): G holds the race, two stages make a turn
 * (`play`, then `discard` unless the play emptied the hand), boardgame.io's own turn order goes
 * round from a random first seat, `endIf` names the winners, and `playerView` hides the other
 * hands, the draw pile and the trilithon cards until the race ends. Clients choose among
 * `legalMoves` (also the game's `ai.enumerate`), worked out from their own view: no legal-action
 * list travels with a state, which is what makes this lighter than our engine's payload.
 * `invalid` is boardgame.io's INVALID_MOVE (installed on demand, so not imported here).
 */

export const COLOURS = ['white', 'blue', 'green', 'yellow', 'red'] as const;
export type Colour = (typeof COLOURS)[number];

/** A number card: +n is day card n, -n night card n. */
export type Card = number;

const TRACK = 30;
const HAND = 4;
const KEEP = 2;

/** The colour printed on card number n: it cycles every six numbers, black on the multiples of six. */
export function colourOf(card: Card): Colour | 'black' {
  const n = Math.abs(card) % 6;
  return n === 0 ? 'black' : (COLOURS[n - 1] as Colour);
}

export interface NativeG {
  /** Seat who opens the race (boardgame.io's turn order starts there). */
  start: number;
  positions: Record<Colour, number>;
  /** Secret to all but its seat: each seat's hand and trilithon colour. */
  hands: Record<string, Card[]>;
  backs: Record<string, Colour>;
  /** Secret: the draw pile (top first) and the trilithon cards nobody holds. */
  deck: Card[];
  spare: Colour[];
  /** Face up, oldest first. */
  discard: Card[];
  /** The druid that reached the last space, once one has. */
  finisher: Colour | null;
}

/** What a seat receives: its own hand and colour; of the rest only what is face up. */
export interface NativeView extends Omit<NativeG, 'hands' | 'backs' | 'deck' | 'spare'> {
  hands: Record<string, Card[] | number>;
  backs: Record<string, Colour | null>;
  deck: number;
}

export type NativeMove = { move: 'play'; args: [Card[], Colour] } | { move: 'discard'; args: [Card[]] };

interface Random {
  Shuffle<T>(deck: T[]): T[];
  Die(spots: number): number;
}
interface Ctx {
  numPlayers: number;
  playOrderPos: number;
  currentPlayer: string;
  activePlayers: Record<string, string> | null;
  gameover?: unknown;
}
interface Events {
  setStage(stage: string): void;
  endTurn(): void;
}
interface MoveContext {
  G: NativeG;
  ctx: Ctx;
  playerID: string;
  random: Random;
  events: Events;
}

/** Where the druid lands: clamped to the start line and the finish, one more space past each druid it lands on. */
function land(positions: Record<Colour, number>, colour: Colour, steps: number): number {
  const from = positions[colour];
  if (steps === 0) return from;
  const dir = steps > 0 ? 1 : -1;
  let to = Math.max(1, Math.min(TRACK, from + steps));
  while (to > 1 && to < TRACK && COLOURS.some((c) => c !== colour && positions[c] === to)) to = Math.max(1, Math.min(TRACK, to + dir));
  return to;
}

/** The druids a set of cards may move: its one colour, or any when all are black; none for a mixed set. */
function movable(cards: Card[]): Colour[] {
  const colours = new Set(cards.map(colourOf).filter((c) => c !== 'black'));
  if (cards.length === 0 || colours.size > 1) return [];
  return colours.size === 1 ? ([...colours] as Colour[]) : [...COLOURS];
}

/** True when every card is in the hand, none twice. */
function holds(hand: Card[], cards: Card[]): boolean {
  return new Set(cards).size === cards.length && cards.every((c) => hand.includes(c));
}

function subsets(hand: Card[]): Card[][] {
  const out: Card[][] = [];
  for (let mask = 1; mask < 1 << hand.length; mask++) out.push(hand.filter((_, i) => mask & (1 << i)));
  return out;
}

/** Refill the hand to four, turning the shuffled discard pile into the draw pile when it runs dry. */
function refill(G: NativeG, seat: string, random: Random): void {
  const hand = G.hands[seat]!;
  while (hand.length < HAND) {
    if (G.deck.length === 0) {
      if (G.discard.length === 0) return;
      G.deck = random.Shuffle(G.discard);
      G.discard = [];
    }
    hand.push(G.deck.shift()!);
  }
}

/** The moves a seat may make now, from the game or from its own view (boardgame.io's AI `enumerate`). */
export function legalMoves(G: NativeG | NativeView, ctx: Ctx, playerID: string): NativeMove[] {
  if (ctx.gameover || ctx.currentPlayer !== playerID) return [];
  const hand = G.hands[playerID];
  if (!Array.isArray(hand)) return [];
  if (ctx.activePlayers?.[playerID] === 'discard') {
    const must = hand.length - KEEP;
    return [[], ...subsets(hand)].filter((cards) => cards.length >= must).map((cards) => ({ move: 'discard', args: [cards] }));
  }
  return subsets(hand).flatMap((cards) => movable(cards).map((colour): NativeMove => ({ move: 'play', args: [cards, colour] })));
}

/** The race's outcome once a druid finished: its backer wins, else the seats whose own druid is furthest along. */
export function outcome(G: NativeG): { winners: string[]; scores: Record<string, number>; finisher: Colour } | undefined {
  if (!G.finisher) return undefined;
  const scores = Object.fromEntries(Object.entries(G.backs).map(([seat, colour]) => [seat, G.positions[colour]]));
  const owner = Object.keys(G.backs).find((seat) => G.backs[seat] === G.finisher);
  const best = Math.max(...Object.values(scores));
  return { winners: owner !== undefined ? [owner] : Object.keys(scores).filter((s) => scores[s] === best), scores, finisher: G.finisher };
}

export function nativeStonerush(invalid: string) {
  return {
    name: 'stonerush-native',
    minPlayers: 3,
    maxPlayers: 5,
    setup: ({ ctx, random }: { ctx: { numPlayers: number }; random: Random }): NativeG => {
      const backs = random.Shuffle([...COLOURS]);
      const deck: Card[] = random.Shuffle([...Array.from({ length: 30 }, (_, i) => i + 1), ...Array.from({ length: 12 }, (_, i) => -(i + 1))]);
      const hands: Record<string, Card[]> = {};
      const seats: Record<string, Colour> = {};
      for (let s = 0; s < ctx.numPlayers; s++) {
        hands[s] = deck.splice(0, HAND);
        seats[s] = backs[s]!;
      }
      return {
        start: random.Die(ctx.numPlayers) - 1,
        positions: { white: 1, blue: 1, green: 1, yellow: 1, red: 1 },
        hands,
        backs: seats,
        deck,
        spare: backs.slice(ctx.numPlayers),
        discard: [],
        finisher: null,
      };
    },
    turn: {
      order: {
        first: ({ G }: { G: NativeG }) => G.start,
        next: ({ ctx }: { ctx: Ctx }) => (ctx.playOrderPos + 1) % ctx.numPlayers,
      },
      activePlayers: { currentPlayer: 'play' },
      stages: {
        play: {
          moves: {
            // Server only: it draws from the secret deck and shuffles with boardgame.io's seeded random.
            play: {
              move: ({ G, playerID, random, events }: MoveContext, cards: Card[], colour: Colour) => {
                const hand = G.hands[playerID];
                if (!hand || !Array.isArray(cards) || !holds(hand, cards) || !movable(cards).includes(colour)) return invalid;
                G.hands[playerID] = hand.filter((c) => !cards.includes(c));
                G.discard.push(...cards);
                const steps = cards.reduce((sum, c) => sum + Math.sign(c), 0);
                G.positions[colour] = land(G.positions, colour, steps);
                if (G.positions[colour] === TRACK) G.finisher = colour;
                else if (G.hands[playerID]!.length === 0) {
                  refill(G, playerID, random);
                  events.endTurn();
                } else events.setStage('discard');
              },
              client: false,
            },
          },
        },
        discard: {
          moves: {
            discard: {
              move: ({ G, playerID, random, events }: MoveContext, cards: Card[]) => {
                const hand = G.hands[playerID];
                if (!hand || !Array.isArray(cards) || !holds(hand, cards) || hand.length - cards.length > KEEP) return invalid;
                G.hands[playerID] = hand.filter((c) => !cards.includes(c));
                G.discard.push(...cards);
                refill(G, playerID, random);
                events.endTurn();
              },
              client: false,
            },
          },
        },
      },
    },
    endIf: ({ G }: { G: NativeG }) => outcome(G),
    playerView: ({ G, playerID }: { G: NativeG; playerID: string | null }): NativeView => {
      const over = G.finisher !== null;
      const { spare: _, ...open } = G;
      return {
        ...open,
        hands: Object.fromEntries(Object.entries(G.hands).map(([seat, hand]) => [seat, seat === playerID ? hand : hand.length])),
        backs: Object.fromEntries(Object.entries(G.backs).map(([seat, c]) => [seat, over || seat === playerID ? c : null])),
        deck: G.deck.length,
      };
    },
    ai: { enumerate: (G: NativeView, ctx: Ctx, playerID: string) => legalMoves(G, ctx, playerID) },
  };
}
