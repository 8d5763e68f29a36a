/**
 * A Grand Endeavor `good` bot, from its seat's view and legal actions only.
 *
 * Everything is priced in reputation points, with a day of work costing `TURN`
 * points (what a project earns on average), so a project is worth what it adds
 * to the final score minus the days it ties the Druid down. What it adds is
 * worked out on the public board with the game's own counting (pairs and runs,
 * the ring cyclic): the board is read as it will stand once every claimed site
 * is built, and a hypothetical claim is scored as the difference it makes,
 * plus a share of the neighbouring pairs and runs it sets up, plus what it
 * takes from a rival's run. Around that sit the game's levers:
 * - the neutral colour: whoever first builds from the community pile scores every
 *   neutral lintel, so the bot spends its own lintels early and values the first
 *   community lintel by the neutral lintels still to come;
 * - influence: a lintel on a space of its colour earns a disk, and disks are spent
 *   on defaming the rival with most to lose (a project under way, the leader, a
 *   player about to take the neutral colour);
 * - trilithons: a usurp is priced like a project (7 points, fewer days for the
 *   pieces already collected) plus what the rival loses, so it nearly always wins
 *   when the two cards allow; trilithon spaces next to its own come first;
 * - cards: taken from the display when they beat the average unseen card, with
 *   night cards (they claim at once) and cards for a usurp preferred.
 */
import { ALL_CARD_IDS, BOARD, type CardId, type PlayerColour, card, colourOfNumber } from '../core/components';
import type { Seat } from '../core/ruleset';
import type { GrandEndeavorAction } from './flow';
import { POINTS, countPairs, longRuns } from './scoring';
import type { GrandEndeavorView, SpaceView } from './view';
import { pickBest } from '../core/bots';
import type { Bot } from '../core/bots';

type Owners = (Seat | null)[];
type Track = 'outerRing' | 'bluestones' | 'trilithons';

/** Points a day of work earns on average: the price of tying the Druid down. */
const TURN = 1;
/** Share of the pairs and runs a claim sets up for later (they need the right card in time). */
const POTENTIAL = 0.3;
/** Share of a rival's lost pairs and runs counted as a gain when a claim blocks them. */
const DENIAL = 0.3;
/** An influence disk: one defamation, a day and a project lost for a rival. */
const INFLUENCE = 1.2;
/** Each own lintel used while the neutral colour is unowned brings its ownership closer. */
const RACE = 0.8;
/** Below every real option, yet finite so that pickBest still has something to pick. */
const NEVER = -1e6;
/** A card that could never be committed: holding it risks being removed from play. */
const DEAD_CARD = -3;

/** Points `seat` scores on one track, by the engine's own pair and run counting. */
export function trackPoints(track: Track, owners: Owners, seat: Seat): number {
  let count = 0;
  for (const o of owners) if (o === seat) count++;
  if (count === 0) return 0;
  const { cyclic } = BOARD[track];
  const pairs = count > 1 ? countPairs(owners, seat, cyclic) : 0;
  if (track === 'trilithons') return count * POINTS.trilithon + pairs * POINTS.trilithonPair;
  const min = track === 'bluestones' ? POINTS.bluestoneRunLength : POINTS.lintelRunLength;
  const runs = count >= min ? longRuns(owners, seat, cyclic, min) : 0;
  if (track === 'bluestones') return count * POINTS.bluestone + pairs * POINTS.bluestonePair + runs * POINTS.bluestoneRun;
  return count * POINTS.lintel + pairs * POINTS.lintelPair + runs * POINTS.lintelRun;
}

const RUN_BONUS: Record<Track, { min: number; points: number }> = {
  outerRing: { min: POINTS.lintelRunLength, points: POINTS.lintelRun },
  bluestones: { min: POINTS.bluestoneRunLength, points: POINTS.bluestoneRun },
  trilithons: { min: Number.POSITIVE_INFINITY, points: 0 },
};
const BASE: Record<Track, number> = { outerRing: POINTS.lintel, bluestones: POINTS.bluestone, trilithons: POINTS.trilithon };
const PAIR: Record<Track, number> = { outerRing: POINTS.lintelPair, bluestones: POINTS.bluestonePair, trilithons: POINTS.trilithonPair };

