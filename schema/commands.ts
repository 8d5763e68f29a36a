/**
 * A seat's command to its game's writer (worker/live/): one union, built alike by the HTTP routes
 * (worker/routes/, from the contract's bodies) and by a page's socket frames (`SOCKET_COMMANDS`,
 * each with the frame's `id`). The writer runs each by its `type` (worker/live/commands/, one file
 * a command). A new seat command is its member here and its handler file there
 * (docs/architecture.md, "Adding a seat command").
 */
import * as z from 'zod';
import { absentBody, actionBody, chatBody, claimBody, giveTimeBody, joinGameBody, publishBody, timeControlChangeBody, timeZoneName, undoBody } from './api';

export const actCommand = actionBody.extend({ type: z.literal('act') }).strict();
export const undoCommand = undoBody.extend({ type: z.literal('undo') }).strict();
export const publishCommand = publishBody.extend({ type: z.literal('publish') }).strict();

/**
 * The commands that come without a seat's token: a newcomer's (a join by the invite's code, the
 * claim of a seat the table gave away; who asks is the asker's signed-in player, if any) and the
 * writer's housekeeping, asked by the cron, the object's alarm or another writer. The writer runs
 * them as it runs a seat's; every other command is refused `unauthorized` without a token.
 */
export const openCommand = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('join'),
      code: z.string().min(1).max(32),
      body: joinGameBody,
      client: z.string().max(64).optional(),
      invite: z.string().max(100).optional(),
      rematchFrom: z.number().int().min(0).optional(),
    })
    .strict(),
  z.object({ type: z.literal('claim'), body: claimBody }).strict(),
  // Housekeeping: `seen`, the revision the asker read (the row held is used unless it is older).
  z.object({ type: z.literal('continue-bots'), seen: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('clocks'), seen: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('close'), kind: z.enum(['stale', 'expired', 'unstarted']) }).strict(),
  z.object({ type: z.literal('repair') }).strict(),
  z.object({ type: z.literal('compact'), kind: z.enum(['compact', 'restate']) }).strict(),
  z.object({ type: z.literal('window-due') }).strict(),
  z.object({ type: z.literal('time-changed'), revision: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('rename-seats'), seats: z.array(z.number().int().min(0).max(7)), name: z.string().max(100) }).strict(),
  z.object({ type: z.literal('sign-seats'), seats: z.array(z.number().int().min(0).max(7)) }).strict(),
]);
export type OpenCommandType = z.infer<typeof openCommand>['type'];
/** The types of `openCommand`. */
export const OPEN_COMMANDS: ReadonlySet<string> = new Set(openCommand.options.map((o) => o.shape.type.value));

export const gameCommand = z.discriminatedUnion('type', [
  actCommand,
  undoCommand,
  publishCommand,
  z.object({ type: z.literal('resign') }).strict(),
  z.object({ type: z.literal('cancel') }).strict(),
  absentBody.extend({ type: z.literal('absent') }).strict(),
  chatBody.extend({ type: z.literal('chat') }).strict(),
  giveTimeBody.extend({ type: z.literal('give-time') }).strict(),
  z.object({ type: z.literal('time-control'), change: timeControlChangeBody }).strict(),
  z.object({ type: z.literal('rematch') }).strict(),
  // The mover's payload while its actions wait in the take-back window (a read: nothing changes).
  z.object({ type: z.literal('pending-view') }).strict(),
  // The seat's deadline calendar gets a new URL; the old one answers 404 (worker/calendar/).
  z.object({ type: z.literal('calendar-link') }).strict(),
  // The seat's time zone, chosen by its player (its digest's morning, its reminders' night).
  z.object({ type: z.literal('seat-zone'), timeZone: timeZoneName }).strict(),
  ...openCommand.options,
]);
export type GameCommand = z.infer<typeof gameCommand>;
export type CommandType = GameCommand['type'];
/** The command of one type. */
export type CommandOf<K extends CommandType> = Extract<GameCommand, { type: K }>;

/** The commands a page may send on its socket (API contract, "Live updates"), each with its frame's `id`. */
const frameId = { id: z.string().min(1).max(64) };
export const socketCommand = z.discriminatedUnion('type', [actCommand.extend(frameId), undoCommand.extend(frameId), publishCommand.extend(frameId)]);
