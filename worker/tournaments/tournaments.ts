/**
 * Tournaments (issue #46): creation, the players' joins and withdrawals, the host's start, cancel
 * and removal, and the round lifecycle the cron drives (`advanceTournaments`): a round starts
 * with every table an ordinary game (./games.ts), a finished game's places go to its table, a
 * round ends when every table is over or at its own end (a table still playing is settled by the
 * host's rule: a round never waits on one slow table), the players who held a table up or
 * forfeited on time are withdrawn from later rounds, and the next round is paired from the
 * results (engine/tournament/). Pairing is pure and seeded; this file only reads and writes.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  type GameRow,
  type PlayerRow,
  type TournamentRow,
  type TournamentSettings,
  games,
  players,
  ratings,
  tournamentPlayers,
  tournamentRounds,
  tournamentTables,
  tournaments,
} from '@db/schema';
import { getRuleset } from '@engine/index';
import { type BotLevel, hasBot } from '@engine/bots';
import { type Pairing, knockoutOrder, knockoutRound, roundRobin, swissRound } from '@engine/tournament/formats';
import { type PlayedRound, type Scoring, standings } from '@engine/tournament/standings';
import type { SeatRange } from '@engine/tournament/tables';
import type { CreateTournamentBody, TournamentDetail, TournamentSummary } from '@schema/tournaments';
import { Refusal, errors } from '../store/refusal';
import type { NotifyConfig } from '../store/notify-config';
import { emptyQueue, queueEmails, queuePushes, runAll } from '../store/notify-queue';
import { displayRating, ranksOf } from '../store/ratings';
import { DEFAULT_TIME_CONTROL } from '../store/clocks';
import type { Db } from '../store/db';
import { newGameId, newOutboxId, newSeed } from '../store/ids';
import { type TableEntrant, createTableGame, settleGame, timedOutSeats } from './games';

export const tournamentErrors = {
  notFound: () => new Refusal('unknown_tournament', 'There is no tournament with that id.'),
  notHost: () => new Refusal('not_tournament_host', 'Only the host of this tournament may do that.'),
  notOpen: (status: string) => new Refusal('not_open', `This tournament is ${status}: joining is closed.`),
  full: () => new Refusal('tournament_full', 'This tournament has all the players it takes.'),
  alreadyJoined: () => new Refusal('already_joined', 'You are already in this tournament.'),
  notJoined: () => new Refusal('not_joined', 'You are not in this tournament.'),
  rating: (rating: number, min: number | null, max: number | null) =>
    new Refusal('rating_out_of_range', `This tournament takes ratings ${min ?? 0}–${max ?? '∞'}; yours is ${rating}.`),
  alreadyStarted: () => new Refusal('tournament_started', 'The first round has started: the tournament can no longer be cancelled.'),
  notUpcoming: (status: string) => new Refusal('not_upcoming', `This tournament is ${status}: it cannot be started.`),
  tooFew: (have: number, need: number) => new Refusal('too_few_players', `The tournament needs at least ${need} players to start; it has ${have}.`),
  finished: (status: string) => new Refusal('tournament_over', `This tournament is ${status}.`),
  tooManyUpcoming: () =>
    new Refusal(
      'too_many_upcoming',
      `You already host ${UPCOMING_PER_HOST} tournaments that have not started: start or cancel one of them before you create another.`,
      { limit: UPCOMING_PER_HOST },
    ),
  timedOut: (since: number, left: number) =>
    new Refusal(
      'timed_out',
      `You ran out of time in a tournament game on ${new Date(since).toISOString().slice(0, 10)}: finish ${left} more ${left === 1 ? 'game' : 'games'} (without resigning or forfeiting) before joining a tournament.`,
      { gamesLeft: left },
    ),
};

/**
 * The house rule on timeouts (docs/tournaments.md, "Rulings"): a player withdrawn from a
 * tournament for running out of time may join no tournament that bars it (the default) until
 * they have finished this many games since, of any kind, seated as themselves, none of them
 * ended by their own forfeit or resignation.
 */
export const TIMEOUT_BAR_GAMES = 3;

/** Whether `playerId` is kept out for a timeout now: since when, and how many games are still to finish; null when not. */
export async function timeoutBar(db: Db, playerId: string): Promise<{ since: number; gamesLeft: number } | null> {
  const rows = await db.all<{ since: number | null; done: number }>(
    sql`select t.since as since, (
        select count(*) from seats s join games g on g.id = s.game_id
        where s.player_id = ${playerId} and g.status = 'finished' and g.finished_at > t.since
          and not exists (select 1 from json_each(g.result, '$.forfeit.seats') f where f.value = s.seat)
          and not exists (select 1 from json_each(g.result, '$.resigned') r where r.value = s.seat)
          and not exists (select 1 from json_each(g.seats) x where json_extract(x.value, '$.seat') = s.seat and json_extract(x.value, '$.resigned'))
      ) as done
      from (select max(withdrawn_at) as since from tournament_players where player_id = ${playerId} and reason = 'timeout') t`,
  );
  const row = rows[0];
  if (!row || row.since === null) return null;
  const left = TIMEOUT_BAR_GAMES - Number(row.done);
  return left > 0 ? { since: row.since, gamesLeft: left } : null;
}

/**
 * Tournaments one account may host at once before they start (issue #56): enough for a club's
 * week, too few to bury the public list. Kept by the condition of the INSERT that creates one.
 */
export const UPCOMING_PER_HOST = 5;
/**
 * A list of tournaments shows at most this many of one host's (the first by the list's order), so
 * that no account fills a page of it: equal to UPCOMING_PER_HOST, so the upcoming list never leaves
 * one out; the running and finished lists keep each host's newest.
 */