/** The owner of space index `k` (wrapping on a cyclic track, null off either end of a horseshoe). */
function ownerAt(owners: Owners, cyclic: boolean, k: number): Seat | null {
  const n = owners.length;
  if (cyclic) return owners[(k + n) % n] ?? null;
  return k < 0 || k >= n ? null : (owners[k] ?? null);
}

/** How many of `seat`'s pieces run on from space `i` in direction `dir` (±1), at most `limit`. */
function runFrom(owners: Owners, cyclic: boolean, seat: Seat, i: number, dir: number, limit: number): number {
  let len = 0;
  while (len < limit && ownerAt(owners, cyclic, i + dir * (len + 1)) === seat) len++;
  return len;
}

function runBonus(track: Track, len: number): number {
  return len >= RUN_BONUS[track].min ? RUN_BONUS[track].points : 0;
}

/**
 * Points `seat` gains on `track` if the free space index `i` becomes theirs: the
 * piece, a pair with each neighbour of theirs, and the run bonus of the run it
 * makes minus those of the runs it joins (the same counting as scoring.ts, done
 * locally because it runs thousands of times per decision and needs no copies).
 */
export function placeGain(track: Track, owners: Owners, seat: Seat, i: number): number {
  const n = owners.length;
  const cyclic = BOARD[track].cyclic;
  const left = runFrom(owners, cyclic, seat, i, -1, n - 1);
  const right = runFrom(owners, cyclic, seat, i, 1, n - 1 - left);
  // Every other space of the ring is the seat's: the piece closes it, two pairs, one run.
  if (cyclic && left + right >= n - 1) return BASE[track] + 2 * PAIR[track] + runBonus(track, n) - runBonus(track, n - 1);
  const pairs = (left > 0 ? 1 : 0) + (right > 0 ? 1 : 0);
  return BASE[track] + pairs * PAIR[track] + runBonus(track, left + right + 1) - runBonus(track, left) - runBonus(track, right);
}

interface Ctx {
  v: GrandEndeavorView;
  me: Seat;
  myColour: PlayerColour;
  /** Own lintels and bluestones left once the current project has used its piece. */
  lintels: number;
  bluestones: number;
  /** Who will score each space once every claim is built (null: open, or a neutral lintel nobody owns yet). */
  owners: Record<Track, Owners>;
  /** Ring spaces holding (or about to hold) a neutral lintel. */
  neutral: boolean[];
  open: Record<Track, boolean[]>;
  /** How much hurting each seat matters to the bot (0 for itself). */
  threat: number[];
  /** Value of becoming the neutral owner now. */
  neutralPrize: number;
  /** Memos: the same sites and cards are asked about many times per decision. */
  cardValues: Map<string, number>;
  siteValues: Record<Track, (number | undefined)[]>;
}

function isOpen(s: SpaceView): boolean {
  return s.claimedBy === null && s.built === null;
}

