/**
 * The game page's panels below its first screen (log, table talk, clocks, notes, leaving,
 * notifications) come as one lazy chunk with their words and their reads, loaded when the page
 * needs them: when a panel's place comes within a viewport's height of the screen, when the
 * address names an anchor inside them, or when keyboard focus reaches a place. Until then each
 * place shows the panel's heading at about its height (docs/performance.md, "Later panels").
 */
import type { ComponentChildren, VNode } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { t } from '../i18n';
import { type Chunk, chunkLoader, useChunk } from '../ui/use-chunk';
import { timeControlWords } from './clock-text';
import type { LeaveShown } from './leave-panel';

type Panels = typeof import('./panels-chunk');

const loader = chunkLoader(
  () => import('./panels-chunk'),
  (m) => m,
  'panels',
  'notify',
  'timeControls',
);

/**
 * Whether the page was opened by a mail's away link (`#t=…&away`, or My games' `#away`): read
 * when the game page's chunk runs, before the seat link's token is taken out of the address.
 * The clock panel then opens its away form, and the panels load at once.
 */
export const AWAY_ASKED = typeof location !== 'undefined' && /(?:^#|&)away\b/.test(location.hash);

/** The ids inside the panels that a link on the page or the address may name. */
const ANCHORS = ['log-title', 'chat-title', 'away', 'notify-title', 'recover-title'];
function anchorNamed(): string | null {
  const id = location.hash.slice(1);
  return ANCHORS.includes(id) ? id : null;
}

/** Whether the leave panel is there, and what it offers (the place shows its heading only then). */
export function leaveShown(payload: GamePayload): LeaveShown {
  const seat = payload.seat;
  if (seat === null || (payload.status !== 'active' && payload.status !== 'waiting')) return null;
  if (payload.players[seat]?.resigned) return 'resigned';
  // The host may cancel while nobody has played (the server has the last word: 409 already_started).
  const mayCancel = seat === 0 && (payload.status === 'waiting' || !payload.recap?.since);
  const mayResign = payload.status === 'active';
  return mayCancel || mayResign ? { mayCancel, mayResign } : null;
}

export interface LaterPanels {
  chunk: Chunk<Panels>;
  /** The panels may be drawn (the first screen has been painted). */
  shown: boolean;
  /** The places watch the viewport (once the first screen is whole, until the load starts). */
  watching: boolean;
  start: () => void;
}

/**
 * The page's later panels: loading once wanted; drawn, and their places watching the viewport,
 * once the first screen (its board drawn) has been painted (`after`).
 * A jump to an anchor inside them is done again once they are drawn, as the real panels above the
 * anchor may be taller or shorter than their places.
 */
export function useLaterPanels(after: boolean): LaterPanels {
  const [wanted, setWanted] = useState(() => AWAY_ASKED || anchorNamed() !== null || loader.loaded() !== undefined);
  const jump = useRef(anchorNamed());
  const chunk = useChunk(wanted ? 'panels' : 'panels-idle', wanted ? loader.load : null, loader.loaded());
  const ready = chunk.state === 'ready';
  useEffect(() => {
    if (ready) return;
    const onHash = () => {
      const id = anchorNamed();
      if (!id) return;
      jump.current = id;
      setWanted(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [ready]);
  const shown = after && ready;
  useEffect(() => {
    const id = jump.current;
    if (!shown || !id) return;
    jump.current = null;
    document.getElementById(id)?.scrollIntoView();
  }, [shown]);
  return { chunk, shown, watching: after && !wanted, start: () => setWanted(true) };
}

/** What a focusable first control of a panel looks like, to give it the focus its place had. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), summary, [tabindex="0"]';

/**
 * One later panel: its place until the chunk is there, then the panel (`draw`; null when the
 * panel has nothing to show). Focus that reached the place moves to the panel's first control.
 */
export function LaterPanel({
  panels,
  place,
  draw,
}: {
  panels: LaterPanels;
  /** The place's heading and size; null when the panel shows nothing before it loads. */
  place: PlaceProps | null;
  draw: (p: Panels) => VNode | null;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const focused = useRef(false);
  const { chunk, shown } = panels;
  useEffect(() => {
    if (!shown || !focused.current) return;
    focused.current = false;
    const active = document.activeElement;
    // Only when the focus went down with the place, not when the person has moved on meanwhile.
    if (active && active !== document.body && !slot.current?.contains(active)) return;
    const panel = slot.current?.firstElementChild as HTMLElement | null | undefined;
    const first = slot.current?.querySelector<HTMLElement>(FOCUSABLE);
    if (first) first.focus();
    else if (panel) {
      // A panel without a control (an empty log): the panel itself, so the next Tab goes on from here.
      panel.tabIndex = -1;
      panel.focus();
    }
  }, [shown]);
  return (
    <div class="panel-slot" ref={slot}>
      {shown && chunk.state === 'ready'
        ? draw(chunk.value)
        : place && (
            <Place
              {...place}
              failed={chunk.state === 'failed'}
              watching={panels.watching}
              onReach={(byFocus) => {
                focused.current ||= byFocus;
                panels.start();
              }}
            />
          )}
    </div>
  );
}

export interface PlaceProps {
  /** Which panel: its place's height (styles.css, `.place-<kind>`). */
  kind: 'log' | 'chat' | 'clock' | 'notes' | 'leave' | 'notify';
  /** The panel's heading (or, for the clock panel, which has none, its name for a screen reader). */
  title: string;
  /** The heading's id in the panel, which links and the address may name. */
  headingId?: string;
  /** The clock panel's: its section's id and first line instead of a heading. */
  sectionId?: string;
  lead?: ComponentChildren;
}

/** Each later panel's place: its heading, from the catalog's `game` area (loaded with the page). */
export const PLACES = {
  log: (): PlaceProps => ({ kind: 'log', title: t.game.logTitle, headingId: 'log-title' }),
  chat: (): PlaceProps => ({ kind: 'chat', title: t.game.chatTitle, headingId: 'chat-title' }),
  // The clock panel has no heading: its name and its first line, the time control in words.
  clock: (payload: GamePayload): PlaceProps => ({
    kind: 'clock',
    title: t.clocks.awayTitle,
    sectionId: 'away',
    lead: timeControlWords(payload.timeControl ?? null, payload.weekendsOff),
  }),
  notes: (): PlaceProps => ({ kind: 'notes', title: t.game.notesTitle }),
  leave: (payload: GamePayload): PlaceProps | null => (typeof leaveShown(payload) === 'object' ? { kind: 'leave', title: t.game.leaveTitle } : null),
  // A seat's notification settings, or for a page without a seat (or a refused one) the lost-link form.
  notify: (seat: boolean): PlaceProps =>
    seat
      ? { kind: 'notify', title: t.game.notifyTitle, headingId: 'notify-title' }
      : { kind: 'notify', title: t.game.lostLinkTitle, headingId: 'recover-title' },
};

/**
 * A panel's place: its heading (so headings navigation finds it) at about the panel's height. It
 * asks for the panels when it comes within a viewport's height of the screen, or takes focus.
 */
function Place({
  kind,
  title,
  headingId,
  sectionId,
  lead,
  failed,
  watching,
  onReach,
}: PlaceProps & { failed: boolean; watching: boolean; onReach: (byFocus: boolean) => void }) {
  const ref = useRef<HTMLElement>(null);
  const labelId = headingId ?? `place-${kind}-title`;
  const reach = useRef(onReach);
  reach.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!watching || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      reach.current(false);
      return;
    }
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reach.current(false), { rootMargin: '100% 0px' });
    near.observe(el);
    return () => near.disconnect();
  }, [watching]);
  return (
    <section
      ref={ref}
      class={`panel panel-place place-${kind}`}
      id={sectionId}
      aria-label={lead === undefined ? undefined : title}
      aria-labelledby={lead === undefined ? labelId : undefined}
      aria-busy={failed ? undefined : 'true'}
      // A tab stop, so keyboard focus reaching the place loads the panel (and then moves into it).
      tabIndex={failed ? undefined : 0}
      onFocus={() => reach.current(true)}
      data-panel-place={kind}
    >
      {lead === undefined ? <h2 id={labelId}>{title}</h2> : <p>{lead}</p>}
      {failed && <p class="notice error">{t.common.chunkFailedHelp}</p>}
    </section>
  );
}
