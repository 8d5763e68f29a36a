/**
 * The writer's housekeeping commands: the ones no client sends, asked by the cron, the object's
 * alarm, another writer or an account's change (worker/live/writer.ts), and run through the same
 * entry and handler files as a seat's (./commands/). With the clients' union (schema/commands.ts)
 * they make every command the writer runs.
 */
import * as z from 'zod';
import { gameCommand, newcomerCommand } from '@schema/commands';

export const housekeepingCommand = z.discriminatedUnion('type', [
  // `seen`: the revision the asker read (the row held is used unless it is older).
  z.object({ type: z.literal('continue-bots'), seen: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('clocks'), seen: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('close'), kind: z.enum(['stale', 'expired', 'unstarted']) }).strict(),
  z.object({ type: z.literal('repair') }).strict(),
  z.object({ type: z.literal('compact'), kind: z.enum(['compact', 'restate']) }).strict(),
  z.object({ type: z.literal('window-due') }).strict(),
  z.object({ type: z.literal('time-changed'), revision: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal('rename-seats'), seats: z.array(z.number().int().min(0).max(7)), name: z.string().max(100) }).strict(),
  z.object({ type: z.literal('sign-seats'), seats: z.array(z.number().int().min(0).max(7)) }).strict(),
  // These seats' address was proven just now (#57): the turn a seat is in gets the mail it never had.
  z.object({ type: z.literal('owed-turns'), seats: z.array(z.number().int().min(0).max(7)).max(8) }).strict(),
  // Another writer committed a change to this game (a rematch's offer, a tournament's end): its pages are told.
  z.object({ type: z.literal('changed'), revision: z.number().int().min(0) }).strict(),
]);

/** Every command the writer runs: the clients' and its housekeeping. */
export const writerCommand = z.discriminatedUnion('type', [...gameCommand.options, ...housekeepingCommand.options]);
export type WriterCommand = z.infer<typeof writerCommand>;
export type CommandType = WriterCommand['type'];
/** The command of one type. */
export type CommandOf<K extends CommandType> = Extract<WriterCommand, { type: K }>;

/** The commands that come without a seat's token: a newcomer's, and the housekeeping. */
const openCommand = z.discriminatedUnion('type', [...newcomerCommand.options, ...housekeepingCommand.options]);
export type OpenCommandType = z.infer<typeof openCommand>['type'];
/** The types of the commands that come without a seat's token: every other is refused `unauthorized` without one. */
export const OPEN_COMMANDS: ReadonlySet<string> = new Set(openCommand.options.map((o) => o.shape.type.value));
