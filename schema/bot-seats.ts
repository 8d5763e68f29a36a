/**
 * A bot's seat in the reader's words: which seats a bot holds from the game's creation, and their
 * names said from that data, not from the English name stored with them (docs/i18n.md, "Bot seats'
 * names"). Shared by the worker (mails, pushes) and the web app (the game, join and claim pages);
 * a module of its own, so the shell's pages that name bots do not pull in the game page's chunk.
 */

/** A bot's level: `random` plays any legal move, `good` a real strategy (engine/<ruleset>/bot.ts, worker/store/bots.ts). */
export type BotLevel = 'random' | 'good';

/** What naming a seat reads of it: its stored name, and whether a bot plays it and why. */
export interface SeatNaming {
  /** Null on a seat not taken yet (a join preview's). */
  name: string | null;
  bot?: BotLevel;
  standIn?: string;
  resigned?: boolean;
}

/**
 * A bot seat's name in the reader's words from its number among the game's bots and whether it is
 * the good bot ("Bot 2 (good)"): a flag, not the level's id, so no English id reaches the words.
 */
export type BotNamer = (n: number, good: boolean) => string;

/**
 * The name a deleted account's seats are stored with (worker/players/accounts.ts, `deleteAccount`),
 * in English as the API keeps it; a page, mail or push says it in the reader's words
 * (`common.formerPlayer`), passed as `former` below. Old rows carry the same string: no migration.
 */
export const FORMER_PLAYER = 'a former player';

/** A name stored on its own (a waiting game's host), in the reader's words (`former`) when a deleted account left it. */
export const nameAsSaid = (name: string, former: string): string => (name === FORMER_PLAYER ? former : name);

/** Whether a bot holds the seat from the game's creation, not as a stand-in for a person. */
const botHeld = (p: SeatNaming | undefined): p is SeatNaming & { bot: BotLevel } => Boolean(p?.bot && !p.standIn && !p.resigned);

/**
 * A seat a bot holds from the game's creation (worker/store/games.ts: the last seats, stored with
 * the English name "Bot 1 (good)", which the API keeps): its number among those seats and its
 * level, for the reader's words. Null for a person's seat, one a bot only plays for them (resigned,
 * away, being given to someone new) included. `players` is in seat order.
 */
export function botSeat(players: readonly SeatNaming[], seat: number): { n: number; level: BotLevel } | null {
  const p = players[seat];
  if (!botHeld(p)) return null;
  let n = 0;
  for (let s = 0; s <= seat; s++) if (botHeld(players[s])) n++;
  return { n, level: p.bot };
}

/**
 * `players` with each bot seat named by `say` and, given `former` (the reader's words for it), each
 * deleted account's seat (`FORMER_PLAYER`) by that; the same list when there is none of either.
 */
export function withBotNames<P extends SeatNaming>(players: readonly P[], say: BotNamer, former?: string): readonly P[] {
  const isFormer = (p: SeatNaming) => former !== undefined && p.name === FORMER_PLAYER;
  if (!players.some((p) => botHeld(p) || isFormer(p))) return players;
  return players.map((p, seat) => {
    const b = botSeat(players, seat);
    return b ? { ...p, name: say(b.n, b.level === 'good') } : isFormer(p) ? { ...p, name: former! } : p;
  });
}

/**
 * A bot seat as the list answers carry it beside their plain names (`bots` of the archive, live
 * now, a profile's recent games and the record; contract additions, #45): its seat and level.
 */
export interface BotSeatEntry {
  seat: number;
  level: BotLevel;
}

/** The seats bots hold from the game's creation, for an answer's `bots` (the worker's side). */
export function botList(players: readonly SeatNaming[]): BotSeatEntry[] {
  return players.flatMap((p, seat) => (botHeld(p) ? [{ seat, level: p.bot }] : []));
}

/** An API list entry's `bots` (#45): the seats bots hold from the game's creation, absent when none. */
export function botsOf(seats: readonly SeatNaming[]): { bots?: BotSeatEntry[] } {
  const bots = botList(seats);
  return bots.length ? { bots } : {};
}

/** An answer's names in seat order with its `bots` (absent on an older answer: none), as the naming above reads them. */
export function namingOf(names: readonly string[], bots: readonly BotSeatEntry[] = []): SeatNaming[] {
  return names.map((name, seat) => {
    const b = bots.find((x) => x.seat === seat);
    return b ? { name, bot: b.level } : { name };
  });
}

/**
 * A game's stored names (a list's players, its winners, whose turn it is) in the reader's words:
 * a bot seat's name said by `say` (stored bot names are unique in a game), a deleted account's by
 * `former`, any other as stored.
 */
export function readerName(names: readonly string[], bots: readonly BotSeatEntry[] | undefined, say: BotNamer, former?: string): (name: string) => string {
  const said = new Map<string, string>();
  const naming = namingOf(names, bots);
  withBotNames(naming, say, former).forEach((p, seat) => {
    const stored = names[seat];
    if (stored !== undefined && p.name !== null && p.name !== stored) said.set(stored, p.name);
  });
  return (name) => said.get(name) ?? name;
}
