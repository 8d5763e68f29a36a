/**
 * The three events as the table shows them: each has the other clan's cards on
 * the far side, the event's own things in the middle (monsters, the altar
 * stone, the Big Lawyer) and your cards on the near side. The event the latest move touched
 * is ringed and says so (`data-last-move`): cards played there, fought, drunk or stolen.
 */
import type { ComponentChildren } from 'preact';
import { colourOfNumber } from '@engine/core/components';
import type { EventId, FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView, TableCard } from '@engine/fightin-drinkin-stealin/view';
import { Swatch } from '../../ui/swatch';
import { AwardRow } from './awards';
import { CardBack, FdsCard } from './card';
import { msg } from './i18n';
import { fill } from '../../i18n/fill';
import { EVENT_IDS, EVENT_PLACE, EVENT_ROLE, EVENT_ROLES, EVENT_TITLE } from './words';

/** The board's words (`t` is a table card's name in this file). */
const words = () => msg;

export interface Chooser {
  /** The listed action that names this card, if any. */
  actionFor: (card: string) => FdsAction | undefined;
  labelFor: (action: FdsAction) => string;
  act: (action: FdsAction) => void;
  pending: boolean;
}

/** Which events the latest move touched, and its log number. */
export interface LastEvents {
  seq: number;
  events: EventId[];
}

interface Props {
  last?: LastEvents;
  view: FdsView;
  /** Seat shown on the near side (yours, or seat 0 for spectators). */
  near: number;
  names: string[];
  chooser: Chooser;
  /** The seat this page plays (null: watching): its side is "your fighters", not "You (Anton)'s". */
  me?: number | null;
}

function sideTotal(cards: TableCard[]): { total: number; hidden: number } {
  let total = 0;
  let hidden = 0;
  for (const t of cards) {
    if (t.card === undefined || t.worth === undefined) hidden++;
    else total += t.worth;
  }
  return { total, hidden };
}

function TableCardView({ t, chooser, event, seat }: { t: TableCard; chooser: Chooser; event: EventId; seat: number }) {
  const w = words();
  if (t.card === undefined) {
    return (
      <span class={t.loot ? 'fds-with-loot' : undefined}>
        <CardBack small label={w.faceDownRole(EVENT_ROLE[event])} />
        {t.loot && (
          <span class="fds-loot">
            <span class="fds-loot-label">{w.loot}</span> <AwardRow awards={t.loot} compact />
          </span>
        )}
      </span>
    );
  }
  const action = chooser.actionFor(t.card);
  return (
    <FdsCard
      id={t.card}
      small
      worth={t.worth}
      secret={t.faceDown}
      loot={t.loot}
      onClick={action ? () => chooser.act(action) : undefined}
      disabled={chooser.pending}
      label={action ? chooser.labelFor(action) : undefined}
      testid={action ? 'fds-table-choice' : `fds-table-card-${seat}`}
    />
  );
}

function Side({
  view,
  event,
  seat,
  name,
  near,
  mine = false,
  chooser,
}: {
  view: FdsView;
  event: EventId;
  seat: number;
  name: string;
  near: boolean;
  mine?: boolean;
  chooser: Chooser;
}) {
  const cards = view.events[event][seat] ?? [];
  const { total, hidden } = sideTotal(cards);
  const role = EVENT_ROLE[event];
  const w = words();
  return (
    <div class={`fds-side ${near ? 'near' : 'far'}`} data-seat={seat}>
      <div class="fds-side-head">
        <p class="fds-side-name">
          <strong>{name}</strong>
          <br />
          <span class="muted">{view.seats[seat]?.deck === 'day' ? w.dayDeck : w.nightDeck}</span>
        </p>
        {event !== 'stealin' && cards.length > 1 && (
          <p class="fds-sum">{(event === 'fightin' ? w.sumFighters : w.sumDrinkers)(hidden ? `${total} + ?` : String(total))}</p>
        )}
      </div>
      <div
        class="fds-cards"
        role="group"
        aria-label={mine ? w.sideLabelMine(EVENT_ROLES[event], EVENT_TITLE[event]) : w.sideLabel(name, EVENT_ROLES[event], EVENT_TITLE[event])}
      >
        {cards.length === 0 && <span class="muted">{w.noRole(role)}</span>}
        {cards.map((t, i) => (
          <TableCardView key={t.card ?? `back-${i}`} t={t} chooser={chooser} event={event} seat={seat} />
        ))}
      </div>
    </div>
  );
}

