/**
 * Fightin' Drinkin' Stealin''s options and actions as zod schemas: what the engine's door and the Worker parse
 * with (index.ts gives them to `defineRuleset`). Apart from model.ts so a board, which reads only
 * the model's types and facts, never loads zod. The schemas must infer exactly the model's types.
 */
import * as z from 'zod';
import type { Same } from '../core/ruleset';
import { PLAYER_COLOURS } from '../core/components';
import { type FdsAction, type FdsOptions, optionsMeta } from './model';

export const optionsSchema = z.object({}).strict();

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.string().regex(/^([DN]\d\d|T-(white|blue|green|yellow|red))$/);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), fightin: cardIdSchema, drinkin: cardIdSchema, stealin: cardIdSchema }).strict(),
  z.object({ type: z.literal('discard'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('steal-thief'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('steal-award'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('take-yellow'), count: z.number().int().min(0).max(2) }).strict(),
  z.object({ type: z.literal('scarper'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('give-wee-lawyer'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('discard-colour'), colour: colourSchema }).strict(),
]);

export { optionsMeta };

/** Compiles only while both schemas infer exactly the model's types. */
export const SCHEMAS_MATCH_MODEL: Same<z.infer<typeof optionsSchema>, FdsOptions> & Same<z.infer<typeof actionSchema>, FdsAction> = true;
