/**
 * What the rule texts (/work/shared/rules/*.txt) keep secret, read from a state's own facts and
 * never from a ruleset's `view` (issue #43 item 10). For each ruleset: the cards played face down
 * until the rule turns them up, and the secret identities until the rule reveals them. Each secret
 * has an owner (the one seat that may know it) and the places in the state of other values hidden
 * from the same observers, to swap it with: two states that differ only by such a swap must look
 * the same to every other seat and to a spectator.
 */
import type { Seat } from '@engine/core/ruleset';

export type Path = readonly (string | number)[];

export interface Secret {
  kind: 'face-down' | 'identity';
  /** The seat that may know it. */
  owner: Seat;
  /** Where it lies in the state. */
  path: Path;
  /** The card it is (face-down cards), for the search of logs and outputs. */
  card?: string;
  /** Values hidden from the same observers; `alsoKnownTo`: a seat that knows that one (it is not asked). */
  swaps: { path: Path; alsoKnownTo: Seat | null }[];
}

type Any = Record<string, any>;

const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => i);
const handSwaps = (hand: readonly string[] | undefined, at: (i: number) => Path) => (hand ?? []).map((_, i) => ({ path: at(i), alsoKnownTo: null }));

/** Stonerush: "secretly deal one [trilithon card] to each player … The other players cannot see which card you received", until a figure reaches the last space and the players reveal. */
function stonerush(s: Any, players: number): Secret[] {
  if (s.finisher !== null) return [];
  return seatsOf(players).map((a) => ({
    kind: 'identity' as const,
    owner: a,
    path: ['identities', a],
    swaps: [
      ...(s.undealtIdentities as string[]).map((_, k) => ({ path: ['undealtIdentities', k], alsoKnownTo: null })),
      ...seatsOf(players)
        .filter((b) => b !== a)
        .map((b) => ({ path: ['identities', b], alsoKnownTo: b })),
    ],
  }));
}

/** Fightin', Drinkin' and Stealin': each round each player plays a card "face down to each of the three events"; an event turns its newcomers up when it is played out. */
function fightinDrinkinStealin(s: Any, players: number): Secret[] {
  const out: Secret[] = [];
  for (const [event, bySeat] of Object.entries(s.events as Record<string, string[][]>)) {
    if (s.revealed[event]) continue;
    for (const seat of seatsOf(players)) {
      const card = bySeat[seat]?.[1];
      if (card === undefined) continue;
      out.push({ kind: 'face-down', owner: seat, path: ['events', event, seat, 1], card, swaps: handSwaps(s.hands[seat], (i) => ['hands', seat, i]) });
    }
  }
  return out;
}

/** Raiding Stonehenge: "Players simultaneously play one card and place face down"; the cards turn up together once every player has played. */
function raidingStonehenge(s: Any, players: number): Secret[] {
  if (s.phase === 'over') return [];
  return seatsOf(players).flatMap((seat) => {
    const card = s.faceDown[seat];
    return card === null || card === undefined
      ? []
      : [{ kind: 'face-down' as const, owner: seat, path: ['faceDown', seat], card, swaps: handSwaps(s.hands[seat], (i) => ['hands', seat, i]) }];
  });
}

/** A Grand Endeavor: "If the player is playing a day card, the card is played face down", until it turns face up in Construction. */
function aGrandEndeavor(s: Any, players: number): Secret[] {
  return seatsOf(players).flatMap((seat) => {
    const p = s.seats[seat];
    if (!p?.project || p.project.faceUp) return [];
    return [
      {
        kind: 'face-down' as const,
        owner: seat,
        path: ['seats', seat, 'project', 'card'],
        card: p.project.card,
        // Only a day card goes face down (so that much is public): it swaps with the hand's other day cards.
        swaps: handSwaps(p.hand, (i) => ['seats', seat, 'hand', i]).filter((_, i) => String(p.hand[i]).startsWith('D')),
      },
    ];
  });
}

const BY_RULESET: Record<string, (state: Any, players: number) => Secret[]> = {
  stonerush,
  'fightin-drinkin-stealin': fightinDrinkinStealin,
  'raiding-stonehenge': raidingStonehenge,
  'a-grand-endeavor': aGrandEndeavor,
};

/** The secrets of a state of `ruleset` with `players` seats, as its rules say. */
export function ruleSecrets(ruleset: string, state: unknown, players: number): Secret[] {
  const of = BY_RULESET[ruleset];
  if (!of) throw new Error(`no secrecy rules written for ${ruleset}`);
  return of(state as Any, players);
}

const get = (o: any, path: Path) => path.reduce((v, k) => v?.[k], o);
function set(o: any, path: Path, value: unknown) {
  const parent = get(o, path.slice(0, -1));
  parent[path[path.length - 1] as string | number] = value;
}

/** A copy of `state` with the values at two paths exchanged. */
export function swapped<S>(state: S, a: Path, b: Path): S {
  const copy = structuredClone(state) as any;
  const va = get(copy, a);
  set(copy, a, get(copy, b));
  set(copy, b, va);
  return copy as S;
}

/** Who must not learn a secret: every other seat and the spectator (null), less one that knows the swapped value. */
export function observers(players: number, owner: Seat, alsoKnownTo: Seat | null): (Seat | null)[] {
  return [null, ...seatsOf(players).filter((s) => s !== owner && s !== alsoKnownTo)];
}
