/**
 * Tournaments (contract, "Tournaments (round four)"): the request bodies the Worker checks with
 * zod, and the answers' types the pages read.
 */
import * as z from 'zod';
import { timeControlBody } from './api';

const hoursOfRound = z
  .number({ message: '"roundHours" is a number of hours.' })
  .min(1, 'A round lasts at least 1 hour.')
  .max(60 * 24, 'A round lasts at most 60 days.');

export const createTournamentBody = z
  .object({
    ruleset: z.string().min(1).max(64),
    name: z.string().trim().min(1).max(80).optional(),
    tableSize: z.number().int().min(2).max(8),
    format: z.enum(['swiss', 'round-robin', 'knockout']),
    /** Swiss: rounds to play (default 3). Round robin and knock-out count their own. */
    rounds: z.number().int().min(1).max(20).optional(),
    minPlayers: z.number().int().min(2).max(1000),
    maxPlayers: z.number().int().min(2).max(1000),
    /** Epoch ms; the tournament starts then when it has its minimum (else it is cancelled). Without it the host starts it. */
    startsAt: z.number().int().min(0).optional(),
    timeControl: timeControlBody.optional(),
    weekendsOff: z.boolean().optional(),
    awayAllowed: z.boolean().optional(),
    /** Keep out a player who timed out of a tournament game until they finish a few games (default true: the house rule). */
    barTimedOut: z.boolean().optional(),
    roundHours: hoursOfRound.optional(),
    /** Rounds one after another (default), or every round's games at the start (round robin: its plan is known then). */
    schedule: z.enum(['sequence', 'all-at-once']).optional(),
    /** A table still playing at its round's end: the good bot plays it out ("bot") or the seats to act forfeit. */
    settle: z.enum(['bot', 'forfeit']).optional(),
    /** Players that do not fill whole tables: smaller tables, or byes. */
    fill: z.enum(['smaller', 'byes']).optional(),
    /** Points per finishing place at a full table (index 0 the winner), highest first. */
    pointsByPlace: z.array(z.number().min(0).max(100)).min(2).max(8).optional(),
    byePoints: z.number().min(0).max(100).optional(),
    /** Knock-out: places that go on from each table (default half the table). */
    advance: z.number().int().min(1).max(7).optional(),
    rated: z.boolean().optional(),
    ratingMin: z.number().int().min(0).max(5000).optional(),
    ratingMax: z.number().int().min(0).max(5000).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.schedule === 'all-at-once' && b.format !== 'round-robin')
      ctx.addIssue({
        code: 'custom',
        path: ['schedule'],
        message: 'Only a round robin plays all its rounds at once: Swiss and knock-out rounds are paired from the results.',
      });
    if (b.minPlayers > b.maxPlayers) ctx.addIssue({ code: 'custom', path: ['minPlayers'], message: 'minPlayers cannot be more than maxPlayers.' });
    if (b.pointsByPlace && b.pointsByPlace.length !== b.tableSize)
      ctx.addIssue({ code: 'custom', path: ['pointsByPlace'], message: 'pointsByPlace has one entry per seat of a full table.' });
    if (b.pointsByPlace?.some((p, i, all) => i > 0 && p > (all[i - 1] ?? 0)))
      ctx.addIssue({ code: 'custom', path: ['pointsByPlace'], message: 'A better place never earns fewer points.' });
    if (b.advance !== undefined && b.advance >= b.tableSize)
      ctx.addIssue({ code: 'custom', path: ['advance'], message: 'advance is fewer than the seats of a table.' });
    if (b.ratingMin !== undefined && b.ratingMax !== undefined && b.ratingMin > b.ratingMax)
      ctx.addIssue({ code: 'custom', path: ['ratingMin'], message: 'ratingMin cannot be more than ratingMax.' });
  });
export type CreateTournamentBody = z.infer<typeof createTournamentBody>;

/** `POST /api/tournaments/:id/remove`: the host removes a player who never showed up, or a bot entrant (its handle `bot:<n>`). */
export const removePlayerBody = z.object({ handle: z.string().min(1).max(40) }).strict();

/** `POST /api/tournaments/:id/bots` (issue #58): the host adds `count` bot entrants of `level` before the start. */
export const addBotsBody = z
  .object({
    level: z.enum(['random', 'good'], { message: 'level is "random" or "good".' }),
    count: z
      .number({ message: 'count is a number of bots.' })
      .int('count is a whole number.')
      .min(1, 'Add at least 1 bot.')
      .max(100, 'Add at most 100 bots at once.'),
  })
  .strict();
export type AddBotsBody = z.infer<typeof addBotsBody>;

export const tournamentListQuery = z.object({ status: z.enum(['upcoming', 'running', 'finished']).optional() });

export type TournamentStatus = 'upcoming' | 'running' | 'finished' | 'cancelled';
export type TournamentFormat = 'swiss' | 'round-robin' | 'knockout';

export interface TournamentSummary {
  id: string;
  name: string;
  ruleset: string;
  format: TournamentFormat;
  tableSize: number;
  status: TournamentStatus;
  players: number;
  startsAt: number | null;
  round: number;
}

export interface TournamentStanding {
  handle: string;
  name: string;
  rank: number;
  points: number;
  tiebreaks: { opponents: number; sonnebornBerger: number; wins: number };
  games: number;
  byes: number;
  withdrawn: boolean;
  /** A bot entrant the host added (its handle is `bot:<n>`, not a player's): its level. */
  bot?: 'random' | 'good';
}

export interface TournamentDetail {
  id: string;
  name: string;
  ruleset: string;
  title: string;
  format: TournamentFormat;
  tableSize: number;
  status: TournamentStatus;
  host: string;
  minPlayers: number;
  maxPlayers: number;
  startsAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  /** Rounds planned (null: counted as it goes, a knock-out). */
  roundsPlanned: number | null;
  round: number;
  rules: {
    timeControl: z.infer<typeof timeControlBody>;
    weekendsOff: boolean;
    awayAllowed: boolean;
    barTimedOut: boolean;
    roundHours: number;
    schedule: 'sequence' | 'all-at-once';
    settle: 'bot' | 'forfeit';
    fill: 'smaller' | 'byes';
    pointsByPlace: number[];
    byePoints: number;
    advance: number | null;
    rated: boolean;
    ratingMin: number | null;
    ratingMax: number | null;
    options: Record<string, unknown>;
  };
  /** The entrants; a bot the host added has `bot` (its level) and the handle `bot:<n>`. */
  players: { handle: string; name: string; bot?: 'random' | 'good'; withdrawn: boolean; reason?: 'self' | 'timeout' | 'removed' }[];
  rounds: {
    round: number;
    startedAt: number;
    endsAt: number;
    ended: boolean;
    byes: string[];
    tables: { gameId: string; seats: string[]; result?: { places: number[]; settled: 'played' | 'bot' | 'forfeit' } }[];
  }[];
  standings: TournamentStanding[];
  /** The signed-in viewer's part: whether they are in, and what they may do now. */
  you?: {
    joined: boolean;
    withdrawn: boolean;
    host: boolean;
    canJoin: boolean;
    canWithdraw: boolean;
    canStart: boolean;
    canCancel: boolean;
    /** The host may add bot entrants now (upcoming, places left, not rated). */
    canAddBots: boolean;
    /** Kept out for a timeout (this tournament bars it): games still to finish before joining. */
    timedOut?: { since: number; gamesLeft: number };
  };
}
