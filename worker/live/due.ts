/**
 * When the game's object wakes next: the earliest of everything due for its game (the clocks'
 * `next_check_at`, the end of a take-back window, …). One function, so every kind of due time
 * a writer adds is one more entry in the list, never a second alarm computation.
 */

/** The earliest due time of the list (null, undefined: nothing of that kind is due); null when none is. */
export function nextAlarm(due: readonly (number | null | undefined)[]): number | null {
  let next: number | null = null;
  for (const at of due) if (typeof at === 'number' && Number.isFinite(at) && (next === null || at < next)) next = at;
  return next;
}
