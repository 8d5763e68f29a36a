/**
 * Prompts: a stage asks seats questions that stay in the state (`state.prompts`), each answer
 * secret until every prompt has one; then the stage runs with the answers. A question with one
 * option is answered by the flow kernel at once, and one with none is not asked.
 */
import type { CardId, PlayerColour } from '../core/components';
import type { Step } from '../core/flow';
import type { LogEntry, Seat } from '../core/ruleset';
import { type FdsAction, type FdsState, type Prompt, type PromptKind, cardId } from './model';
import type { Stage } from './stages/stage';

/** Asks `seat` to pick one of `options`; none asks nothing. */
export function ask(state: FdsState, seat: Seat, kind: PromptKind, options: FdsAction[]): void {
  if (options.length === 0) return;
  state.prompts.push({ seat, kind, options, answer: null });
}

export function discardOptions(cards: readonly CardId[]): FdsAction[] {
  return [...cards].sort().map((id) => ({ type: 'discard', card: id }));
}

export function colourOptions(type: 'give-wee-lawyer' | 'discard-colour', colours: readonly PlayerColour[]): FdsAction[] {
  return colours.map((colour) => ({ type, colour }));
}

export function answerOf(answers: readonly Prompt[], seat: Seat): FdsAction | null {
  return answers.find((p) => p.seat === seat)?.answer ?? null;
}

export function answeredCard(answers: readonly Prompt[], seat: Seat): CardId {
  const a = answerOf(answers, seat);
  if (!a || !('card' in a)) throw new Error(`no card answer from seat ${seat}`);
  return cardId(a.card);
}

/** The prompt `seat` has yet to answer; asking for one that is not there is a bug. */
export function openPrompt(state: FdsState, seat: Seat): Prompt {
  const prompt = state.prompts.find((p) => p.seat === seat && p.answer === null);
  if (!prompt) throw new Error(`seat ${seat} has nothing to answer`);
  return prompt;
}

/** Keeps a seat's answer in its prompt, secret until every prompt has one. */
const keep = (state: FdsState, _stage: Stage, seat: Seat, action: FdsAction) => {
  openPrompt(state, seat).answer = action;
};

/**
 * The asking side every step shares: the seats with an open prompt, its options, its answer. A
 * prompt asks for any kind of action but the round's `play` (the choose step takes that itself).
 */
export const promptAsking: Pick<Step<FdsState, FdsAction, Stage>, 'waitingOn' | 'actions' | 'loneChoice' | 'on'> = {
  waitingOn(state) {
    const seats: Seat[] = [];
    for (const p of state.prompts) if (p.answer === null) seats.push(p.seat);
    return seats;
  },
  actions(state, _stage, seat) {
    return openPrompt(state, seat).options.map((o) => ({ ...o }));
  },
  loneChoice(state, _stage, seat) {
    const options = openPrompt(state, seat).options;
    const only = options[0];
    return options.length === 1 && only ? { ...only } : null;
  },
  on: {
    discard: keep,
    'steal-thief': keep,
    'steal-award': keep,
    pass: keep,
    'take-yellow': keep,
    scarper: keep,
    'give-wee-lawyer': keep,
    'discard-colour': keep,
  },
};

/**
 * A step's effect, once every prompt is answered: it gets the answers and the prompts are done
 * with (the effect may ask new ones for the next stage).
 */
export function onceAnswered<St extends Stage>(
  run: (state: FdsState, stage: St, answers: readonly Prompt[], log: LogEntry[]) => void,
): (state: FdsState, stage: St, log: LogEntry[]) => void {
  return (state, stage, log) => {
    const answers = state.prompts;
    state.prompts = [];
    run(state, stage, answers, log);
  };
}