function buildCtx(v: GrandEndeavorView, me: Seat): Ctx {
  const seats = v.seats;
  const mine = seats[me];
  if (!mine) throw new Error(`no seat ${me}`);
  const project = mine.project;
  let lintels = mine.lintels;
  let bluestones = mine.bluestones;
  if (project?.site?.track === 'outerRing') lintels--;
  if (project?.site?.track === 'bluestones' && !project.carved) bluestones--;
  if (project?.kind === 'trilithon' && !project.capped) bluestones--;
  lintels = Math.max(0, lintels);
  bluestones = Math.max(0, bluestones);

  const neutral: boolean[] = [];
  const ring: Owners = v.board.outerRing.map((s, i) => {
    if (s.built) {
      const isNeutral = s.built.material === 'neutral';
      neutral[i] = isNeutral;
      return isNeutral ? v.neutralOwner : s.built.seat;
    }
    if (s.claimedBy !== null) {
      const claimant = s.claimedBy;
      const ownLeft = (seats[claimant]?.lintels ?? 0) > 0;
      neutral[i] = !ownLeft;
      return ownLeft ? claimant : (v.neutralOwner ?? claimant);
    }
    neutral[i] = false;
    return null;
  });
  const claimedOrBuilt = (s: SpaceView) => s.built?.seat ?? s.claimedBy;
  const owners: Record<Track, Owners> = {
    outerRing: ring,
    bluestones: v.board.bluestones.map(claimedOrBuilt),
    trilithons: v.board.trilithons.map(claimedOrBuilt),
  };
  const open: Record<Track, boolean[]> = {
    outerRing: v.board.outerRing.map(isOpen),
    bluestones: v.board.bluestones.map(isOpen),
    trilithons: v.board.trilithons.map(isOpen),
  };

  // Threat: rivals ranked by their score as the board will stand; the leader matters most.
  const projected = seats.map((_, s) => (['outerRing', 'bluestones', 'trilithons'] as const).reduce((sum, t) => sum + trackPoints(t, owners[t], s), 0));
  let top = -1;
  let topScore = -Infinity;
  seats.forEach((q, s) => {
    if (s !== me && !q.removed && (projected[s] ?? 0) > topScore) {
      topScore = projected[s] ?? 0;
      top = s;
    }
  });
  const myScore = projected[me] ?? 0;
  const threat = seats.map((q, s) => {
    if (s === me) return 0;
    const base = q.removed ? 0.25 : 0.5;
    if (s !== top) return base;
    return base + 0.5 + (topScore > myScore ? 0.25 : 0);
  });

  // The neutral colour: what the first community lintel is worth.
  let neutralPrize = 0;
  if (v.neutralOwner === null) {
    const openRing = open.outerRing.filter(Boolean).length;
    const othersOwn = seats.reduce((sum, q, s) => sum + (s === me || q.removed ? 0 : q.lintels), 0);
    const expected = Math.min(v.community.lintels, Math.max(1, openRing + 1 - othersOwn));
    neutralPrize = 1.6 * expected;
  }

  return {
    v,
    me,
    myColour: mine.colour,
    lintels,
    bluestones,
    owners,
    neutral,
    open,
    threat,
    neutralPrize,
    cardValues: new Map(),
    siteValues: { outerRing: [], bluestones: [], trilithons: [] },
  };
}

/** The change in what an open space `j` is worth to `seat` once `i` is theirs. */
function endGain(ctx: Ctx, track: Track, owners: Owners, seat: Seat, i: number, j: number): number {
  if (j < 0 || j >= owners.length || j === i || !ctx.open[track][j]) return 0;
  const before = placeGain(track, owners, seat, j);
  const old = owners[i] ?? null;
  owners[i] = seat;
  const after = placeGain(track, owners, seat, j);
  owners[i] = old;
  return after - before;
}

/**
 * How much more the open spaces at the two ends of the run a piece on `i` would
 * join become worth to `seat`: the pairs and runs the claim sets up. Only those
 * two spaces change, so this is the whole change of what is still to be had.
 */
function potentialGain(ctx: Ctx, track: Track, owners: Owners, seat: Seat, i: number): number {
  const n = owners.length;
  const cyclic = BOARD[track].cyclic;
  const left = runFrom(owners, cyclic, seat, i, -1, n - 1);
  const right = runFrom(owners, cyclic, seat, i, 1, n - 1 - left);
  let a = i - left - 1;
  let b = i + right + 1;
  if (cyclic) {
    a = (a + n) % n;
    b = b % n;
  }
  return endGain(ctx, track, owners, seat, i, a) + (b === a ? 0 : endGain(ctx, track, owners, seat, i, b));
}

/** What rivals could still gain around open space `i` (weighted by threat): a claim there takes it from them. */
function rivalsLoss(ctx: Ctx, track: Track, i: number): number {
  const owners = ctx.owners[track];
  const seats = ctx.v.seats;
  let loss = 0;
  for (let s = 0; s < seats.length; s++) {
    if (s === ctx.me || seats[s]?.removed) continue;
    const g = placeGain(track, owners, s, i) - BASE[track];
    if (g > 0) loss += g * (ctx.threat[s] ?? 0);
  }
  return loss;
}