export const LISTED_PER_HOST = 5;

/** Rounds of a Swiss when the host names none. */
const DEFAULT_SWISS_ROUNDS = 3;
/** How long a round lasts when the host names no length: a week. */
const DEFAULT_ROUND_HOURS = 7 * 24;
/** Tournaments one cron run advances at most (the rest wait for the next run). */
const PER_RUN = 20;

/**
 * The table sizes a tournament may seat: the run of player counts around its table size that the
 * ruleset takes with the tournament's options (Raiding Stonehenge without its 2–3 player variant:
 * 4 or 5).
 */
export function rangeOf(ruleset: string, options: Record<string, unknown>, tableSize: number): SeatRange {
  const r = getRuleset(ruleset);
  if (!r) throw errors.unknownRuleset(ruleset);
  const parsed = r.optionsSchema.parse(options);
  const ok = (n: number) => n >= r.minPlayers && n <= r.maxPlayers && r.checkSetup(n, parsed) === null;
  let min = tableSize;
  let max = tableSize;
  while (ok(min - 1)) min--;
  while (ok(max + 1)) max++;
  return { min, max };
}

export function scoringOf(s: TournamentSettings): Scoring {
  return { pointsByPlace: s.pointsByPlace, byePoints: s.byePoints };
}

export async function createTournament(db: Db, body: CreateTournamentBody, host: PlayerRow, now: number): Promise<string> {
  const ruleset = getRuleset(body.ruleset);
  if (!ruleset) throw errors.unknownRuleset(body.ruleset);
  if (body.tableSize < ruleset.minPlayers || body.tableSize > ruleset.maxPlayers) {
    throw errors.invalidBody(`tableSize: ${ruleset.title} is for ${ruleset.minPlayers}–${ruleset.maxPlayers} players; a table of ${body.tableSize} is not.`);
  }
  const parsed = ruleset.optionsSchema.safeParse(body.options ?? {});
  if (!parsed.success) throw errors.invalidOptions(parsed.error.issues[0]?.message ?? 'invalid options');
  const options = parsed.data as Record<string, unknown>;
  const setupError = ruleset.checkSetup(body.tableSize, options);
  if (setupError) throw errors.invalidOptions(setupError.message);
  const range = rangeOf(ruleset.id, options, body.tableSize);
  if (body.minPlayers < range.min) throw errors.invalidBody(`minPlayers: at least ${range.min}, the smallest table of ${ruleset.title} with these options.`);
  if (body.startsAt !== undefined && body.startsAt < now - 60_000) throw errors.invalidBody('startsAt: that moment has passed.');
  const size = body.tableSize;
  const pointsByPlace = body.pointsByPlace ?? Array.from({ length: size }, (_, i) => 2 * (size - 1 - i));
  const settings: TournamentSettings = {
    name: body.name ?? `${ruleset.title} ${body.format === 'swiss' ? 'Swiss' : body.format === 'round-robin' ? 'round robin' : 'knock-out'}`,
    options,
    timeControl: body.timeControl ?? DEFAULT_TIME_CONTROL,
    weekendsOff: body.weekendsOff ?? false,
    awayAllowed: body.awayAllowed ?? true,
    barTimedOut: body.barTimedOut ?? true,
    roundHours: body.roundHours ?? DEFAULT_ROUND_HOURS,
    schedule: body.schedule ?? 'sequence',
    settle: body.settle ?? 'bot',
    fill: body.fill ?? 'smaller',
    pointsByPlace,
    byePoints: body.byePoints ?? pointsByPlace.reduce((s, p) => s + p, 0) / pointsByPlace.length,
    advance: body.advance ?? Math.max(1, Math.floor(size / 2)),
    rated: body.rated ?? false,
    ratingMin: body.ratingMin ?? null,
    ratingMax: body.ratingMax ?? null,
  };
  const id = newOutboxId().slice(0, 12);
  // Written only while the host has fewer than UPCOMING_PER_HOST upcoming tournaments, counted in
  // the statement itself, so that creations arriving at once cannot all pass (issue #56).
  // Columns in the table's order (drizzle's insert … select): id, ruleset, format, table_size,
  // status, host_id, rounds, min_players, max_players, starts_at, seed, settings, round,
  // created_at, started_at, finished_at, next_check_at.
  const written = await db
    .insert(tournaments)
    .select(
      sql`select ${id}, ${ruleset.id}, ${body.format}, ${size}, 'upcoming', ${host.id},
        ${body.format === 'swiss' ? (body.rounds ?? DEFAULT_SWISS_ROUNDS) : null}, ${body.minPlayers}, ${body.maxPlayers},
        ${body.startsAt ?? null}, ${newSeed()}, ${JSON.stringify(settings)}, 0, ${now}, null, null, ${body.startsAt ?? null}
      where (select count(*) from tournaments t where t.host_id = ${host.id} and t.status = 'upcoming') < ${UPCOMING_PER_HOST}`,
    )
    .returning({ id: tournaments.id });
  if (!written.length) throw tournamentErrors.tooManyUpcoming();
  return id;
}

export async function loadTournament(db: Db, id: string): Promise<TournamentRow> {
  const t = await db.query.tournaments.findFirst({ where: eq(tournaments.id, id) });
  if (!t) throw tournamentErrors.notFound();
  return t;
}

/**
 * One entrant of a tournament: a player (`player` their row) or a bot the host added (`bot` its
 * level, `player` null). `id` is what the pairing and the tables hold (a player's id, a bot's
 * `bot:<n>`); `handle` what the API names it by (a bot's is its id: no handle holds ":").
 */
