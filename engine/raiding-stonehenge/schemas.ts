/**
 * Raiding Stonehenge's options and actions as zod schemas: what the engine's door and the Worker parse
 * with (index.ts gives them to `defineRuleset`). Apart from model.ts so a board, which reads only
 * the model's types and facts, never loads zod. The schemas must infer exactly the model's types.
 */
import * as z from 'zod';
import type { Same } from '../core/ruleset';
import { type NumberCardId, PLAYER_COLOURS, isCardId } from '../core/components';
import { type RaidingAction, type RaidingOptions, LINE_COUNT, optionsMeta } from './model';

export const optionsSchema = z
  .object({
    lowCardStarts: z.boolean().default(false),
    plusMinusColours: z.boolean().default(false),
    accelerator: z.enum(['off', 'x2', 'x3']).default('off'),
    extendedTiebreaker: z.boolean().default(false),
    reducedColours: z.boolean().default(false),
    twoThreePlayers: z.boolean().default(false),
    hiddenStash: z.boolean().default(false),
  })
  .strict();

const colourSchema = z.enum(PLAYER_COLOURS);
const cardIdSchema = z.custom<NumberCardId>((v) => typeof v === 'string' && /^[DN]\d\d$/.test(v) && isCardId(v), 'not a card id');

export const actionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('pick'),
      line: z
        .number()
        .int()
        .min(0)
        .max(LINE_COUNT - 1),
    })
    .strict(),
  z.object({ type: z.literal('play'), card: cardIdSchema }).strict(),
  z.object({ type: z.literal('place'), colour: colourSchema }).strict(),
  z.object({ type: z.literal('setAside'), colour: colourSchema }).strict(),
]);

export { optionsMeta };

/** Compiles only while both schemas infer exactly the model's types. */
export const SCHEMAS_MATCH_MODEL: Same<z.infer<typeof optionsSchema>, RaidingOptions> & Same<z.infer<typeof actionSchema>, RaidingAction> = true;
