/**
 * Small pieces several stages share: who is asked now, the end of the game, and the way into the
 * Draw phase.
 */
import type { LogEntry, Seat } from '../../core/ruleset';
import type { GrandEndeavorState } from '../model';

/** The seat whose decision the game waits for, or null when it is over. */
export function activeSeat(state: GrandEndeavorState): Seat | null {
  switch (state.step.kind) {
    case 'over':
      return null;
    case 'usurp-discard':
      return state.step.victim;
    default:
      return state.turn;
  }
}

export function isOver(state: GrandEndeavorState): boolean {
  return state.step.kind === 'over';
}

export function finish(state: GrandEndeavorState, reason: 'complete' | 'everyone-removed', log: LogEntry[]): void {
  state.step = { kind: 'over', reason };
  log.push({
    kind: 'game-over',
    reason,
    text:
      reason === 'complete'
        ? 'Every construction site is developed: the monument stands and is scored.'
        : 'No player can commit to a project any more: the game ends and is scored.',
    args: { reason },
  });
}

/** The Draw phase begins; its step moves straight on when there is nothing to draw. */
export function enterDraw(state: GrandEndeavorState): void {
  state.step = { kind: 'draw' };
}
