/**
 * What a client sends its game's writer (worker/live/): one union, built alike by the HTTP routes
 * (worker/routes/, from the contract's bodies) and by a page's socket frames (`socketCommand`,
 * each with the frame's `id`). The writer runs each by its `type` (worker/live/commands/, one file
 * a command), with its own housekeeping commands beside them (worker/live/housekeeping.ts). A new
 * seat command is its member here and its handler file there (docs/architecture.md, "Adding a
 * seat command").
 */
import * as z from 'zod';
import { absentBody, actionBody, chatBody, claimBody, giveTimeBody, joinGameBody, publishBody, timeControlChangeBody, timeZoneName, undoBody } from './api';

export const actCommand = actionBody.extend({ type: z.literal('act') }).strict();
export const undoCommand = undoBody.extend({ type: z.literal('undo') }).strict();
export const publishCommand = publishBody.extend({ type: z.literal('publish') }).strict();

/**
 * The commands a newcomer sends without a seat's token: a join by the invite's code, the claim of
 * a seat the table gave away (who asks is the asker's signed-in player, if any). The writer's own
 * housekeeping (the cron's, the alarm's, another writer's) is no client's, and lives with the
 * writer (worker/live/housekeeping.ts).
 */
export const newcomerCommand = z.discriminatedUnion('type', [
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
]);

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
  ...newcomerCommand.options,
]);
export type GameCommand = z.infer<typeof gameCommand>;

/** The commands a page may send on its socket (API contract, "Live updates"), each with its frame's `id`. */
const frameId = { id: z.string().min(1).max(64) };
export const socketCommand = z.discriminatedUnion('type', [actCommand.extend(frameId), undoCommand.extend(frameId), publishCommand.extend(frameId)]);

/**
 * A page's message on its game's socket, the one type both ends use: the contract's `hello` (its
 * seat token, or none for a spectator) and the seat commands above. The writer checks each
 * against this (worker/live/object.ts); the page builds them (web/src/game/transport/socket.ts).
 */
export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().max(200).optional() }).strict(),
  ...socketCommand.options,
]);
export type ClientMessage = z.infer<typeof clientMessage>;
/** A seat's command as a page hands it to its socket, which adds the frame's `id`. */
export type SocketCommand = ClientMessage extends infer M ? (M extends { id: string } ? Omit<M, 'id'> : never) : never;