export interface Entrant {
  id: string;
  handle: string;
  name: string;
  bot: BotLevel | null;
  player: PlayerRow | null;
  entry: typeof tournamentPlayers.$inferSelect;
}

/** A bot entrant's id is `bot:<n>`; a player's id never starts so. */
export const isBotEntrant = (id: string): boolean => id.startsWith('bot:');

async function entrants(db: Db, id: string): Promise<Entrant[]> {
  const rows = await db
    .select({ entry: tournamentPlayers, player: players })
    .from(tournamentPlayers)
    .leftJoin(players, eq(players.id, tournamentPlayers.playerId))
    .where(eq(tournamentPlayers.tournamentId, id))
    .orderBy(asc(tournamentPlayers.joinedAt), asc(tournamentPlayers.playerId));
  return rows.flatMap(({ entry, player }): Entrant[] => {
    if (entry.bot) return [{ id: entry.playerId, handle: entry.playerId, name: entry.name ?? entry.playerId, bot: entry.bot, player: null, entry }];
    // A player row gone (never: accounts are renamed, not deleted) leaves the entry out, as the inner join did.
    return player ? [{ id: player.id, handle: player.handle, name: player.name, bot: null, player, entry }] : [];
  });
}

/**
 * A player joins (or comes back after withdrawing before the start). The checks read first give
 * the clear refusals; the place itself is taken by one INSERT … SELECT whose own condition is that
 * the tournament is still upcoming and has fewer than `max_players` entrants in (issue #56), so
 * joins arriving at once never pass the limit; a join landing while the start pairs the field
 * makes the start read the field again (startRound).
 * When it writes nothing, the answer says why as D1 has it then.
 */
export async function joinTournament(db: Db, id: string, player: PlayerRow, now: number): Promise<void> {
  const t = await loadTournament(db, id);
  if (t.status !== 'upcoming') throw tournamentErrors.notOpen(t.status);
  const list = await entrants(db, id);
  const mine = list.find((e) => e.id === player.id);
  if (mine && mine.entry.withdrawnAt === null) throw tournamentErrors.alreadyJoined();
  if (list.filter((e) => e.entry.withdrawnAt === null).length >= t.maxPlayers) throw tournamentErrors.full();
  const { ratingMin, ratingMax } = t.settings;
  if (ratingMin !== null || ratingMax !== null) {
    const row = await db.query.ratings.findFirst({ where: and(eq(ratings.playerId, player.id), eq(ratings.ruleset, t.ruleset)) });
    const rating = row ? row.rating : displayRating({ mu: 25, sigma: 25 / 3 });
    if ((ratingMin !== null && rating < ratingMin) || (ratingMax !== null && rating > ratingMax)) throw tournamentErrors.rating(rating, ratingMin, ratingMax);
  }
  if (t.settings.barTimedOut !== false) {
    const bar = await timeoutBar(db, player.id);
    if (bar) throw tournamentErrors.timedOut(bar.since, bar.gamesLeft);
  }
  // Columns in the table's order (drizzle's insert … select): tournament_id, player_id, joined_at, withdrawn_at, withdrawn_round, reason, bot, name.
  // A player who withdrew before the start may come back (the row is updated); one who is in is not joined twice.
  const written = await db
    .insert(tournamentPlayers)
    .select(
      sql`select ${id}, ${player.id}, ${now}, null, null, null, null, null
      where exists (select 1 from tournaments t where t.id = ${id} and t.status = 'upcoming'
        and (select count(*) from tournament_players p where p.tournament_id = t.id and p.withdrawn_at is null) < t.max_players)`,
    )
    .onConflictDoUpdate({
      target: [tournamentPlayers.tournamentId, tournamentPlayers.playerId],
      set: { joinedAt: now, withdrawnAt: null, withdrawnRound: null, reason: null },
      setWhere: isNotNull(tournamentPlayers.withdrawnAt),
    })
    .returning({ playerId: tournamentPlayers.playerId });
  if (written.length) return;
  const after = await loadTournament(db, id);
  if (after.status !== 'upcoming') throw tournamentErrors.notOpen(after.status);
  const entry = await db.query.tournamentPlayers.findFirst({ where: and(eq(tournamentPlayers.tournamentId, id), eq(tournamentPlayers.playerId, player.id)) });
  if (entry && entry.withdrawnAt === null) throw tournamentErrors.alreadyJoined();
  throw tournamentErrors.full();
}

/** Withdraws a player (themselves, or the host removing one): no later round seats them; a game in progress goes on. */
export async function withdrawPlayer(db: Db, t: TournamentRow, playerId: string, reason: 'self' | 'removed', now: number): Promise<void> {
  if (t.status === 'finished' || t.status === 'cancelled') throw tournamentErrors.finished(t.status);
  const entry = await db.query.tournamentPlayers.findFirst({
    where: and(eq(tournamentPlayers.tournamentId, t.id), eq(tournamentPlayers.playerId, playerId)),
  });
  if (!entry || entry.withdrawnAt !== null) throw tournamentErrors.notJoined();
  await db
    .update(tournamentPlayers)
    .set({ withdrawnAt: now, withdrawnRound: t.round, reason })
    .where(and(eq(tournamentPlayers.tournamentId, t.id), eq(tournamentPlayers.playerId, playerId), isNull(tournamentPlayers.withdrawnAt)));
}

/** Bots a host may add in one request (the tournament's `maxPlayers` bounds them in all). */
export const BOTS_PER_REQUEST = 100;

/**
 * The host adds `count` bot entrants of `level` before the start (issue #58): entrants like any
 * player (paired, seated, ranked), each playing its own seat of its tables. One INSERT … SELECT
 * writes them all or none, under the join's own condition (still upcoming, and the entrants in
 * plus these within `max_players`), so adds and joins arriving at once never pass the limit. Their
 * ids are `bot:<n>`, n counting every bot the tournament ever had (a removed one keeps its row),
 * computed in the statement; two adds at once that drew the same numbers fail on the key and
 * the later one draws again. Returns the new entrants' ids.
 */
