/**
 * The Draw phase: the turn player fills their hand up to the limit from the available projects
 * (a trilithon card must be taken first) or the deck, the emptied slots are refilled, and the
 * turn ends, or goes on to the Commit phase for a player with no project.
 */
import type { CardId } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { cardNamed, cardsToDraw, describeCard, isTrilithonCard, possession, seatState } from '../board';
import type { GrandEndeavorAction, GrandEndeavorState } from '../model';
import { commitActions } from './commit';
import { turnStep } from './defame';
import { endTurn } from './start';

function drawActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const p = seatState(state, seat);
  if (cardsToDraw(possession(p)) === 0) return [];
  const shown = state.available.filter((id): id is CardId => id !== null);
  const trilithons = shown.filter(isTrilithonCard);
  if (trilithons.length > 0) return trilithons.map((id) => ({ type: 'take', card: id }));
  const out: GrandEndeavorAction[] = shown.map((id) => ({ type: 'take', card: id }));
  if (state.deck.length > 0) out.push({ type: 'draw' });
  return out;
}

/** Whether `drawActions` has anything, without listing it. */
function mayDraw(state: GrandEndeavorState, seat: Seat): boolean {
  return cardsToDraw(possession(seatState(state, seat))) > 0 && (state.deck.length > 0 || state.available.some((id) => id !== null));
}

function takeCard(state: GrandEndeavorState, seat: Seat, action: Extract<GrandEndeavorAction, { type: 'draw' | 'take' }>, log: LogEntry[]): void {
  let id: CardId;
  if (action.type === 'draw') {
    const top = state.deck.shift();
    if (top === undefined) throw new Error('draw from an empty deck');
    id = top;
    log.push({ kind: 'draw', seat, text: `{seat:${seat}} drew a card from the deck.`, args: { seat } });
  } else {
    id = cardNamed(action.card);
    const slot = state.available.indexOf(id);
    if (slot < 0) throw new Error(`${id} is not available`);
    state.available[slot] = null;
    log.push({ kind: 'take', seat, card: id, text: `{seat:${seat}} took the available project ${describeCard(id)}.`, args: { seat, card: id } });
  }
  seatState(state, seat).hand.push(id);
}

/** The emptied slots are refilled from the deck; a player with no project goes on to commit. */
function endDraw(state: GrandEndeavorState, log: LogEntry[]): void {
  const refilled: CardId[] = [];
  state.available = state.available.map((id) => {
    if (id !== null) return id;
    const next = state.deck.shift();
    if (next !== undefined) refilled.push(next);
    return next ?? null;
  });
  if (refilled.length > 0) {
    log.push({
      kind: 'refill',
      cards: refilled,
      text: `New available project${refilled.length === 1 ? '' : 's'}: ${refilled.map(describeCard).join(', ')}.`,
      args: { cards: refilled },
    });
  }
  const seat = state.turn;
  if (seatState(state, seat).project) {
    endTurn(state, log);
    return;
  }
  state.step = commitActions(state, seat).length > 0 ? { kind: 'commit' } : { kind: 'stranded' };
}

/** Asks while the turn player has a card to take; then the phase ends. */
export const drawStep = turnStep<{ kind: 'draw' }>({
  asks: (state) => mayDraw(state, state.turn),
  options: (state, _stage, seat) => drawActions(state, seat),
  on: {
    draw: (state, _stage, seat, action, log) => takeCard(state, seat, action, log),
    take: (state, _stage, seat, action, log) => takeCard(state, seat, action, log),
  },
  run: (state, _stage, log) => endDraw(state, log),
});
