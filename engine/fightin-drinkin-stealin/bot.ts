/**
 * Fightin' an' Drinkin' an' Stealin'! `good` bot, from its seat's view only.
 *
 * The card play (three cards, 60 ways) is scored by expected awards against the
 * unknown: the opponent's face-down newcomer is taken as uniform over the
 * opponent's cards nobody has seen yet (its deck is known, minus its discards and
 * the cards on the table), and the next monster as uniform over the monster cards
 * not yet turned. For each event it works out who would win what — killing or
 * being clobbered, taking the altar, passing out, stealing — and values an award
 * by how much it raises the final score (every award counts except the best
 * colour, which is thrown away), with a small bonus for any award. The follow-up
 * questions are answered greedily on the same scale: keep your strongest card
 * standing, discard the opponent's strongest, steal what is worth most to you.
 */
import { type CardId, PLAYER_COLOURS, type PlayerColour, card } from '../core/components';
import { type Awards, type EventId, type FdsAction, GONAGALS, ROUNDS, monsterDeckCards, monsterSum, playerDeckCards } from './model';
import type { FdsView } from './view';
import { pickBest } from '../core/bots';
import type { Bot } from '../core/bots';

type Seat = 0 | 1;

/** Final score of an award set: everything but the best colour (Wee Lawyer colours count half). */
function score(a: Awards, wee: readonly PlayerColour[]): number {
  const values = PLAYER_COLOURS.map((c) => (wee.includes(c) ? a[c] / 2 : a[c]));
  return values.reduce((s, v) => s + v, 0) - Math.max(...values);
}

interface Ctx {
  v: FdsView;
  me: Seat;
  opp: Seat;
  m: number;
  /** Memo of `gain`: the play scoring asks the same few questions thousands of times. */
  gains: Map<string, number>;
}

/** What `n` awards of `colour` are worth to `seat`, seen from the bot (negative for the opponent). */
function gain(ctx: Ctx, seat: Seat, colour: PlayerColour, n: number): number {
  if (n === 0) return 0;
  const key = `${seat}${colour}${n}`;
  const known = ctx.gains.get(key);
  if (known !== undefined) return known;
  const s = ctx.v.seats[seat] as FdsView['seats'][number];
  const after = { ...s.awards, [colour]: s.awards[colour] + n };
  const delta = score(after, s.weeLawyers) - score(s.awards, s.weeLawyers) + 0.35 * n;
  const value = seat === ctx.me ? delta : -delta;
  ctx.gains.set(key, value);
  return value;
}

function worthFor(v: FdsView, seat: Seat, id: string): number {
  const c = card(id);
  if (c.kind !== 'number') return 0;
  if (c.colour !== 'black' && v.weeLawyers[c.colour as PlayerColour] === seat) return 0;
  return c.number;
}

function isLiveGonagal(v: FdsView, seat: Seat, id: string): boolean {
  return GONAGALS.includes(id as CardId) && v.weeLawyers.white !== seat;
}

/** Visible cards of a seat in an event, and the standing one (index 0). */
function standing(v: FdsView, event: EventId, seat: Seat): number {
  const t = v.events[event]?.[seat]?.[0];
  return t?.card ? worthFor(v, seat, t.card) : 0;
}

/** The opponent's cards nobody has seen: its deck minus discards, minus face-up table cards. */
function unseenOpponent(v: FdsView, opp: Seat): number[] {
  const seen = new Set<CardId>(v.seats[opp]?.discards ?? []);
  for (const event of ['fightin', 'drinkin', 'stealin'] as const) {
    for (const t of v.events[event][opp] ?? []) if (t.card) seen.add(t.card);
  }
  const left = playerDeckCards(opp).filter((id) => !seen.has(id));
  return left.map((id) => worthFor(v, opp, id));
}

function unseenMonsters(v: FdsView): CardId[] {
  const seen = new Set<CardId>([...v.monsters, ...v.monsterDiscards]);
  return monsterDeckCards().filter((id) => !seen.has(id));
}