export async function addBots(db: Db, t: TournamentRow, level: BotLevel, count: number, now: number): Promise<string[]> {
  if (t.status !== 'upcoming') throw tournamentErrors.notOpen(t.status);
  if (t.settings.rated) throw errors.invalidBots('A rated tournament is for signed-in players only: no bots (docs/players.md).');
  const title = getRuleset(t.ruleset)?.title ?? t.ruleset;
  if (!hasBot(t.ruleset, level)) throw errors.unsupported(`There is no ${level} bot for ${title} yet; choose the random level.`);
  const n = sql`((select count(*) from tournament_players b where b.tournament_id = ${t.id} and b.bot is not null) + key + 1)`;
  for (let attempt = 1; attempt <= START_TRIES; attempt++) {
    let written: { id: string }[];
    try {
      // Columns in the table's order (drizzle's insert … select): tournament_id, player_id, joined_at, withdrawn_at, withdrawn_round, reason, bot, name.
      written = await db
        .insert(tournamentPlayers)
        .select(
          sql`select ${t.id}, 'bot:' || ${n}, ${now} + key, null, null, null, ${level}, 'Bot ' || ${n} || ' (' || ${level} || ')'
          from json_each(${JSON.stringify(new Array(count).fill(0))})
          where exists (select 1 from tournaments t where t.id = ${t.id} and t.status = 'upcoming'
            and (select count(*) from tournament_players p where p.tournament_id = t.id and p.withdrawn_at is null) + ${count} <= t.max_players)`,
        )
        .returning({ id: tournamentPlayers.playerId });
    } catch (err) {
      if (String((err as Error)?.message ?? err).includes('UNIQUE')) continue;
      throw err;
    }
    if (written.length) return written.map((w) => w.id);
    const after = await loadTournament(db, t.id);
    if (after.status !== 'upcoming') throw tournamentErrors.notOpen(after.status);
    throw tournamentErrors.full();
  }
  throw new Refusal('busy', 'Bots are being added to this tournament right now; try again in a moment.');
}

export async function cancelTournament(db: Db, t: TournamentRow, now: number): Promise<void> {
  if (t.status !== 'upcoming')
    throw t.status === 'running' || t.status === 'finished' ? tournamentErrors.alreadyStarted() : tournamentErrors.finished(t.status);
  await db
    .update(tournaments)
    .set({ status: 'cancelled', finishedAt: now, nextCheckAt: null })
    .where(and(eq(tournaments.id, t.id), eq(tournaments.status, 'upcoming')));
}

/** How many times a start reads the field again when joins or withdrawals keep landing meanwhile. */
const START_TRIES = 3;

/**
 * The host starts it now (early), with at least its minimum of players. A join or withdrawal that
 * lands between the start's read of the field and its batch makes the batch write nothing
 * (startRound): the field is read again.
 */
export async function startTournament(db: Db, config: NotifyConfig, t: TournamentRow, now: number, outbox: string[] = []): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (t.status !== 'upcoming') throw tournamentErrors.notUpcoming(t.status);
    const active = (await entrants(db, t.id)).filter((e) => e.entry.withdrawnAt === null);
    if (active.length < t.minPlayers) throw tournamentErrors.tooFew(active.length, t.minPlayers);
    if (await startRound(db, config, t, 1, now, outbox)) return;
    if (attempt >= START_TRIES) throw new Refusal('busy', 'Players are joining or leaving this tournament right now; try again in a moment.');
    t = await loadTournament(db, t.id);
  }
}

/** Everything of a tournament's rounds: rows, tables and each table's places. */
async function roundsOf(db: Db, id: string) {
  const [roundRows, tableRows] = await db.batch([
    db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, id)).orderBy(asc(tournamentRounds.round)),
    db.select().from(tournamentTables).where(eq(tournamentTables.tournamentId, id)).orderBy(asc(tournamentTables.round), asc(tournamentTables.tableNo)),
  ]);
  return { roundRows, tableRows };
}

function played(roundRows: { round: number; byes: string[] }[], tableRows: { round: number; seats: string[]; places: number[] | null }[]): PlayedRound[] {
  return roundRows.map((r) => ({
    round: r.round,
    byes: r.byes,
    tables: tableRows.filter((t) => t.round === r.round).map((t) => ({ seats: t.seats, places: t.places })),
  }));
}

/**
 * Pairs and starts round `round`: the tournament's round, the round row and its tables (game ids
 * drawn now) in one batch; then each table's game. When no round is left to play, the tournament
 * finishes instead. The batch's UPDATE moves the tournament on only from the round and status read
 * and, for the first round, only while the entrants are those paired (a join or withdrawal landing
 * meanwhile, issue #56); the inserts write only once the row is at the new round, and the round
 * key makes a second start of the same round fail whole. Answers false when nothing was written
 * because the row or the field was no longer as read (the caller reads again), true otherwise.
 */
