/**
 * zod schemas of the HTTP request bodies, and the types of the responses.
 * Shared by the Worker (validation) and the web app (typing), so both sides
 * agree on the contract in ../shared/api-contract.md.
 */
import { z } from 'zod';

const name = z
  .string()
  .trim()
  .min(1, 'Type a name.')
  .max(40, 'Names are at most 40 characters.')
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'Names cannot hold control characters.');
const email = z.string().trim().max(254).email('That email address does not look right.');

export const createGameBody = z
  .object({
    ruleset: z.string().min(1).max(64),
    players: z.number().int().min(1).max(8),
    options: z.record(z.string(), z.unknown()).optional(),
    name,
    email: email.optional(),
    listed: z.boolean().optional(),
    deadlineHours: z.number().positive().max(24 * 60).nullable().optional(),
    onTimeout: z.enum(['remind', 'bot', 'forfeit']).optional(),
    bots: z.number().int().min(0).max(7).optional(),
    botLevel: z.enum(['random', 'good']).optional(),
    webhookUrl: z.string().url().startsWith('https://').max(500).optional(),
  })
  .strict();
export type CreateGameBody = z.infer<typeof createGameBody>;

export const joinGameBody = z.object({ name, email: email.optional() }).strict();
export type JoinGameBody = z.infer<typeof joinGameBody>;

export const actionBody = z
  .object({
    version: z.number().int().min(0),
    action: z.object({ type: z.string().min(1).max(64) }).passthrough(),
  })
  .strict();
export type ActionBody = z.infer<typeof actionBody>;

export interface ApiError {
  error: { code: string; message: string };
}

export interface OptionInfo {
  id: string;
  label: string;
  help?: string;
  type: 'boolean' | 'choice';
  choices?: string[];
  default: boolean | string;
}

export interface RulesetInfo {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionInfo[];
}

export interface CreatedGame {
  gameId: string;
  seat: 0;
  token: string;
  joinCode: string;
  urls: { play: string; join: string };
}

export interface JoinedGame {
  gameId: string;
  seat: number;
  token: string;
  urls: { play: string };
}

export interface PlayerInfo {
  seat: number;
  name: string;
  joined: boolean;
  /** Present on a seat played by a bot: its level. */
  bot?: 'random' | 'good';
}

export interface LogLine {
  seq: number;
  kind: string;
  text: string;
  seat?: number;
  [key: string]: unknown;
}

export interface GameResultInfo {
  winners: number[];
  scores?: Record<string, number>;
  summary?: string;
}

export type GameStatusName = 'waiting' | 'active' | 'finished' | 'aborted';

export interface GamePayload<View = unknown, Action extends { type: string } = { type: string; [k: string]: unknown }> {
  gameId: string;
  ruleset: string;
  title: string;
  options: Record<string, unknown>;
  status: GameStatusName;
  version: number;
  seat: number | null;
  players: PlayerInfo[];
  active: number[];
  view: View;
  actions: Action[];
  log: LogLine[];
  result?: GameResultInfo;
  /** Every hidden card, once the game is over. */
  revealed?: unknown;
  joinCode?: string;
  createdAt: string;
  updatedAt: string;
  finishedAt?: string;
}

export interface ArchiveEntry {
  gameId: string;
  ruleset: string;
  players: string[];
  finishedAt: string;
  result: GameResultInfo;
  actions: number;
}

export interface ArchivePage {
  games: ArchiveEntry[];
  next: string | null;
}

export interface GameRecord {
  format: 'stonehenge-record/1';
  gameId: string;
  ruleset: string;
  engineVersion: number;
  options: Record<string, unknown>;
  seed: string;
  players: { seat: number; name: string }[];
  actions: { seq: number; seat: number; action: { type: string; [k: string]: unknown }; at: string }[];
  result: GameResultInfo;
  createdAt: string;
  finishedAt: string;
}
