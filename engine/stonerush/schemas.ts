/**
 * Stonerush's options and actions as zod schemas: what the engine's door and the Worker parse
 * with (index.ts gives them to `defineRuleset`). Apart from model.ts so a board, which reads only
 * the model's types and facts, never loads zod. The schemas must infer exactly the model's types.
 */
import * as z from 'zod';
import type { Same } from '../core/ruleset';
import { type NumberCardId, PLAYER_COLOURS, isCardId } from '../core/components';
import { type StonerushAction, type StonerushOptions, HAND_SIZE, optionsMeta } from './model';

export const optionsSchema = z.object({ track: z.enum(['outer-ring', 'bluestones']).default('outer-ring') }).strict();

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.custom<NumberCardId>((v) => typeof v === 'string' && /^[DN]\d\d$/.test(v) && isCardId(v), 'not a card id');

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), cards: z.array(cardIdSchema).min(1).max(HAND_SIZE), colour: colourSchema }).strict(),
  z.object({ type: z.literal('discard'), cards: z.array(cardIdSchema).max(HAND_SIZE) }).strict(),
]);

export { optionsMeta };

/** Compiles only while both schemas infer exactly the model's types. */
export const SCHEMAS_MATCH_MODEL: Same<z.infer<typeof optionsSchema>, StonerushOptions> & Same<z.infer<typeof actionSchema>, StonerushAction> = true;