async function startRound(db: Db, config: NotifyConfig, t: TournamentRow, round: number, now: number, outbox: string[]): Promise<boolean> {
  const list = await entrants(db, t.id);
  const active = list.filter((e) => e.entry.withdrawnAt === null).map((e) => e.id);
  const everyone = list.map((e) => e.id);
  const withdrawn = new Set(list.filter((e) => e.entry.withdrawnAt !== null).map((e) => e.id));
  const range = rangeOf(t.ruleset, t.settings.options, t.tableSize);
  const rules = { tableSize: t.tableSize, range, fill: t.settings.fill };
  const { roundRows, tableRows } = await roundsOf(db, t.id);
  const history = played(roundRows, tableRows);
  let settings = t.settings;
  let planned = t.rounds;
  let pairings: { round: number; pairing: Pairing }[] = [];
  if (t.format === 'swiss') {
    if (round <= (t.rounds ?? DEFAULT_SWISS_ROUNDS) && active.length >= range.min) {
      pairings = [{ round, pairing: swissRound({ players: active, history, ...rules, scoring: scoringOf(t.settings), seed: t.seed, round }) }];
    }
  } else if (t.format === 'round-robin') {
    // The whole plan is made once, at the first round, from the players then in.
    const plan = settings.plan ?? roundRobin(active, rules, t.seed);
    if (!settings.plan) {
      settings = { ...settings, plan };
      planned = plan.rounds.length;
    }
    // All at once: every round of the plan starts now (the tournament's first and only start).
    const starting = settings.schedule === 'all-at-once' ? plan.rounds.map((_, i) => i + 1) : [round];
    pairings = starting.flatMap((n) => {
      const r = plan.rounds[n - 1];
      return r ? [{ round: n, pairing: withoutWithdrawn(r, withdrawn, range) }] : [];
    });
  } else {
    const pairing = knockoutRound({ players: everyone, withdrawn, history, ...rules, advance: t.settings.advance, seed: t.seed, round });
    pairings = pairing ? [{ round, pairing }] : [];
  }
  pairings = pairings.filter((p) => p.pairing.tables.length > 0);
  const last = pairings[pairings.length - 1];
  if (!last) {
    await finishTournament(db, t, now, outbox);
    return true;
  }
  // In sequence each round ends roundHours after its start; all at once, every round ends then.
  const endsAt = now + settings.roundHours * 3_600_000;
  const tables = pairings.flatMap(({ round: n, pairing }) =>
    pairing.tables.map((seats, i) => ({ tournamentId: t.id, round: n, tableNo: i + 1, gameId: newGameId(), seats })),
  );
  // The first round pairs the entrants read above: only while they are still exactly those.
  const paired = JSON.stringify(active);
  const sameField =
    t.status === 'upcoming'
      ? sql`(select count(*) from tournament_players p where p.tournament_id = ${t.id} and p.withdrawn_at is null) = ${active.length}
        and not exists (select 1 from tournament_players p where p.tournament_id = ${t.id} and p.withdrawn_at is null
          and p.player_id not in (select value from json_each(${paired})))`
      : undefined;
  // Written by this batch's UPDATE (or by another run's, whose round key then fails this batch whole).
  const moved = sql`exists (select 1 from tournaments t where t.id = ${t.id} and t.status = 'running' and t.round = ${last.round})`;
  const newRounds = pairings.map(({ round: n, pairing }) => ({ round: n, byes: pairing.byes }));
  let written: { id: string }[];
  try {
    [written] = await db.batch([
      db
        .update(tournaments)
        .set({ status: 'running', round: last.round, rounds: planned, settings, nextCheckAt: endsAt, ...(round === 1 ? { startedAt: now } : {}) })
        .where(and(eq(tournaments.id, t.id), eq(tournaments.round, round - 1), eq(tournaments.status, t.status), sameField))
        .returning({ id: tournaments.id }),
      // Columns in the tables' order (drizzle's insert … select).
      db.insert(tournamentRounds).select(
        sql`select ${t.id}, json_extract(value, '$.round'), ${now}, ${endsAt}, json_extract(value, '$.byes'), null
          from json_each(${JSON.stringify(newRounds)}) where ${moved}`,
      ),
      db.insert(tournamentTables).select(
        sql`select ${t.id}, json_extract(value, '$.round'), json_extract(value, '$.tableNo'), json_extract(value, '$.gameId'), json_extract(value, '$.seats'), null, null
          from json_each(${JSON.stringify(tables)}) where ${moved}`,
      ),
    ]);
  } catch (err) {
    // Another run started this round first: its tables stand.
    if (String((err as Error)?.message ?? err).includes('UNIQUE')) return true;
    throw err;
  }
  if (!written.length) return false;
  for (const { round: n } of pairings) await createMissingGames(db, config, { ...t, round: last.round, settings, status: 'running' }, n, now, outbox);
  return true;
}

/** A round-robin round without the players who have withdrawn: a table left too small sits out (byes). */
function withoutWithdrawn(r: Pairing, withdrawn: ReadonlySet<string>, range: SeatRange): Pairing {
  const tables: string[][] = [];
  const byes = r.byes.filter((id) => !withdrawn.has(id));
  for (const t of r.tables) {
    const left = t.filter((id) => !withdrawn.has(id));
    if (left.length >= range.min) tables.push(left);
    else byes.push(...left);
  }
  return { tables, byes };
}

/** Creates the games of a round's tables that have none yet (a run that stopped half way is finished by the next). */
async function createMissingGames(db: Db, config: NotifyConfig, t: TournamentRow, round: number, now: number, outbox: string[]): Promise<void> {
  const rows = await db
    .select({ table: tournamentTables, game: games.id })
    .from(tournamentTables)
    .leftJoin(games, eq(games.id, tournamentTables.gameId))
    .where(and(eq(tournamentTables.tournamentId, t.id), eq(tournamentTables.round, round)));
  const missing = rows.filter((r) => r.game === null);
  if (!missing.length) return;
  // Players by their rows; the host's bots by their entries (their level and name).
  const byId = new Map<string, TableEntrant>();
  for (const e of await entrants(db, t.id))
    byId.set(e.id, e.player ? { kind: 'player', player: e.player } : { kind: 'bot', level: e.bot ?? 'good', name: e.name });
  for (const { table } of missing) {
    const seated = table.seats.map((id) => byId.get(id)).filter((p): p is TableEntrant => p !== undefined);
    if (seated.length !== table.seats.length) continue;
    await createTableGame(db, config, t, round, table.gameId, seated, now, outbox);
  }
}

