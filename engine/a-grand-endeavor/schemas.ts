/**
 * A Grand Endeavor's options and actions as zod schemas: what the engine's door and the Worker parse
 * with (index.ts gives them to `defineRuleset`). Apart from model.ts so a board, which reads only
 * the model's types and facts, never loads zod. The schemas must infer exactly the model's types.
 */
import * as z from 'zod';
import type { Same } from '../core/ruleset';
import { type GrandEndeavorAction, type GrandEndeavorOptions, TRACKS, optionsMeta } from './model';

export const optionsSchema = z.object({}).strict();

const cardIdSchema = z.string().regex(/^([DN]\d\d|T-(white|blue|green|yellow|red))$/);
const seatSchema = z.number().int().min(0).max(4);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('begin') }).strict(),
  z.object({ type: z.literal('defame'), target: seatSchema }).strict(),
  z.object({ type: z.literal('claim'), track: z.enum(TRACKS), space: z.number().int().min(1).max(30) }).strict(),
  z.object({ type: z.literal('draw') }).strict(),
  z.object({ type: z.literal('take'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('commit'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('usurp'), from: seatSchema, cards: z.array(cardIdSchema).length(2) }).strict(),
  z.object({ type: z.literal('discard'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('withdraw') }).strict(),
]);

export { optionsMeta };

/** Compiles only while both schemas infer exactly the model's types. */
export const SCHEMAS_MATCH_MODEL: Same<z.infer<typeof optionsSchema>, GrandEndeavorOptions> & Same<z.infer<typeof actionSchema>, GrandEndeavorAction> = true;