function fightValue(ctx: Ctx, f: string, oppValues: number[], totals: number[]): number {
  const { v, me, opp } = ctx;
  const red = gain(ctx, me, 'red', ctx.m);
  if (isLiveGonagal(v, me, f)) return red + gain(ctx, me, 'white', ctx.m);
  const theirWhite = gain(ctx, opp, 'white', ctx.m);
  const theirRed = gain(ctx, opp, 'red', ctx.m);
  const myWhite = gain(ctx, me, 'white', ctx.m);
  const mine = standing(v, 'fightin', me) + worthFor(v, me, f);
  const theirsBase = standing(v, 'fightin', opp);
  let sum = 0;
  for (const ov of oppValues) {
    const theirs = theirsBase + ov;
    if (mine === theirs) continue;
    for (const total of totals) {
      if (mine > theirs) sum += mine >= total ? red : theirWhite;
      else sum += theirs >= total ? theirRed : myWhite;
    }
  }
  return sum / (oppValues.length * totals.length);
}

function drinkValue(ctx: Ctx, d: string, oppValues: number[]): number {
  const { v, me, opp } = ctx;
  const altar = v.altar + Math.min(ctx.m, v.stock.blue);
  if (isLiveGonagal(v, me, d)) return gain(ctx, me, 'blue', altar) + gain(ctx, me, 'green', ctx.m);
  const a = standing(v, 'drinkin', me);
  const b = worthFor(v, me, d);
  const c = standing(v, 'drinkin', opp);
  let sum = 0;
  for (const ov of oppValues) {
    const top = Math.max(a, b, c, ov);
    const mineTop = a === top || b === top;
    const theirsTop = c === top || ov === top;
    if (mineTop && theirsTop) continue; // tied biggest drinkers: nothing is won
    if ((a === top && b === top) || (c === top && ov === top)) continue;
    const total = a + b + c + ov;
    const biggest = mineTop ? me : opp;
    if (total < 50) continue;
    if (total <= 60) sum += gain(ctx, biggest, 'blue', altar);
    else sum += gain(ctx, biggest === me ? opp : me, 'green', ctx.m);
  }
  return sum / oppValues.length;
}

function stealValue(ctx: Ctx, s: string, oppValues: number[]): number {
  const { v, me, opp } = ctx;
  if (isLiveGonagal(v, me, s)) return gain(ctx, me, 'yellow', ctx.m) + 0.5;
  const a = standing(v, 'stealin', me);
  const b = worthFor(v, me, s);
  const c = standing(v, 'stealin', opp);
  const theirs = (v.seats[opp] as FdsView['seats'][number]).awards;
  const bestOpp = PLAYER_COLOURS.reduce((best, col) => (theirs[col] > 0 ? Math.max(best, gain(ctx, me, col, 1) + gain(ctx, opp, col, 1)) : best), 0);
  let sum = 0;
  for (const ov of oppValues) {
    const values = [a, b, c, ov];
    const distinct = [...new Set(values)].sort((x, y) => y - x);
    const holder = (x: number | undefined) => {
      if (x === undefined) return null;
      const who = values.flatMap((val, i) => (val === x ? [i < 2 ? me : opp] : []));
      return who.length === 1 ? who[0] : null;
    };
    const high = holder(distinct[0]);
    const second = holder(distinct[1]);
    if (high === me) sum += bestOpp;
    else if (high === opp) sum -= 0.8;
    if (second === me) sum += gain(ctx, me, 'yellow', ctx.m);
    else if (second === opp) sum += gain(ctx, opp, 'yellow', ctx.m);
  }
  // The Big Lawyer catches a thief at or above its space: a high thief near it is at risk.
  const risk = b >= v.bigLawyer - 2 ? 0.6 : 0;
  return sum / oppValues.length - risk;
}

/** Which seat a table card belongs to, and its worth. */
function ownerOfCard(v: FdsView, id: string): { seat: Seat; worth: number } | null {
  for (const event of ['fightin', 'drinkin', 'stealin'] as const) {
    for (const seat of [0, 1] as const) {
      if ((v.events[event][seat] ?? []).some((t) => t.card === id)) return { seat, worth: worthFor(v, seat, id) };
    }
  }
  return null;
}

