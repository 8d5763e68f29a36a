/**
 * Keys keep their place: when the page turns to a new step of this seat's turn (after its own
 * action, or a live update that hands it the turn), focus moves to that step's first control
 * in the decision panel, instead of dropping to the top of the page. Focus a person has put
 * elsewhere (the chat, the notes) is left alone.
 */
import { useEffect, useRef } from 'preact/hooks';
import { firstDecisionControl } from '../ui/decision-focus';

export { firstDecisionControl };

/** Whether focus is somewhere a person did not choose on purpose (nowhere, or in the board and its decision). */
function focusIsFree(): boolean {
  const a = document.activeElement as HTMLElement | null;
  return !a || a === document.body || !a.isConnected || !!a.closest('[data-decision], .board-root');
}

/**
 * Call with the payload's version, whether this seat must act, and whether a move is on its
 * way. The first payload (the page just opened) moves nothing.
 */
export function useDecisionFocus(version: number | undefined, mine: boolean, pending: boolean): void {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (version === undefined || pending) return;
    const first = seen.current === undefined;
    if (seen.current === version) return;
    seen.current = version;
    if (first || !mine) return;
    // The board draws the new step in this same render or, for a lazy board, a frame later.
    let tries = 0;
    let frame = 0;
    const place = () => {
      const el = firstDecisionControl();
      if (el && focusIsFree()) el.focus();
      else if (!el && tries++ < 20) frame = requestAnimationFrame(place);
    };
    frame = requestAnimationFrame(place);
    return () => cancelAnimationFrame(frame);
  }, [version, mine, pending]);
}
