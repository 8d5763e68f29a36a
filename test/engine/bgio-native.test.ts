/**
 * bench/bgio/native.ts, boardgame.io's own Stonerush for the bench's native row, checked for
 * fidelity without boardgame.io (installed only on demand by the bench): its setup, moves, turn
 * order, endIf and playerView are driven here as boardgame.io drives them (one seat at a time, the
 * stage a move sets, `endTurn` passing to the next seat). Random games must end with the rules'
 * winners, no illegal move may be accepted, and with the same deal, the same moves and the same
 * shuffles its race must end exactly as our engine's.
 */
import { describe, expect, it } from 'vitest';
import { numberCard } from '@engine/core/components';
import { type Rng, createRng, pick, randomInt, shuffle } from '@engine/core/prng';
import { play } from '@engine/index';
import { stonerush } from '@engine/stonerush';
import { result } from '@engine/stonerush/flow';
import type { StonerushState } from '@engine/stonerush/model';
import { COLOURS, type Card, type NativeG, type NativeMove, legalMoves, nativeStonerush, type outcome } from '../../bench/bgio/native';

const INVALID = 'INVALID_MOVE';
const game = nativeStonerush(INVALID);
const DECK = [...Array.from({ length: 30 }, (_, i) => i + 1), ...Array.from({ length: 12 }, (_, i) => -(i + 1))].sort((a, b) => a - b);

/** boardgame.io's random, seeded with our PRNG (its Shuffle returns a new array). */
function seededRandom(rng: Rng) {
  return { Shuffle: <T>(deck: T[]) => shuffle(rng, [...deck]), Die: (spots: number) => randomInt(rng, spots) + 1 };
}

/** Just enough of boardgame.io's flow to run the game: the current seat, its stage, the events. */
class Match {
  pos: number;
  stage = 'play';
  gameover: ReturnType<typeof outcome>;
  constructor(
    public G: NativeG,
    public numPlayers: number,
  ) {
    this.pos = game.turn.order.first({ G });
  }
  get ctx() {
    const currentPlayer = String(this.pos);
    return { numPlayers: this.numPlayers, playOrderPos: this.pos, currentPlayer, activePlayers: { [currentPlayer]: this.stage }, gameover: this.gameover };
  }
  /** One move as the server runs it on a draft of G; false when the move answered INVALID_MOVE. */
  move(m: NativeMove, random: ReturnType<typeof seededRandom>): boolean {
    const draft = structuredClone(this.G);
    let next: string | null = null;
    let ended = false;
    const events = {
      setStage: (s: string) => {
        next = s;
      },
      endTurn: () => {
        ended = true;
      },
    };
    const stage = game.turn.stages[this.stage as 'play' | 'discard'];
    const fn = (stage.moves as Record<string, { move: (...a: never[]) => unknown }>)[m.move];
    if (!fn) return false;
    const context = { G: draft, ctx: this.ctx, playerID: String(this.pos), random, events };
    const out = (fn.move as (c: typeof context, ...a: unknown[]) => unknown)(context, ...m.args);
    if (out === INVALID) return false;
    this.G = draft;
    if (next) this.stage = next;
    if (ended) {
      this.pos = game.turn.order.next({ ctx: this.ctx });
      this.stage = 'play';
    }
    this.gameover = game.endIf({ G: this.G });
    return true;
  }
}

function invariants(G: NativeG) {
  expect([...Object.values(G.hands).flat(), ...G.deck, ...G.discard].sort((a, b) => a - b)).toEqual(DECK);
  expect(new Set([...Object.values(G.backs), ...G.spare]).size).toBe(5);
  const past = COLOURS.map((c) => G.positions[c]).filter((p) => p > 1);
  expect(past.every((p) => p <= 30)).toBe(true);
  expect(new Set(past).size).toBe(past.length);
}

/** A few moves no seat may make: a card it does not hold, two colours at once, keeping three cards. */
function illegalTries(match: Match, hand: Card[]): NativeMove[] {
  const foreign = DECK.find((c) => !hand.includes(c))!;
  const tries: NativeMove[] = [{ move: match.stage === 'play' ? 'play' : 'discard', args: [[foreign], 'white'] } as NativeMove];
  if (match.stage === 'play') {
    tries.push({ move: 'play', args: [[], 'red'] });
    const mixed = hand.filter((c) => Math.abs(c) % 6 !== 0);
    for (const a of mixed) for (const b of mixed) if (Math.abs(a) % 6 !== Math.abs(b) % 6) tries.push({ move: 'play', args: [[a, b], 'white'] });
  } else if (hand.length > 2) tries.push({ move: 'discard', args: [[]] });
  return tries;
}