/**
 * The tournament is over: its status, then each player's final standing by mail and push, at the
 * seat of their last game (so the seat's mute, address proof, language and push subscriptions
 * apply as to any mail of that game). The mail is queued only by the run whose update finished it.
 */
async function finishTournament(db: Db, t: TournamentRow, now: number, outbox: string[] = []): Promise<void> {
  const done = await db
    .update(tournaments)
    .set({ status: 'finished', finishedAt: now, nextCheckAt: null })
    .where(and(eq(tournaments.id, t.id), eq(tournaments.status, t.status)))
    .returning({ id: tournaments.id });
  if (!done.length) return;
  const [list, { roundRows, tableRows }] = await Promise.all([entrants(db, t.id), roundsOf(db, t.id)]);
  const table = rankedStandings(
    t,
    list.map((e) => e.id),
    played(roundRows, tableRows),
  );
  const name = new Map(list.map((e) => [e.id, e.name || e.handle]));
  const winners = table.filter((s) => s.rank === 1).map((s) => name.get(s.id) ?? s.id);
  const mail = emptyQueue();
  // Bots get no mail (their seats have no address anyway).
  for (const s of table.filter((x) => !isBotEntrant(x.id))) {
    // The player's last table: its game and their seat there.
    const last = [...tableRows].reverse().find((x) => x.seats.includes(s.id));
    if (!last) continue;
    const seat = last.seats.indexOf(s.id);
    const data = { standings: { tournamentId: t.id, name: t.settings.name, rank: s.rank, of: table.length, points: s.points, winners } };
    queueEmails(mail, { id: last.gameId }, [seat], 'standings', data, now);
    queuePushes(mail, { id: last.gameId }, [seat], 'standings', data, now);
  }
  const [first, ...rest] = runAll(db, mail);
  if (first) await db.batch([first, ...rest]);
  outbox.push(...mail.ids);
}

/** The standings in their final order: by points and tiebreaks; a knock-out by the round reached first. */
function rankedStandings(t: TournamentRow, ids: string[], history: PlayedRound[]) {
  const scoring = scoringOf(t.settings);
  const table = standings(ids, history, scoring, t.seed);
  if (t.format !== 'knockout') return table;
  const byId = new Map(table.map((s) => [s.id, s]));
  return knockoutOrder(ids, history, scoring, t.seed).map((id, i) => ({ ...(byId.get(id) as (typeof table)[number]), rank: i + 1 }));
}

/** Each seat's place from a game's end (the ruleset's winners, scores, forfeits; an aborted game: all equal). */
function placesOf(game: Pick<GameRow, 'status' | 'result' | 'players'>): number[] {
  if (game.status !== 'finished' || !game.result) return new Array(game.players).fill(1);
  return ranksOf(game.result, game.players);
}

/**
 * One tournament as of `now`: an upcoming one starts at its time (or is cancelled without its
 * minimum); a running one records its finished tables, settles the tables still playing once
 * its round has ended, and when every table is over starts the next round (or finishes).
 * `announce`: a settled game's pages are told. Returns whether anything changed.
 */
export async function advanceTournament(
  db: Db,
  config: NotifyConfig,
  t: TournamentRow,
  now: number,
  announce: (gameId: string, revision: number) => void = () => {},
  outbox: string[] = [],
): Promise<boolean> {
  if (t.status === 'upcoming') {
    if (t.startsAt === null || t.startsAt > now) return false;
    for (let attempt = 1; attempt <= START_TRIES && t.status === 'upcoming'; attempt++) {
      const active = (await entrants(db, t.id)).filter((e) => e.entry.withdrawnAt === null).length;
      if (active < t.minPlayers) {
        // Cancelled only while still short: a join landing meanwhile keeps it for the start.
        const cancelled = await db
          .update(tournaments)
          .set({ status: 'cancelled', finishedAt: now, nextCheckAt: null })
          .where(
            and(
              eq(tournaments.id, t.id),
              eq(tournaments.status, 'upcoming'),
              sql`(select count(*) from tournament_players p where p.tournament_id = ${t.id} and p.withdrawn_at is null) < ${tournaments.minPlayers}`,
            ),
          )
          .returning({ id: tournaments.id });
        if (cancelled.length) return true;
      } else if (await startRound(db, config, t, 1, now, outbox)) return true;
      t = await loadTournament(db, t.id);
    }
    // Another run or the host moved it on, or the field kept changing: the next run looks again.
    return t.status !== 'upcoming';
  }
  if (t.status !== 'running') return false;
  // The rounds still open: the current one in sequence; every round not yet over when all run at once.
  const open = await db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, t.id), isNull(tournamentRounds.endedAt)))
    .orderBy(asc(tournamentRounds.round));
  if (!open.length) return false;
  // The round as D1 has it (another run may have started one since `t` was read).
  const current = Math.max(t.round, ...open.map((r) => r.round));
  let changed = false;
  let playing = 0;
  const timedOut = new Set<string>();
  for (const round of open) {
    await createMissingGames(db, config, t, round.round, now, outbox);
    const done = await recordRound(db, t, round, now, announce, outbox, timedOut);
    changed ||= done.changed;
    playing += done.open;
    if (done.open > 0) continue;
    // Every table of the round is over: it ends.
    await db
      .update(tournamentRounds)
      .set({ endedAt: now })
      .where(and(eq(tournamentRounds.tournamentId, t.id), eq(tournamentRounds.round, round.round), isNull(tournamentRounds.endedAt)));
    changed = true;
  }
  if (timedOut.size) {
    await db
      .update(tournamentPlayers)
      .set({ withdrawnAt: now, withdrawnRound: current, reason: 'timeout' })
      .where(and(eq(tournamentPlayers.tournamentId, t.id), inArray(tournamentPlayers.playerId, [...timedOut]), isNull(tournamentPlayers.withdrawnAt)));
  }
  if (playing > 0) return changed;
  // Every open round is over: the next round starts (in sequence; one run of two wins its key), or,
  // all at once, the tournament is over.
  if (t.settings.schedule === 'all-at-once') await finishTournament(db, t, now, outbox);
  else await startRound(db, config, { ...t, round: current }, current + 1, now, outbox);
  return true;
}