/** The event's rule in a sentence, folded away so the table stays short on a phone. */
function How({ children }: { children: ComponentChildren }) {
  return (
    <details class="fds-how">
      <summary>{words().how}</summary>
      <p class="hint">{children}</p>
    </details>
  );
}

function FightCentre({ view, chooser }: { view: FdsView; chooser: Chooser }) {
  const w = words();
  return (
    <div class="fds-centre" data-testid="fds-monsters">
      <p class="fds-centre-title">{fill(w.monstersTitle, { total: <strong data-testid="fds-monster-total">{view.monsterTotal}</strong> })}</p>
      <div class="fds-cards">
        {view.monsters.map((id) => {
          const action = chooser.actionFor(id);
          return (
            <FdsCard
              key={id}
              id={id}
              small
              onClick={action ? () => chooser.act(action) : undefined}
              disabled={chooser.pending}
              label={action ? chooser.labelFor(action) : undefined}
              testid={action ? 'fds-table-choice' : 'fds-monster'}
            />
          );
        })}
      </div>
      <p class="hint">{w.monsterDeck(view.monsterDeckCount, view.monsterDiscards.length)}</p>
      <How>{w.howFight}</How>
    </div>
  );
}

function DrinkCentre({ view }: { view: FdsView }) {
  const all = [0, 1].flatMap((s) => view.events.drinkin[s] ?? []);
  const { total, hidden } = sideTotal(all);
  const w = words();
  return (
    <div class="fds-centre" data-testid="fds-altar">
      <p class="fds-centre-title">
        <span class="fds-altar-stone" aria-hidden="true" />
        {fill(w.altarTitle(view.altar), {
          count: <strong data-testid="fds-altar-count">{view.altar}</strong>,
          swatch: <Swatch colour="blue" showName={false} />,
        })}
      </p>
      {all.length === 4 && !hidden && <p class="fds-sum">{fill(w.allDrinkers, { total: <strong>{total}</strong> })}</p>}
      <How>{w.howDrink}</How>
    </div>
  );
}

function StealCentre({ view }: { view: FdsView }) {
  const colour = colourOfNumber(view.bigLawyer);
  const w = words();
  return (
    <div class="fds-centre" data-testid="fds-lawyer">
      <p class="fds-centre-title">
        {fill(w.lawyerTitle, { space: <strong data-testid="fds-lawyer-space">{view.bigLawyer}</strong> })} <Swatch colour={colour} />
      </p>
      <How>{w.howSteal}</How>
    </div>
  );
}

export function EventPanel({ view, near, names, chooser, last, me = null }: Props) {
  const far = 1 - near;
  const w = words();
  return (
    <div class="fds-events" data-testid="fds-events" data-board="fightin-drinkin-stealin">
      {EVENT_IDS.map((event) => {
        const now = view.event === event;
        const touched = last?.events.includes(event) ? last.seq : undefined;
        return (
          <section
            key={event}
            class={`panel fds-event${now ? ' now' : ''}${touched ? ' last-touched' : ''}`}
            aria-labelledby={`fds-ev-${event}`}
            data-testid={`fds-event-${event}`}
            data-last-move={touched}
          >
            <h3 id={`fds-ev-${event}`}>
              {EVENT_TITLE[event]} <span class="fds-place">{EVENT_PLACE[event]}</span>
              {now && <span class="tag tag-strong">{w.now}</span>}
              {touched && <span class="tag last-tag">{w.lastMove}</span>}
            </h3>
            <Side view={view} event={event} seat={far} name={names[far] ?? ''} near={false} chooser={chooser} />
            {event === 'fightin' && <FightCentre view={view} chooser={chooser} />}
            {event === 'drinkin' && <DrinkCentre view={view} />}
            {event === 'stealin' && <StealCentre view={view} />}
            <Side view={view} event={event} seat={near} name={names[near] ?? ''} near mine={me === near} chooser={chooser} />
          </section>
        );
      })}
    </div>
  );
}
