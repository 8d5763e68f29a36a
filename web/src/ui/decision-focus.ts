/**
 * The decision's first control, and the game page's skip link to it: in the shell's first chunk
 * (app.tsx renders the skip link), so game/focus.ts imports it from here, not the other way round
 * (the game page stays a chunk of its own: test/api/first-screen.test.ts).
 */
const CONTROL = ':is(button, input, select, textarea, [role=button], [role=radio], [tabindex="0"])';

/** The decision's first control that can take focus now. */
export function firstDecisionControl(doc: Document = document): HTMLElement | null {
  for (const el of Array.from(doc.querySelectorAll<HTMLElement>(`[data-decision] ${CONTROL}`))) {
    if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true' || el.tabIndex < 0) continue;
    if (!el.getClientRects().length) continue; // hidden
    return el;
  }
  return null;
}

/**
 * The game page's skip link (#45 item 10: after a reload the decision was 18 Tabs away): focus
 * the decision's first control, else the board (not this seat's turn), else the page's content.
 */
export function focusDecision(): void {
  const control = firstDecisionControl();
  if (control) {
    control.focus();
    control.scrollIntoView({ block: 'center' });
    return;
  }
  const target = document.querySelector<HTMLElement>('[data-board]') ?? document.getElementById('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  target.scrollIntoView({ block: 'start' });
}
