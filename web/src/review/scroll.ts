/** Scrolling for the review on the replay page (#58). */

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
