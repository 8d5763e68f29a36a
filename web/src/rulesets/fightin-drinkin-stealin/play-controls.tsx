/**
 * Choosing the round's three cards: pick an event, then a hand card for it.
 * Picks can be changed freely; only a combination found in the listed actions
 * can be sent.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EventId, FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { FdsCard } from './card';
import { EVENT_IDS, EVENT_ROLE, EVENT_TITLE, cardWords, handWorth } from './words';

type PlayAction = Extract<FdsAction, { type: 'play' }>;
type Picks = Record<EventId, string | null>;
const NO_PICKS: Picks = { fightin: null, drinkin: null, stealin: null };

const EVENT_HINT: Record<EventId, string> = {
  fightin: 'Your two fighters together try to beat the other clan, then the monsters.',
  drinkin: 'The biggest drinker counts; all four drinkers must total 50 to 60 to win the altar.',
  stealin: 'The highest thief steals; beware the Big Lawyer if your thief is worth his number or more.',
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

  return (
    <div class="fds-play" data-testid="fds-play">
      <p class="hint">Pick an event, then the hand card to place there face down. Change your picks as often as you like until you confirm.</p>
      <div class="fds-slots" role="group" aria-label="Your three events">
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
                title={EVENT_HINT[event]}
              >
                <span class="fds-slot-title">{EVENT_TITLE[event]}</span>
                <span class="fds-slot-card">{id ? cardWords(id) : target === event ? 'pick a card ▸' : 'empty'}</span>
                {standing?.card && (
                  <span class="fds-slot-with">
                    joins your {EVENT_ROLE[event]} {cardWords(standing.card)}
                    {id && event !== 'stealin' && standing.worth !== undefined ? ` (together ${standing.worth + (handWorth(view, me, id) ?? 0)})` : ''}
                  </span>
                )}
              </button>
              {id && (
                <button
                  type="button"
                  class="fds-clear"
                  disabled={pending}
                  onClick={() => clear(event)}
                  aria-label={`Take ${cardWords(id)} back from ${EVENT_TITLE[event]}`}
                >
                  ×
                </button>
              )}
            </div>
          );
        })}
      </div>
      <div class="fds-hand" role="group" aria-label="Cards in your hand">
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
              label={`${cardWords(id)}${at ? `, placed at ${EVENT_TITLE[at]}` : ''}: place at ${EVENT_TITLE[target]}`}
              testid="fds-hand-card"
              badge={at ? <span class="fds-card-event">{EVENT_TITLE[at]}</span> : undefined}
            />
          );
        })}
      </div>
      {!chosen && (
        <p class="hint why" data-testid="fds-play-why">
          {missing.length ? `Still to choose: ${missing.map((e) => EVENT_TITLE[e]).join(', ')}.` : 'These three cards are not a listed move.'}
        </p>
      )}
      <div class="fds-play-buttons">
        <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="fds-confirm">
          {pending ? 'Placing…' : 'Place these three cards face down'}
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
          Start again
        </button>
      </div>
    </div>
  );
}
