/**
 * Usurping, a choice of the Commit phase: the turn player trades two cards for another player's
 * trilithon project, and that player, now over the hand limit, puts one of the two under the deck.
 */
import type { CardId } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { cardColour, cardNamed, describeCard, isTrilithonCard, seatState, setClaim, takeFromHand } from '../board';
import type { GrandEndeavorAction, GrandEndeavorState, StageStep } from '../model';
import { endTurn } from './start';

/** The two cards `usurper` may trade for `victim`'s trilithon project: every card in {trilithon colour, victim colour}. */
export function usurpPairs(state: GrandEndeavorState, usurper: Seat, victim: Seat): [CardId, CardId][] {
  const v = seatState(state, victim);
  const project = v.project;
  if (victim === usurper || v.removed || !project || !isTrilithonCard(project.card)) return [];
  if (project.capped || project.justUsurped) return [];
  const colours = new Set([cardColour(project.card), v.colour]);
  const fits = [...seatState(state, usurper).hand].filter((id) => !isTrilithonCard(id) && colours.has(cardColour(id))).sort();
  const pairs: [CardId, CardId][] = [];
  fits.forEach((first, i) => {
    for (let j = i + 1; j < fits.length; j++) {
      const second = fits[j];
      if (second !== undefined) pairs.push([first, second]);
    }
  });
  return pairs;
}

export function usurp(state: GrandEndeavorState, seat: Seat, action: Extract<GrandEndeavorAction, { type: 'usurp' }>, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const victim = seatState(state, action.from);
  const project = victim.project;
  if (!project) throw new Error('usurp without a project');
  const [a, b] = action.cards.map(cardNamed);
  if (a === undefined || b === undefined) throw new Error('a usurp trades two cards');
  takeFromHand(p, a);
  takeFromHand(p, b);
  victim.hand.push(a, b);
  victim.project = null;
  project.justUsurped = true;
  p.project = project;
  if (project.site) setClaim(state, project.site, seat);
  log.push({
    kind: 'usurp',
    seat,
    from: action.from,
    card: project.card,
    text: `{seat:${seat}} usurped ${describeCard(project.card)} from {seat:${action.from}}, trading them two cards.`,
    args: { seat, card: project.card, from: action.from },
  });
  state.step = { kind: 'usurp-discard', usurper: seat, victim: action.from, received: [a, b] };
}

/** The usurped player keeps one of the two cards received; the usurper's project then claims a site if it has none. */
export const discardStep: StageStep<'usurp-discard'> = {
  waitingOn: (_state, stage) => [stage.victim],
  actions: (_state, stage) => [...stage.received].sort().map((id) => ({ type: 'discard', card: id })),
  on: {
    discard(state, stage, seat, action, log) {
      const id = cardNamed(action.card);
      takeFromHand(seatState(state, seat), id);
      state.deck.push(id);
      log.push({ kind: 'discard', seat, text: `{seat:${seat}} put one of the traded cards on the bottom of the deck.`, args: { seat } });
      const usurper = seatState(state, stage.usurper);
      if (usurper.project && usurper.project.site === null) state.step = { kind: 'claim', reason: 'usurp' };
      else endTurn(state, log);
    },
  },
};