/**
 * One open round as of `now`: each finished table's places are written; once the round's end has
 * passed, a table still playing is settled by the host's rule. The players who timed out go to
 * `timedOut`. Returns how many tables still play and whether anything was written.
 */
async function recordRound(
  db: Db,
  t: TournamentRow,
  round: { round: number; endsAt: number },
  now: number,
  announce: (gameId: string, revision: number) => void,
  outbox: string[],
  timedOut: Set<string>,
): Promise<{ open: number; changed: boolean }> {
  const rows = await db
    .select({ table: tournamentTables, game: games })
    .from(tournamentTables)
    .innerJoin(games, eq(games.id, tournamentTables.gameId))
    .where(and(eq(tournamentTables.tournamentId, t.id), eq(tournamentTables.round, round.round)));
  const ended = round.endsAt <= now;
  let open = 0;
  let changed = false;
  for (const { table, game } of rows) {
    if (table.places) continue;
    let over: GameRow | null = game.status === 'finished' || game.status === 'aborted' ? game : null;
    let settled: 'played' | 'bot' | 'forfeit' = 'played';
    if (!over && ended && game.status === 'active') {
      const done = await settleGame(db, game, t.settings.settle, now);
      if (done) {
        outbox.push(...done.outbox);
        announce(done.game.id, done.game.revision);
        over = done.game;
        settled = t.settings.settle;
        // The seats to act whose own clock had run out by the round's end timed out.
        for (const seat of done.overdue) if (table.seats[seat]) timedOut.add(table.seats[seat] as string);
      }
    }
    if (!over) {
      open++;
      continue;
    }
    // And every seat whose clock ran out during the game (a forfeit, or a bot's move for it).
    for (const seat of await timedOutSeats(db, over.id)) if (table.seats[seat]) timedOut.add(table.seats[seat] as string);
    await db
      .update(tournamentTables)
      .set({ places: placesOf(over), settled })
      .where(
        and(
          eq(tournamentTables.tournamentId, t.id),
          eq(tournamentTables.round, round.round),
          eq(tournamentTables.tableNo, table.tableNo),
          isNull(tournamentTables.places),
        ),
      );
    changed = true;
  }
  return { open, changed };
}

/** The cron's part: every tournament due by `now` (its start, its round's end), and every running one whose tables may all be over. */
export async function advanceTournaments(
  db: Db,
  config: NotifyConfig,
  now: number,
  announce: (gameId: string, revision: number) => void = () => {},
): Promise<number> {
  const due = await db
    .select()
    .from(tournaments)
    .where(sql`(${tournaments.status} = 'running') or (${tournaments.status} = 'upcoming' and ${lte(tournaments.nextCheckAt, now)})`)
    .orderBy(asc(tournaments.nextCheckAt))
    .limit(PER_RUN);
  let advanced = 0;
  for (const t of due) {
    try {
      if (await advanceTournament(db, config, t, now, announce)) advanced++;
    } catch (err) {
      console.error(`cron: tournament ${t.id}`, err);
    }
  }
  return advanced;
}