/** Points-equivalent of the bot holding site `i` (0-based) of `track`, not counting the days it takes. */
function siteValue(ctx: Ctx, track: Track, i: number): number {
  const memo = ctx.siteValues[track];
  const known = memo[i];
  if (known !== undefined) return known;
  const value = computeSiteValue(ctx, track, i);
  memo[i] = value;
  return value;
}

function computeSiteValue(ctx: Ctx, track: Track, i: number): number {
  const { me } = ctx;
  const owners = [...ctx.owners[track]];
  if (track === 'outerRing') {
    const own = ctx.lintels > 0;
    const owner = own ? me : (ctx.v.neutralOwner ?? me);
    let value = 0;
    if (!own && ctx.v.neutralOwner === null) {
      // This lintel makes the bot the neutral owner: every neutral lintel becomes its.
      const before = trackPoints(track, owners, me);
      for (let k = 0; k < owners.length; k++) if (ctx.neutral[k]) owners[k] = me;
      value += trackPoints(track, owners, me) - before + ctx.neutralPrize;
    }
    if (owner === me) {
      value += placeGain(track, owners, me, i) + POTENTIAL * potentialGain(ctx, track, owners, me, i);
    } else {
      // Out of lintels with the neutral colour someone else's: the lintel scores for them.
      value -= placeGain(track, owners, owner, i) * (ctx.threat[owner] ?? 0) * 2;
    }
    if (own && ctx.v.neutralOwner === null) value += RACE;
    if (colourOfNumber(i + 1) === ctx.myColour && ctx.v.influenceSupply > 0) value += INFLUENCE;
    value += DENIAL * rivalsLoss(ctx, track, i);
    return value;
  }
  let value = placeGain(track, owners, me, i) + POTENTIAL * potentialGain(ctx, track, owners, me, i);
  value += DENIAL * rivalsLoss(ctx, track, i);
  return value;
}

/** Days a project occupies the Druid from its claim: one to build a lintel, two for a bluestone (carve, build), five for a trilithon. */
const DAYS: Record<Track, number> = { outerRing: 1, bluestones: 2, trilithons: 5 };

/** The better of `best` and the net values (points minus days) of the open sites `from`, `from + step`, … of `track`. */
function bestOn(ctx: Ctx, track: Track, best: number | null, from: number, step: number): number | null {
  const open = ctx.open[track];
  for (let i = from; i < open.length; i += step) {
    if (!open[i]) continue;
    const net = siteValue(ctx, track, i) - TURN * DAYS[track];
    if (best === null || net > best) best = net;
  }
  return best;
}

/** Best net value (points minus days) of the sites a card could claim now, or null if none. */
function bestClaim(ctx: Ctx, id: CardId): number | null {
  const c = card(id);
  if (c.kind === 'trilithon') return bestOn(ctx, 'trilithons', null, 0, 1);
  let best: number | null = null;
  // Spaces of one colour are six apart on the ring.
  if (ctx.lintels > 0 || ctx.v.community.lintels > 0) best = bestOn(ctx, 'outerRing', best, (c.number - 1) % 6, 6);
  const numberBuilt = ctx.v.board.outerRing[c.number - 1]?.built !== null;
  if (numberBuilt && ctx.bluestones > 0) best = bestOn(ctx, 'bluestones', best, 0, 1);
  return best;
}

/** What a card is worth to the bot as its next project. */
function cardValue(ctx: Ctx, id: CardId): number {
  const known = ctx.cardValues.get(id);
  if (known !== undefined) return known;
  const c = card(id);
  const claim = bestClaim(ctx, id);
  let value: number;
  if (c.kind === 'trilithon') value = claim ?? DEAD_CARD;
  else if (c.half === 'night') value = claim ?? DEAD_CARD;
  // A day card turns up a day later, when its best site may be gone; it can always be played.
  else value = claim === null ? -TURN * 1.5 : claim * 0.8 - TURN;
  value += usurpUse(ctx, id);
  ctx.cardValues.set(id, value);
  return value;
}

