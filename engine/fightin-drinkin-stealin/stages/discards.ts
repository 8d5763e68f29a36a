/**
 * The discards Fightin' and Drinkin' share: at a tie each clan sends its best card home at once;
 * otherwise one clan sends a card home first and then the other.
 */
import type { Seat } from '../../core/ruleset';
import { discardOwn } from '../effects';
import { type EventId, type FdsState, type PromptKind, type StageName, extremes, other, slot, worth } from '../model';
import { answeredCard, ask, discardOptions, onceAnswered } from '../prompts';
import type { FdsStep, Stage } from './stage';

/** A tie: each clan is asked, at the same time, which of its highest cards at the event goes home. */
export function askTieDiscards(state: FdsState, event: EventId, kind: PromptKind): void {
  for (const s of [0, 1]) ask(state, s, kind, discardOptions(extremes(slot(state, event, s), (id) => worth(state, s, id), true)));
}

/** The tie's step: both chosen cards go home, then play moves on to `next`. */
export function tieDiscards<K extends Stage['kind']>(event: EventId, next: StageName): FdsStep<K> {
  return {
    run: onceAnswered((state, _stage, answers, log) => {
      for (const s of [0, 1]) discardOwn(state, event, s, answeredCard(answers, s), log);
      state.stage = next;
    }),
  };
}

/** The first clan (`first` of the stage) sends its chosen card home; the other is asked (`kind`) for its own. */
export function firstDiscard<K extends Stage['kind']>(
  event: EventId,
  first: (stage: Extract<Stage, { kind: K }>) => Seat,
  kind: PromptKind,
  next: StageName,
): FdsStep<K> {
  return {
    run: onceAnswered((state, stage, answers, log) => {
      const f = first(stage);
      discardOwn(state, event, f, answeredCard(answers, f), log);
      ask(state, other(f), kind, discardOptions(slot(state, event, other(f))));
      state.stage = next;
    }),
  };
}

/** The other clan (not `first` of the stage) sends its chosen card home, then play moves on to `next`. */
export function secondDiscard<K extends Stage['kind']>(event: EventId, first: (stage: Extract<Stage, { kind: K }>) => Seat, next: StageName): FdsStep<K> {
  return {
    run: onceAnswered((state, stage, answers, log) => {
      const o = other(first(stage));
      discardOwn(state, event, o, answeredCard(answers, o), log);
      state.stage = next;
    }),
  };
}
