/**
 * A board's panel below its first screen on a phone (A Grand Endeavor's yards and scores,
 * Fightin's clans), which comes as a chunk of its own (`web/src/rulesets/<id>/later/`,
 * vite.config.ts) loaded when the page needs it: when its place comes within a viewport's height
 * of the screen, when keyboard focus reaches the place, or at once when `now` (a finished game,
 * whose panels show the result). Until then the place shows the panel's heading at about its
 * height, as the game page's later panels do (web/src/game/later-panels.tsx; docs/performance.md).
 */
import type { VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';
import { type ChunkLoader, chunkLoader, useChunk } from '../ui/use-chunk';

/** The chunk's module, imported once (a failed import is tried again the next time a place asks). */
export function laterChunk<M>(load: () => Promise<M>): ChunkLoader<M> {
  return chunkLoader(load, (m) => m);
}

/** What a focusable first control of a panel looks like, to give it the focus its place had. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary, [tabindex="0"]';

export function LaterPart<M>({
  chunk,
  now = false,
  title,
  headingId,
  height,
  placeClass = '',
  draw,
}: {
  chunk: ChunkLoader<M>;
  /** Load at once (the panel matters on this screen). */
  now?: boolean;
  /** The panel's heading, and its id (the same as the panel's, so links and tests find it either way). */
  title: string;
  headingId: string;
  /** About the panel's height at 390 px wide, in px: the place keeps the page from jumping when it is replaced. */
  height: number;
  /** The panel's own class where the board's layout places it by class (a grid area). */
  placeClass?: string;
  draw: (m: M) => VNode | null;
}) {
  const [wanted, setWanted] = useState(() => now || chunk.loaded() !== undefined);
  useEffect(() => {
    if (now) setWanted(true);
  }, [now]);
  const part = useChunk(wanted ? 'part' : 'idle', wanted ? chunk.load : null, chunk.loaded());
  const place = useRef<HTMLElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const ready = part.state === 'ready';
  useEffect(() => {
    const el = place.current;
    if (wanted || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), { rootMargin: '100% 0px' });
    near.observe(el);
    return () => near.disconnect();
  }, [wanted]);
  useEffect(() => {
    if (!ready || !focused.current) return;
    focused.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !slot.current?.contains(active)) return;
    const first = slot.current?.querySelector<HTMLElement>(FOCUSABLE);
    const panel = slot.current?.firstElementChild as HTMLElement | null | undefined;
    if (first) first.focus();
    else if (panel) {
      panel.tabIndex = -1;
      panel.focus();
    }
  }, [ready]);
  const failed = part.state === 'failed';
  return (
    <div class="panel-slot" ref={slot}>
      {ready ? (
        draw(part.value)
      ) : (
        <section
          ref={place}
          class={`panel panel-place ${placeClass}`}
          style={{ minHeight: `${height}px` }}
          aria-labelledby={headingId}
          aria-busy={failed ? undefined : 'true'}
          tabIndex={failed ? undefined : 0}
          onFocus={() => {
            focused.current = true;
            setWanted(true);
          }}
          data-part-place={headingId}
        >
          <h2 id={headingId}>{title}</h2>
          {failed && <p class="notice error">{t.common.chunkFailedHelp}</p>}
        </section>
      )}
    </div>
  );
}
