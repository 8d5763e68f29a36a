/**
 * A round's ends: both clans place three cards face down, and after the three events they draw
 * up for the next round, or, after the last, set aside their best colour and the game is scored.
 */
import type { CardId } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { drawUp, cardName, describeAwards } from '../effects';
import { EVENTS, type FdsAction, type FdsState, type Prompt, ROUNDS, cardId, emptyContext, lootOf, ofSeat, slot, totalAwards } from '../model';
import { answerOf, ask, colourOptions, onceAnswered, openPrompt } from '../prompts';
import { bestColours, finalScore } from '../scoring';
import type { Steps } from './stage';

/** Opens a round: every newcomer is face down until its event, and both clans choose their cards. */
export function startChoosing(state: FdsState): void {
  state.stage = 'choose';
  state.ctx = emptyContext();
  for (const event of EVENTS) state.revealed[event] = false;
  state.prompts = [0, 1].map((seat) => ({ seat, kind: 'play', options: [], answer: null }));
}

/** Every way to put one hand card on each event (5 × 4 × 3 = 60 at most). */
export function playOptions(hand: readonly CardId[]): FdsAction[] {
  const sorted = [...hand].sort();
  const out: FdsAction[] = [];
  for (const f of sorted)
    for (const d of sorted) for (const s of sorted) if (f !== d && f !== s && d !== s) out.push({ type: 'play', fightin: f, drinkin: d, stealin: s });
  return out;
}

/** A seat's three cards go face down, one to each event. */
function placeCards(state: FdsState, seat: Seat, action: Extract<FdsAction, { type: 'play' }>, log: LogEntry[]): void {
  openPrompt(state, seat).answer = action;
  const hand = ofSeat(state.hands, seat);
  for (const event of EVENTS) {
    const id = action[event];
    const i = hand.indexOf(cardId(id));
    if (i < 0) throw new Error(`card ${id} is not in hand`);
    slot(state, event, seat).push(...hand.splice(i, 1));
  }
  log.push({ kind: 'play', seat, text: `{seat:${seat}} places a card face down at each event.`, args: { seat } });
}

function endRound(state: FdsState, log: LogEntry[]): void {
  if (state.round < ROUNDS) {
    for (const s of [0, 1]) drawUp(state, s, log);
    state.round++;
    log.push({
      kind: 'round',
      round: state.round,
      text: `Round ${state.round} of ${ROUNDS}${state.round === ROUNDS ? ' (worth double)' : ''}.`,
      args: { round: state.round, of: ROUNDS },
    });
    startChoosing(state);
    return;
  }
  for (const s of [0, 1]) ask(state, s, 'best-colour', colourOptions('discard-colour', bestColours(state, s)));
  state.stage = 'final';
}

/** Each clan sets aside its chosen colour; thieves still out count nothing; the scores. */
function endGame(state: FdsState, answers: readonly Prompt[], log: LogEntry[]): void {
  for (const s of [0, 1]) {
    const a = answerOf(answers, s);
    const colour = a?.type === 'discard-colour' ? a.colour : null;
    state.endDiscard[s] = colour;
    log.push({
      kind: 'end-discard',
      seat: s,
      colour,
      text: colour ? `{seat:${s}} discards the best colour, ${colour}.` : `{seat:${s}} has no awards to discard.`,
      args: { seat: s, colour },
    });
  }
  for (const id of state.events.stealin.flat()) {
    const loot = lootOf(state, id);
    if (totalAwards(loot))
      log.push({
        kind: 'unbanked',
        card: id,
        loot,
        text: `${cardName(id)} never scarpered: its ${describeAwards(loot)} do not count.`,
        args: { card: id, loot },
      });
  }
  const scores = [0, 1].map((s) => finalScore(state, s));
  log.push({ kind: 'end', scores, text: `Final awards: {seat:0} ${scores[0]}, {seat:1} ${scores[1]}.`, args: { scores } });
  state.stage = 'over';
}

export const roundSteps: Steps<'choose' | 'end-round' | 'final' | 'over'> = {
  choose: {
    // Three different cards from a hand of at least three: never a lone choice.
    takesLoneChoice: false,
    actions: (state, _stage, seat) => playOptions(ofSeat(state.hands, seat)),
    on: { play: (state, _stage, seat, action, log) => placeCards(state, seat, action, log) },
    run: onceAnswered((state) => {
      state.stage = 'fight';
    }),
  },
  'end-round': { run: onceAnswered((state, _stage, _answers, log) => endRound(state, log)) },
  final: { run: onceAnswered((state, _stage, answers, log) => endGame(state, answers, log)) },
  over: { final: true },
};
