/**
 * The Commit phase: a player with no project commits to one from their hand (a trilithon card
 * first, if they hold one) or usurps a trilithon project. A player who can do neither is out of
 * play until the scoring; from engine version 2 on they may defame first, which can free a site.
 */
import { card } from '../../core/components';
import type { LogEntry, Seat } from '../../core/ruleset';
import { cardNamed, claimOptions, commitsFaceUp, describeCard, isTrilithonCard, seatState, takeFromHand } from '../board';
import type { GrandEndeavorAction, GrandEndeavorState } from '../model';
import { mayDefame, turnStep } from './defame';
import { endTurn } from './start';
import { usurp, usurpPairs } from './usurp';

export function commitActions(state: GrandEndeavorState, seat: Seat): GrandEndeavorAction[] {
  const p = seatState(state, seat);
  const hand = [...p.hand].sort();
  const trilithons = hand.filter(isTrilithonCard);
  if (trilithons.length > 0) return trilithons.map((id) => ({ type: 'commit', card: id }));
  const out: GrandEndeavorAction[] = [];
  for (const id of hand) {
    const c = card(id);
    if (c.kind === 'number' && (c.half === 'day' || claimOptions(state, seat, id).length > 0)) {
      out.push({ type: 'commit', card: id });
    }
  }
  for (let victim = 0; victim < state.players; victim++) {
    for (const cards of usurpPairs(state, seat, victim)) out.push({ type: 'usurp', from: victim, cards });
  }
  return out;
}

/** A face-down day project ends the turn; a face-up one claims its site next. */
function commitTo(state: GrandEndeavorState, seat: Seat, cardId: string, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const id = cardNamed(cardId);
  takeFromHand(p, id);
  const faceUp = commitsFaceUp(id);
  p.project = { card: id, faceUp, site: null, carved: false, pieces: 0, capped: false, capDisk: false, justUsurped: false };
  if (!faceUp) {
    log.push({ kind: 'commit', seat, faceUp: false, text: `{seat:${seat}} committed to a face-down day project.`, args: { seat } });
    endTurn(state, log);
  } else {
    log.push({ kind: 'commit', seat, faceUp: true, card: id, text: `{seat:${seat}} committed to ${describeCard(id)}.`, args: { seat, card: id } });
    state.step = { kind: 'claim', reason: 'commit' };
  }
}

export const commitStep = turnStep<{ kind: 'commit' }>({
  options: (state, _stage, seat) => commitActions(state, seat),
  on: {
    commit: (state, _stage, seat, action, log) => commitTo(state, seat, action.card, log),
    usurp: (state, _stage, seat, action, log) => usurp(state, seat, action, log),
  },
});

/** The turn player cannot commit to any project: out of play until the scoring, hand to the deck's bottom. */
function removeStranded(state: GrandEndeavorState, seat: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  p.removed = true;
  const returned = p.hand.length;
  state.deck.push(...p.hand);
  p.hand = [];
  log.push({
    kind: 'removed',
    seat,
    text: `{seat:${seat}} cannot commit to any project and is out of play until the scoring${
      returned ? ` (${returned === 1 ? '1 card goes' : `${returned} cards go`} to the bottom of the deck)` : ''
    }.`,
    args: { seat, returned },
  });
  endTurn(state, log);
}

/**
 * No commit is legal: the player is asked (withdraw, or defame) only while they may still defame
 * under engine version 2; otherwise they are removed at once. A defamation that makes a commit
 * legal leads to the commit step.
 */
export const strandedStep = turnStep<{ kind: 'stranded' }>({
  asks: (state) => state.strandedMayDefame === true && mayDefame(state, state.turn),
  options: () => [{ type: 'withdraw' }],
  on: { withdraw: (state, _stage, seat, _action, log) => removeStranded(state, seat, log) },
  afterDefame(state, seat) {
    if (commitActions(state, seat).length > 0) state.step = { kind: 'commit' };
  },
  run: (state, _stage, log) => removeStranded(state, state.turn, log),
});
