/**
 * Choosing the round's three cards: pick an event, then a hand card for it.
 * Picks can be changed freely; only a combination found in the listed actions
 * can be sent.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EventId, FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { FdsCard } from './card';
import { EVENT_IDS, EVENT_ROLE, EVENT_TITLE, cardWords, handWorth } from './words';

type PlayAction = Extract<FdsAction, { type: 'play' }>;
type Picks = Record<EventId, string | null>;
const NO_PICKS: Picks = { fightin: null, drinkin: null, stealin: null };

const eventHint = (e: EventId) => {
  const w = msg;
  return { fightin: w.hintFightin, drinkin: w.hintDrinkin, stealin: w.hintStealin }[e];
};

interface Props {
  view: FdsView;
  me: number;
  actions: FdsAction[];
  pending: boolean;
  act: (action: FdsAction) => void;
}

export function PlayControls({ view, me, actions, pending, act }: Props) {
  const [picks, setPicks] = useState<Picks>(NO_PICKS);
  const [target, setTarget] = useState<EventId>('fightin');
  const hand = view.hand ?? [];
  // A new hand is a new choice; the other clan placing its cards (a new version) must not wipe your picks.
  const handKey = `${view.round}:${[...hand].sort().join(',')}`;
  useEffect(() => {
    setPicks(NO_PICKS);
    setTarget('fightin');
  }, [handKey]);
  const plays = actions.filter((a): a is PlayAction => a.type === 'play');
  const chosen = plays.find((a) => a.fightin === picks.fightin && a.drinkin === picks.drinkin && a.stealin === picks.stealin);

  const pick = (id: string) => {
    const next: Picks = { ...picks };
    for (const e of EVENT_IDS) if (next[e] === id) next[e] = null;
    next[target] = id;
    setPicks(next);
    const empty = EVENT_IDS.find((e) => next[e] === null);
    if (empty) setTarget(empty);
  };
  const clear = (event: EventId) => {
    setPicks({ ...picks, [event]: null });
    setTarget(event);
  };
  const eventOf = (id: string) => EVENT_IDS.find((e) => picks[e] === id);
  const missing = EVENT_IDS.filter((e) => picks[e] === null);
  const w = msg;

  return (
    <div class="fds-play" data-testid="fds-play">
      <p class="hint">{w.playHint}</p>
      <div class="fds-slots" role="group" aria-label={w.slotsLabel}>
        {EVENT_IDS.map((event) => {
          const id = picks[event];
          const standing = view.events[event][me]?.[0];
          return (
            <div key={event} class={`fds-slot${target === event ? ' target' : ''}`}>
              <button
                type="button"
                class="fds-slot-button"
                aria-pressed={target === event}
                disabled={pending}
                onClick={() => setTarget(event)}
                data-testid={`fds-slot-${event}`}
                data-card={id ?? ''}
                title={eventHint(event)}
              >
                <span class="fds-slot-title">{EVENT_TITLE[event]}</span>
                <span class="fds-slot-card">{id ? cardWords(id) : target === event ? w.pickCard : w.empty}</span>
                {standing?.card && (
                  <span class="fds-slot-with">
                    {w.joins(
                      EVENT_ROLE[event],
                      cardWords(standing.card),
                      id && event !== 'stealin' && standing.worth !== undefined ? standing.worth + (handWorth(view, me, id) ?? 0) : null,
                    )}
                  </span>
                )}
              </button>
              {id && (
                <button
                  type="button"
                  class="fds-clear"
                  disabled={pending}
                  onClick={() => clear(event)}
                  aria-label={w.takeBack(cardWords(id), EVENT_TITLE[event])}
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
      </div>
      <div class="fds-hand" role="group" aria-label={w.handLabel}>
        {hand.map((id) => {
          const at = eventOf(id);
          return (
            <FdsCard
              key={id}
              id={id}
              worth={handWorth(view, me, id)}
              selected={at !== undefined}
              onClick={() => pick(id)}
              disabled={pending}
              label={w.handCard(cardWords(id), at ? EVENT_TITLE[at] : null, EVENT_TITLE[target])}
              testid="fds-hand-card"
              badge={at ? <span class="fds-card-event">{EVENT_TITLE[at]}</span> : undefined}
            />
          );
        })}
      </div>
      {!chosen && (
        <p class="hint why" data-testid="fds-play-why">
          {missing.length ? w.stillToChoose(fmt.list(missing.map((e) => EVENT_TITLE[e]))) : w.notListed}
        </p>
      )}
      <div class="fds-play-buttons">
        <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="fds-confirm">
          {pending ? w.placing : w.placeThree}
        </button>
        <button
          type="button"
          class="button"
          data-testid="fds-reset"
          disabled={pending || missing.length === 3}
          onClick={() => {
            setPicks(NO_PICKS);
            setTarget('fightin');
          }}
        >
          {w.startAgain}
        </button>
      </div>
    </div>
  );
}
