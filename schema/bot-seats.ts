/**
 * A bot's seat in the reader's words: which seats a bot holds from the game's creation, and their
 * names said from that data, not from the English name stored with them (docs/i18n.md, "Bot seats'
 * names"). Shared by the worker (mails, pushes) and the web app (the game, join and claim pages);
 * a module of its own, so the shell's pages that name bots do not pull in the game page's chunk.
 */

/** A bot's level: `random` plays any legal move, `good` a real strategy (worker/bots/). */
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

/** `players` with each bot seat named by `say` (the same list when none is a bot's). */
export function withBotNames<P extends SeatNaming>(players: readonly P[], say: BotNamer): readonly P[] {
  if (!players.some(botHeld)) return players;
  return players.map((p, seat) => {
    const b = botSeat(players, seat);
    return b ? { ...p, name: say(b.n, b.level === 'good') } : p;
  });
}