/** The public view of one tournament, with standings; `viewer`: the signed-in player, for `you`. */
export async function tournamentDetail(db: Db, t: TournamentRow, viewer: PlayerRow | null): Promise<TournamentDetail> {
  const [list, host, { roundRows, tableRows }] = await Promise.all([
    entrants(db, t.id),
    db.query.players.findFirst({ where: eq(players.id, t.hostId) }),
    roundsOf(db, t.id),
  ]);
  const handle = new Map(list.map((e) => [e.id, e.handle]));
  const name = new Map(list.map((e) => [e.id, e.name]));
  const botOf = new Map(list.flatMap((e) => (e.bot ? [[e.id, e.bot] as const] : [])));
  const ids = list.map((e) => e.id);
  const history = played(roundRows, tableRows);
  const table = rankedStandings(t, ids, history);
  const withdrawn = new Map(list.map((e) => [e.id, e.entry]));
  const h = (id: string) => handle.get(id) ?? id;
  const mine = viewer ? withdrawn.get(viewer.id) : undefined;
  const activeCount = list.filter((e) => e.entry.withdrawnAt === null).length;
  const isHost = viewer?.id === t.hostId;
  // Only where it matters: a viewer who could join this tournament that bars a timeout.
  const barred =
    viewer && t.status === 'upcoming' && t.settings.barTimedOut !== false && (mine === undefined || mine.withdrawnAt !== null)
      ? await timeoutBar(db, viewer.id)
      : null;
  return {
    id: t.id,
    name: t.settings.name,
    ruleset: t.ruleset,
    title: getRuleset(t.ruleset)?.title ?? t.ruleset,
    format: t.format,
    tableSize: t.tableSize,
    status: t.status,
    host: host?.handle ?? '',
    minPlayers: t.minPlayers,
    maxPlayers: t.maxPlayers,
    startsAt: t.startsAt,
    startedAt: t.startedAt,
    finishedAt: t.finishedAt,
    roundsPlanned: t.rounds,
    round: t.round,
    rules: {
      timeControl: t.settings.timeControl,
      weekendsOff: t.settings.weekendsOff,
      awayAllowed: t.settings.awayAllowed,
      barTimedOut: t.settings.barTimedOut !== false,
      roundHours: t.settings.roundHours,
      schedule: t.settings.schedule ?? 'sequence',
      settle: t.settings.settle,
      fill: t.settings.fill,
      pointsByPlace: t.settings.pointsByPlace,
      byePoints: t.settings.byePoints,
      advance: t.format === 'knockout' ? t.settings.advance : null,
      rated: t.settings.rated,
      ratingMin: t.settings.ratingMin,
      ratingMax: t.settings.ratingMax,
      options: t.settings.options,
    },
    players: list.map((e) => ({
      handle: e.handle,
      name: e.name,
      ...(e.bot ? { bot: e.bot } : {}),
      withdrawn: e.entry.withdrawnAt !== null,
      ...(e.entry.reason ? { reason: e.entry.reason } : {}),
    })),
    rounds: roundRows.map((r) => ({
      round: r.round,
      startedAt: r.startedAt,
      endsAt: r.endsAt,
      ended: r.endedAt !== null,
      byes: r.byes.map(h),
      tables: tableRows
        .filter((x) => x.round === r.round)
        .map((x) => ({
          gameId: x.gameId,
          seats: x.seats.map(h),
          ...(x.places ? { result: { places: x.places, settled: x.settled ?? 'played' } } : {}),
        })),
    })),
    standings: table.map((s) => ({
      handle: h(s.id),
      name: name.get(s.id) ?? '',
      rank: s.rank,
      points: s.points,
      tiebreaks: s.tiebreaks,
      games: s.games,
      byes: s.byes,
      withdrawn: withdrawn.get(s.id)?.withdrawnAt !== null,
      ...(botOf.has(s.id) ? { bot: botOf.get(s.id) } : {}),
    })),
    ...(viewer
      ? {
          you: {
            joined: mine !== undefined && mine.withdrawnAt === null,
            withdrawn: mine !== undefined && mine.withdrawnAt !== null,
            host: isHost,
            canJoin: t.status === 'upcoming' && (mine === undefined || mine.withdrawnAt !== null) && activeCount < t.maxPlayers && !barred,
            canWithdraw: (t.status === 'upcoming' || t.status === 'running') && mine !== undefined && mine.withdrawnAt === null,
            canStart: isHost && t.status === 'upcoming' && activeCount >= t.minPlayers,
            canCancel: isHost && t.status === 'upcoming',
            canAddBots: isHost && t.status === 'upcoming' && activeCount < t.maxPlayers && !t.settings.rated,
            ...(barred ? { timedOut: barred } : {}),
          },
        }
      : {}),
  };
}

/**
 * `GET /api/tournaments?status=`: newest first (upcoming: soonest start first), at most 100, and
 * at most LISTED_PER_HOST of one host's (each host's first in that order), so one account's
 * many tournaments cannot fill the list (issue #56).
 */
export async function listTournaments(db: Db, status: 'upcoming' | 'running' | 'finished' | undefined): Promise<TournamentSummary[]> {
  const order = status === 'upcoming' ? [asc(tournaments.startsAt), asc(tournaments.id)] : [desc(tournaments.createdAt), asc(tournaments.id)];
  const listed = status ? eq(tournaments.status, status) : sql`${tournaments.status} != 'cancelled'`;
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: tournaments.id,
        nth: sql<number>`row_number() over (partition by ${tournaments.hostId} order by ${sql.join(order, sql`, `)})`.as('nth'),
      })
      .from(tournaments)
      .where(listed),
  );
  const rows = await db
    .with(ranked)
    .select({
      t: tournaments,
      players: sql<number>`(select count(*) from tournament_players p where p.tournament_id = ${tournaments.id} and p.withdrawn_at is null)`,
    })
    .from(tournaments)
    .innerJoin(ranked, eq(ranked.id, tournaments.id))
    .where(lte(ranked.nth, LISTED_PER_HOST))
    .orderBy(...order)
    .limit(100);
  return rows.map(({ t, players: n }) => ({
    id: t.id,
    name: t.settings.name,
    ruleset: t.ruleset,
    format: t.format,
    tableSize: t.tableSize,
    status: t.status,
    players: Number(n),
    startsAt: t.startsAt,
    round: t.round,
  }));
}

/**
 * A player's round ends, for the calendar (issue #48): each running tournament round the player
 * has a table in, with its end. Small and read-only.
 */
export async function roundEndsOf(db: Db, playerId: string): Promise<{ tournamentId: string; name: string; round: number; endsAt: number; gameId: string }[]> {
  const rows = await db
    .select({ table: tournamentTables, round: tournamentRounds, t: tournaments })
    .from(tournamentTables)
    .innerJoin(tournamentRounds, and(eq(tournamentRounds.tournamentId, tournamentTables.tournamentId), eq(tournamentRounds.round, tournamentTables.round)))
    .innerJoin(tournaments, eq(tournaments.id, tournamentTables.tournamentId))
    .where(
      and(
        eq(tournaments.status, 'running'),
        isNull(tournamentRounds.endedAt),
        sql`exists (select 1 from json_each(${tournamentTables.seats}) where value = ${playerId})`,
      ),
    );
  return rows.map((r) => ({ tournamentId: r.t.id, name: r.t.settings.name, round: r.round.round, endsAt: r.round.endsAt, gameId: r.table.gameId }));
}