function lootOfThief(v: FdsView, id: string): Awards | undefined {
  for (const seat of [0, 1] as const) {
    const t = (v.events.stealin[seat] ?? []).find((x) => x.card === id);
    if (t) return t.loot;
  }
  return undefined;
}

function lootValue(ctx: Ctx, loot: Awards | undefined, from: Seat | null): number {
  if (!loot) return 0;
  return PLAYER_COLOURS.reduce((s, c) => s + gain(ctx, ctx.me, c, loot[c]) - (from === null ? 0 : gain(ctx, from, c, 0)), 0);
}

function answerValue(ctx: Ctx, a: FdsAction): number {
  const { v, me, opp } = ctx;
  const kind = v.prompt?.kind;
  switch (a.type) {
    case 'discard': {
      const c = card(a.card);
      if (c.kind === 'trilithon' || (c.kind === 'number' && (c.colour === 'black' || c.number === 25) && !ownerOfCard(v, a.card))) {
        // A monster: killing a trilithon earns its colour too; otherwise remove the biggest threat.
        if (c.kind === 'trilithon') return kind === 'clobber-monster' ? 0 : 10 + gain(ctx, me, c.colour, ctx.m);
        return kind === 'clobber-monster' ? 0 : c.number / 100;
      }
      const owner = ownerOfCard(v, a.card);
      if (!owner) return 0;
      // Our own: throw the weakest and keep the strongest standing; theirs: throw their strongest.
      return owner.seat === me ? -owner.worth : owner.worth;
    }
    case 'steal-thief':
      return lootValue(ctx, lootOfThief(v, a.card), null) + 0.5;
    case 'steal-award':
      // Ours gains one, theirs loses one.
      return gain(ctx, me, a.colour, 1) + gain(ctx, opp, a.colour, 1);
    case 'pass':
      return 0;
    case 'take-yellow':
      return gain(ctx, me, 'yellow', a.count);
    case 'scarper': {
      const loot = lootOfThief(v, a.card);
      return lootValue(ctx, loot, null) * 10 - worthFor(v, me, a.card) / 100;
    }
    case 'give-wee-lawyer': {
      const s = v.seats[opp] as FdsView['seats'][number];
      return score(s.awards, s.weeLawyers) - score(s.awards, [...s.weeLawyers, a.colour]);
    }
    case 'discard-colour':
      return 0;
    default:
      return 0;
  }
}

export const fdsGood: Bot<FdsView, FdsAction> = (input, rng) => {
  const v = input.view;
  const me = input.seat as Seat;
  const ctx: Ctx = { v, me, opp: (1 - me) as Seat, m: v.round === ROUNDS ? 2 : 1, gains: new Map() };
  if (input.actions[0]?.type === 'play') {
    const oppValues = unseenOpponent(v, ctx.opp);
    const values = oppValues.length ? oppValues : [0];
    const next = unseenMonsters(v);
    const totals = next.length ? next.map((id) => monsterSum([...v.monsters, id])) : [monsterSum(v.monsters)];
    // Each event's value depends on one card only: score every hand card once per event.
    const memo = new Map<string, number>();
    const once = (key: string, f: () => number) => {
      const known = memo.get(key);
      if (known !== undefined) return known;
      const x = f();
      memo.set(key, x);
      return x;
    };
    const spendRate = v.round < ROUNDS ? 0.004 : 0;
    return pickBest(rng, input.actions, (a) => {
      if (a.type !== 'play') return 0;
      const spend = spendRate * (worthFor(v, me, a.fightin) + worthFor(v, me, a.drinkin) + worthFor(v, me, a.stealin));
      return (
        once(`f${a.fightin}`, () => fightValue(ctx, a.fightin, values, totals)) +
        once(`d${a.drinkin}`, () => drinkValue(ctx, a.drinkin, values)) +
        once(`s${a.stealin}`, () => stealValue(ctx, a.stealin, values)) -
        spend
      );
    });
  }
  return pickBest(rng, input.actions, (a) => answerValue(ctx, a));
};
