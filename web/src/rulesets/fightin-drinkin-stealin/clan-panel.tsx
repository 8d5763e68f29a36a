/** Both clans: awards by colour, Wee Lawyers, hand and deck counts, discards; and the award stock. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { scoreIfEndedNow } from '@engine/fightin-drinkin-stealin/scoring';
import type { FdsView, SeatView } from '@engine/fightin-drinkin-stealin/view';
import { Swatch } from '../../ui/swatch';
import { AwardRow } from './awards';
import { CardBack } from './card';
import { AWARD_MEANING, cardWords, plural } from './words';

interface Props {
  view: FdsView;
  names: string[];
  me: number | null;
  order: number[];
}

function Clan({ view, seat, name, mine }: { view: FdsView; seat: SeatView; name: string; mine: boolean }) {
  const now = scoreIfEndedNow(seat.awards, view.weeLawyers, seat.seat);
  const final = view.scores?.[seat.seat];
  const dropped = view.endDiscard?.[seat.seat];
  return (
    <section class={`fds-clan${mine ? ' mine' : ''}`} aria-labelledby={`fds-clan-${seat.seat}`} data-testid={`fds-clan-${seat.seat}`}>
      <h3 id={`fds-clan-${seat.seat}`}>
        {name} {mine && <span class="tag">you</span>}
        {seat.waiting && view.stage !== 'over' && <span class="tag tag-strong">to move</span>}
      </h3>
      <p class="muted fds-small">
        {seat.deck === 'day' ? '☀ Day' : '☾ Night'} deck · sits behind space {seat.sitsAt}
      </p>
      <AwardRow awards={seat.awards} />
      {final !== undefined ? (
        <p data-testid={`fds-final-${seat.seat}`}>
          Final score <strong>{final}</strong>
          {dropped ? (
            <>
              {' '}
              after setting aside <Swatch colour={dropped} />
            </>
          ) : (
            ' (no awards to set aside)'
          )}
        </p>
      ) : (
        <p class="fds-small">
          Counting now: <strong>{now.score}</strong>
          {now.best && (
            <>
              {' '}
              (best colour <Swatch colour={now.best} /> set aside)
            </>
          )}
        </p>
      )}
      <p class="fds-small">
        Wee Lawyers:{' '}
        {seat.weeLawyers.length === 0 ? (
          <span class="muted">none</span>
        ) : (
          seat.weeLawyers.map((c) => (
            <span key={c} class="fds-wee" data-testid="fds-wee-lawyer">
              <Swatch colour={c} />
            </span>
          ))
        )}
      </p>
      {seat.weeLawyers.length > 0 && <p class="hint">Cards of {seat.weeLawyers.join(', ')} count 0 for this clan, and those awards are halved at the end.</p>}
      <div class="fds-counts">
        <span class="fds-mini-backs" aria-hidden="true">
          {Array.from({ length: mine ? 0 : seat.handCount }, (_, i) => (
            <CardBack key={i} small />
          ))}
        </span>
        <span class="fds-small">
          {plural(seat.handCount, 'card')} in hand · {plural(seat.deckCount, 'card')} in the deck
        </span>
      </div>
      <details class="fds-discards">
        <summary>Discards ({seat.discards.length})</summary>
        <p class="fds-small">{seat.discards.length ? seat.discards.map(cardWords).join(', ') : 'none yet'}</p>
      </details>
    </section>
  );
}

export function ClanPanel({ view, names, me, order }: Props) {
  const free = PLAYER_COLOURS.filter((c) => view.weeLawyers[c] === null);
  return (
    <section class="panel fds-clans" aria-labelledby="fds-clans-title">
      <h2 id="fds-clans-title">Clans and awards</h2>
      <div class="fds-clan-grid">
        {order.map((s) => {
          const seat = view.seats[s];
          return seat ? <Clan key={s} view={view} seat={seat} name={names[s] ?? ''} mine={me === s} /> : null;
        })}
      </div>
      <h3>Award stock</h3>
      <AwardRow awards={view.stock} />
      <p class="hint">
        {PLAYER_COLOURS.map((c: PlayerColour) => `${c}: ${AWARD_MEANING[c]}`).join(' · ')}. The most awards after setting aside your best colour wins; loot
        still on a thief does not count.
      </p>
      <p class="fds-small">
        Wee Lawyers not yet taken:{' '}
        {free.length === 0
          ? 'none'
          : free.map((c) => (
              <span key={c} class="fds-wee">
                <Swatch colour={c} />
              </span>
            ))}
      </p>
    </section>
  );
}
