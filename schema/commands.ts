/**
 * A seat's command to its game's writer (worker/live/): one union, built alike by the HTTP routes
 * (worker/routes/, from the contract's bodies) and by a page's socket frames (`SOCKET_COMMANDS`,
 * each with the frame's `id`). The writer runs each by its `type` (worker/live/commands/, one file
 * a command). A new seat command is its member here and its handler file there
 * (docs/architecture.md, "Adding a seat command").
 */
import * as z from 'zod';
import { absentBody, actionBody, chatBody, giveTimeBody, publishBody, timeControlChangeBody, undoBody } from './api';

export const actCommand = actionBody.extend({ type: z.literal('act') }).strict();
export const undoCommand = undoBody.extend({ type: z.literal('undo') }).strict();
export const publishCommand = publishBody.extend({ type: z.literal('publish') }).strict();

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
]);
export type GameCommand = z.infer<typeof gameCommand>;
export type CommandType = GameCommand['type'];
/** The command of one type. */
export type CommandOf<K extends CommandType> = Extract<GameCommand, { type: K }>;

/** The commands a page may send on its socket (API contract, "Live updates"), each with its frame's `id`. */
const frameId = { id: z.string().min(1).max(64) };
export const socketCommand = z.discriminatedUnion('type', [actCommand.extend(frameId), undoCommand.extend(frameId), publishCommand.extend(frameId)]);
