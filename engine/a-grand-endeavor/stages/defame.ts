/**
 * Defaming, which the turn player may do at any of their decisions, and the shape of those
 * decisions: every step of the turn player offers its own choices with the defamations after them.
 */
import type { Answers, Step } from '../../core/flow';
import type { LogEntry, Seat } from '../../core/ruleset';
import { describeCard, isTrilithonCard, seatState, setClaim } from '../board';
import type { GrandEndeavorAction, GrandEndeavorState, Stage } from '../model';

/** Players `seat` may defame now: only the turn player, at one of its decisions, with influence. */
export function defameTargets(state: GrandEndeavorState, seat: Seat): Seat[] {
  const p = seatState(state, seat);
  if (p.influence <= 0) return [];
  const out: Seat[] = [];
  state.seats.forEach((q, s) => {
    if (s !== seat && !q.removed && !q.ritualPending) out.push(s);
  });
  return out;
}

/** Whether `seat` may defame anyone now (`defameTargets` is not empty), without listing them. */
export function mayDefame(state: GrandEndeavorState, seat: Seat): boolean {
  return seatState(state, seat).influence > 0 && state.seats.some((q, s) => s !== seat && !q.removed && !q.ritualPending);
}

function defame(state: GrandEndeavorState, seat: Seat, target: Seat, log: LogEntry[]): void {
  const p = seatState(state, seat);
  const t = seatState(state, target);
  p.influence--;
  state.influenceSupply++;
  const project = t.project;
  let lost = '';
  /** What became of the defamed player's project, for the entry's words. */
  let loses: { project: 'none' | 'trilithon' | 'face-down' } | { project: 'face-up'; card: string } = { project: 'none' };
  if (project) {
    if (project.site) setClaim(state, project.site, null);
    project.site = null;
    if (isTrilithonCard(project.card)) {
      lost = ' They keep their trilithon project and will return to a free trilithon space after the ritual.';
      loses = { project: 'trilithon' };
    } else {
      if (project.carved) t.bluestones++;
      state.deck.push(project.card);
      t.project = null;
      lost = project.faceUp
        ? ` Their project ${describeCard(project.card)} goes to the bottom of the deck.`
        : ' Their face-down project goes to the bottom of the deck unseen.';
      loses = project.faceUp ? { project: 'face-up', card: project.card } : { project: 'face-down' };
    }
  }
  t.ritualPending = true;
  log.push({
    kind: 'defame',
    seat,
    target,
    text: `{seat:${seat}} spent 1 influence to defame {seat:${target}}, whose Druid goes before the altar stone.${lost}`,
    args: { seat, target, ...loses },
  });
}

/** A decision of the turn player, apart from the defaming every such decision also offers. */
export interface TurnDecision<St extends Stage> {
  /** Whether the turn player is asked now (default: always); when not, `run` goes on. */
  asks?(state: GrandEndeavorState): boolean;
  /** The decision's own choices; the defamations are listed after them. */
  options(state: GrandEndeavorState, stage: St, seat: Seat): GrandEndeavorAction[];
  /** How it takes each of its own choices, by action type (a defamation is the turn step's). */
  on: Omit<Answers<GrandEndeavorState, GrandEndeavorAction, St>, 'defame'>;
  /** What a defamation leads to here (default: the same decision, asked again). */
  afterDefame?(state: GrandEndeavorState, seat: Seat): void;
  run?(state: GrandEndeavorState, stage: St, log: LogEntry[]): void;
}

/** The turn player as the list of seats a step waits on, one list per seat so asking allocates nothing. */
const TURN_PLAYER: readonly (readonly Seat[])[] = [[0], [1], [2], [3], [4]];
const NOBODY: readonly Seat[] = [];

/** The step of a turn player's decision: it waits on the turn player and takes a defamation itself. */
export function turnStep<St extends Stage>(decision: TurnDecision<St>): Step<GrandEndeavorState, GrandEndeavorAction, St> {
  const { asks, options, on, afterDefame, run } = decision;
  return {
    waitingOn: (state) => (!asks || asks(state) ? (TURN_PLAYER[state.turn] ?? [state.turn]) : NOBODY),
    actions(state, stage, seat) {
      const defamations: GrandEndeavorAction[] = defameTargets(state, seat).map((target) => ({ type: 'defame', target }));
      return [...options(state, stage, seat), ...defamations];
    },
    on: {
      ...on,
      defame(state, _stage, seat, action, log) {
        defame(state, seat, action.target, log);
        afterDefame?.(state, seat);
      },
    },
    ...(run ? { run } : {}),
  };
}