/** A card that helps usurp a rival's trilithon project under way. */
function usurpUse(ctx: Ctx, id: CardId): number {
  const c = card(id);
  if (c.kind !== 'number') return 0;
  let best = 0;
  for (const q of ctx.v.seats) {
    const p = q.project;
    if (q.seat === ctx.me || q.removed || !p || p.kind !== 'trilithon' || p.capped || !p.card) continue;
    if (c.colour === card(p.card).colour || c.colour === q.colour) best = Math.max(best, 0.4 + 0.3 * p.pieces);
  }
  return best;
}

/** Cards the bot cannot see anywhere: in the deck, in rival hands or face down. */
function unseenCards(v: GrandEndeavorView): CardId[] {
  const seen = new Set<string>(v.removedCards);
  for (const id of v.hand ?? []) seen.add(id);
  for (const id of v.available) if (id) seen.add(id);
  for (const q of v.seats) if (q.project?.card) seen.add(q.project.card);
  return ALL_CARD_IDS.filter((id) => !seen.has(id));
}

function deckValue(ctx: Ctx): number {
  const pool = unseenCards(ctx.v);
  if (pool.length === 0) return 0;
  let sum = 0;
  for (const id of pool) sum += cardValue(ctx, id);
  return sum / pool.length;
}

/** Value of a trilithon project taken over from `victim` (pieces and site come along). */
function usurpValue(ctx: Ctx, victim: Seat, cards: readonly string[]): number {
  const q = ctx.v.seats[victim];
  const p = q?.project;
  if (!q || !p) return NEVER;
  let site: number;
  if (p.site) site = siteValue(ctx, 'trilithons', p.site.space - 1);
  else {
    site = -Infinity;
    ctx.open.trilithons.forEach((o, i) => {
      if (o) site = Math.max(site, siteValue(ctx, 'trilithons', i));
    });
    if (site === -Infinity) site = POINTS.trilithon;
  }
  const days = 5 - p.pieces;
  const denial = POINTS.trilithon * (ctx.threat[victim] ?? 0);
  const given = cards.reduce((sum, id) => sum + Math.max(0, cardValue(ctx, id as CardId)), 0);
  return site - TURN * days + denial - 0.3 * given;
}

/** What defaming `target` now costs them, weighted by how much they threaten the bot. */
function defameValue(ctx: Ctx, target: Seat): number {
  const q = ctx.v.seats[target];
  if (!q) return NEVER;
  let loss = TURN;
  const p = q.project;
  if (p && p.kind !== 'trilithon') {
    loss += p.carved ? 2.5 : p.faceUp ? 1.5 : 1;
    if (ctx.v.neutralOwner === null && q.lintels === 0) {
      if (p.site?.track === 'outerRing') loss += ctx.neutralPrize;
      else if (!p.faceUp) loss += ctx.neutralPrize / 3;
    }
  } else if (p) loss += 0.5;
  return loss * (ctx.threat[target] ?? 0);
}

/** Influence is only worth spending on a defamation that hurts at least this much. */
const DEFAME_THRESHOLD = 1.2;

export const grandEndeavorGood: Bot<GrandEndeavorView, GrandEndeavorAction> = (input, rng) => {
  const { view: v, seat: me } = input;
  const ctx = buildCtx(v, me);
  const step = v.step.kind;
  const deck = input.actions.some((a) => a.type === 'draw') ? deckValue(ctx) : 0;
  return pickBest(rng, input.actions, (a) => {
    switch (a.type) {
      case 'begin':
        return DEFAME_THRESHOLD;
      case 'defame':
        return step === 'start' || step === 'stranded' ? defameValue(ctx, a.target) : NEVER;
      case 'withdraw':
        // Out of projects: spend influence only on a defamation worth it (it may also free a site).
        return DEFAME_THRESHOLD;
      case 'claim':
        return siteValue(ctx, a.track, a.space - 1) - TURN * DAYS[a.track];
      case 'take':
        return cardValue(ctx, a.card as CardId);
      case 'draw':
        return deck;
      case 'commit':
        return cardValue(ctx, a.card as CardId);
      case 'usurp':
        return usurpValue(ctx, a.from, a.cards);
      case 'discard':
        return -cardValue(ctx, a.card as CardId);
      default:
        return NEVER;
    }
  });
};
