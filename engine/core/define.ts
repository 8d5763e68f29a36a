/**
 * `defineRuleset`: a ruleset's door, made by the kernel from its parts. The flow gives the legal
 * actions, the active seats and `apply` (copy, answer, settle), so no ruleset writes that glue;
 * the ruleset gives its model, how a game starts and how it ends. See docs/architecture.md
 * "Adding a ruleset".
 */
import { cloneState } from './actions';
import { type Flow, type StageBase, answer, legalActions, settle, waitingSeats } from './flow';
import type { ApplyResult, BaseAction, Bot, ReviewParts, GameResult, GameStatus, LogEntry, Ruleset, RulesetMeta } from './ruleset';

/** The parts a ruleset is made of, each from its own module of `engine/<id>/`. */
export interface RulesetParts<S, A extends BaseAction, O, V, St extends StageBase> {
  /** `setup.ts`: title, pitch, player range, `engineVersion` (bumped with every rule change). */
  meta: RulesetMeta;
  /** `setup.ts`: whether a player count and options may play together. */
  checkSetup: Ruleset<S, A, O, V>['checkSetup'];
  /** `schemas.ts`: the options' and actions' zod schemas, and the options' form fields. */
  schemas: Pick<Ruleset<S, A, O, V>, 'optionsSchema' | 'optionsMeta' | 'actionSchema'>;
  /** `flow.ts`: the step table, the first state, and the result once the game is over (else null). */
  flow: { flow: Flow<S, A, St>; setup: Ruleset<S, A, O, V>['setup']; result(state: S): GameResult | null };
  /** `view.ts`: the one place a ruleset's secrets are stripped. */
  view: Pick<Ruleset<S, A, O, V>, 'view' | 'revealedView'>;
  /** `take-back.ts`. */
  takeBack?: Ruleset<S, A, O, V>['takeBack'];
  /** `bot.ts`: the `good` bot. */
  bot: Bot<V, A>;
  /** `determinize.ts`: the post-game review's parts (core/review.ts). */
  review?: ReviewParts<S>;
}

/** Registers a ruleset once, from its parts, typed end to end (its bot sees its own view type). */
export function defineRuleset<S, A extends BaseAction, O, V, St extends StageBase>(parts: RulesetParts<S, A, O, V, St>): Ruleset<S, A, O, V> {
  const { meta, schemas: model, view } = parts;
  const { flow, result } = parts.flow;
  return {
    ...meta,
    optionsSchema: model.optionsSchema,
    optionsMeta: model.optionsMeta,
    checkSetup: parts.checkSetup,
    actionSchema: model.actionSchema,
    setup: parts.flow.setup,
    view: view.view,
    revealedView: view.revealedView,
    actions: (state, seat) => legalActions(flow, state, seat),
    apply(prev, seat, action): ApplyResult<S> {
      // cloneState, not structuredClone: several times faster, and its arrays come out packed (core/actions.ts).
      const state = cloneState(prev);
      const log: LogEntry[] = [];
      answer(flow, state, seat, action, log);
      settle(flow, state, log);
      return { ok: true, state, log };
    },
    status(state): GameStatus {
      const over = result(state);
      return over ? { active: [], finished: true, result: over } : { active: [...waitingSeats(flow, state)], finished: false };
    },
    ...(parts.takeBack ? { takeBack: parts.takeBack } : {}),
    bot: parts.bot,
    ...(parts.review ? { review: parts.review } : {}),
  };
}