describe("boardgame.io's own Stonerush (bench/bgio/native.ts)", () => {
  it('plays seeded random games to the end by the rules, refusing every illegal move', () => {
    for (const [n, players] of [3, 3, 4, 5, 3, 4].entries()) {
      const rng = createRng(`native:${n}`);
      const random = seededRandom(rng);
      const match = new Match(game.setup({ ctx: { numPlayers: players }, random }), players);
      let moves = 0;
      while (!match.gameover) {
        invariants(match.G);
        const seat = String(match.pos);
        const legal = legalMoves(match.G, match.ctx, seat);
        expect(legal.length).toBeGreaterThan(0);
        // Other seats have no move, and what a seat sees hides the others' hands, the deck and the trilithons.
        const view = game.playerView({ G: match.G, playerID: seat });
        for (let s = 0; s < players; s++) {
          if (String(s) !== seat) {
            expect(legalMoves(match.G, match.ctx, String(s))).toEqual([]);
            expect(view.hands[s]).toBe(match.G.hands[s]!.length);
            expect(view.backs[s]).toBeNull();
          }
        }
        expect(view.deck).toBe(match.G.deck.length);
        expect(view).not.toHaveProperty('spare');
        expect(legalMoves(view, match.ctx, seat)).toEqual(legal);
        for (const bad of illegalTries(match, match.G.hands[seat]!)) {
          expect(legal.some((m) => JSON.stringify(m) === JSON.stringify(bad))).toBe(false);
          expect(match.move(bad, random)).toBe(false);
        }
        expect(match.move(pick(rng, legal), random)).toBe(true);
        moves++;
        expect(moves).toBeLessThan(5000);
      }
      invariants(match.G);
      const end = match.gameover!;
      expect(match.G.positions[end.finisher]).toBe(30);
      for (const [s, colour] of Object.entries(match.G.backs)) expect(end.scores[s]).toBe(match.G.positions[colour]);
      const owner = Object.keys(match.G.backs).find((s) => match.G.backs[s] === end.finisher);
      if (owner) expect(end.winners).toEqual([owner]);
      else {
        const best = Math.max(...Object.values(end.scores));
        expect(end.winners.length).toBeGreaterThan(0);
        for (const s of Object.keys(end.scores)) expect(end.winners.includes(s)).toBe(end.scores[s] === best);
      }
      expect(legalMoves(match.G, match.ctx, String(match.pos))).toEqual([]);
      // Once the race is over every trilithon card is shown.
      expect(Object.values(game.playerView({ G: match.G, playerID: '0' }).backs)).not.toContain(null);
    }
  });

  it('ends every race as our engine does, given the same deal, moves and shuffles', () => {
    const toCard = (id: string): Card => (numberCard(id).half === 'day' ? 1 : -1) * numberCard(id).number;
    const toId = (c: Card) => `${c > 0 ? 'D' : 'N'}${String(Math.abs(c)).padStart(2, '0')}`;
    for (let n = 0; n < 6; n++) {
      const players = 3 + (n % 3);
      let engine = stonerush.setup(`agree:${n}`, players, stonerush.optionsSchema.parse({})) as StonerushState;
      // The native G dealt as the engine dealt.
      const G: NativeG = {
        start: engine.startPlayer,
        positions: { ...engine.positions },
        hands: Object.fromEntries(engine.hands.map((h, s) => [String(s), h.map(toCard)])),
        backs: Object.fromEntries(engine.identities.map((c, s) => [String(s), c])),
        deck: engine.drawPile.map(toCard),
        spare: [...engine.undealtIdentities],
        discard: [],
        finisher: null,
      };
      const match = new Match(G, players);
      const chooser = createRng(`agree-moves:${n}`);
      while (!match.gameover) {
        const seat = match.pos;
        expect(engine.turn).toBe(seat);
        const picked = pick(chooser, legalMoves(match.G, match.ctx, String(seat)));
        // The cards listed in the engine's order (sorted ids), so both discard piles stack alike.
        const cards = [...(picked.args[0] as Card[])].map(toId).sort();
        const chosen = { ...picked, args: [cards.map(toCard), ...picked.args.slice(1)] } as NativeMove;
        // A reshuffle in this move uses the generator the engine's state holds before the move, as the engine does.
        const random = seededRandom(structuredClone(engine.rng));
        expect(match.move(chosen, random)).toBe(true);
        const action = chosen.move === 'play' ? { type: 'play', cards, colour: chosen.args[1] } : { type: 'discard', cards };
        const out = play(stonerush, engine, seat, action);
        if (!out.ok) throw new Error(`the engine refused ${JSON.stringify(action)}: ${out.error.message}`);
        engine = out.state as StonerushState;
        expect(match.G.positions).toEqual(engine.positions);
        expect(match.G.discard).toEqual(engine.discardPile.map(toCard));
        for (const [s, hand] of engine.hands.entries()) expect([...match.G.hands[s]!].sort()).toEqual(hand.map(toCard).sort());
      }
      const theirs = result(engine)!;
      expect(match.gameover!.winners.map(Number)).toEqual(theirs.winners);
      expect(match.gameover!.scores).toEqual(theirs.scores);
    }
  });
});
