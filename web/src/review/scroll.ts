/**
 * Scrolling for the review on the replay page (#58): the sticky replay bar covers the top of the
 * window on a desktop (the bottom on a phone), so what is scrolled to keeps a margin the size of
 * the bar (`scroll-margin-top` / `-bottom`, replay-page.css, from `--replay-bar`).
 */

/**
 * Brings `target` to the top of the window now, and again whenever the page changes size (the
 * board's chunk and the kept review load after the panel mounts and push it down), until the reader
 * scrolls, presses a key or touches the page, or `ms` pass. Returns the stop, for an effect's cleanup.
 */
export function followIntoView(target: () => HTMLElement | null, ms = 4000): () => void {
  const place = () => target()?.scrollIntoView({ block: 'start' });
  place();
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
  observer?.observe(document.body);
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer?.disconnect();
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, stop, true);
  };
  const timer = setTimeout(stop, ms);
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  return stop;
}

/**
 * Keeps the current move (`aria-current`) of the review's move list in view as the replay steps:
 * the list scrolls by itself; the page moves only when the reader sees part of that move (under the
 * sticky bar or cut at the window's edge), never while they look at the board elsewhere.
 */
export function showCurrent(list: HTMLElement | null): void {
  const item = list?.querySelector<HTMLElement>('[aria-current]');
  if (!list || !item) return;
  const box = list.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.top < box.top) list.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) list.scrollTop += at.bottom - box.bottom;
  const now = item.getBoundingClientRect();
  if (now.bottom > 0 && now.top < window.innerHeight) item.scrollIntoView({ block: 'nearest' });
}
