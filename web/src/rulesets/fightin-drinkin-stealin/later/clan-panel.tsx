/** Both clans: awards by colour, Wee Lawyers, hand and deck counts, discards; and the award stock. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { scoreIfEndedNow } from '@engine/fightin-drinkin-stealin/scoring';
import type { FdsView, SeatView } from '@engine/fightin-drinkin-stealin/view';
import { Swatch } from '../../../ui/swatch';
import { AwardRow } from '../awards';
import { CardBack } from '../card';
import { fmt } from '../../../i18n';
import { msg } from '../i18n';
import { fill } from '../../../i18n/fill';
import { colourName } from '../../../ui/colours';
import { AWARD_MEANING, cardWords } from '../words';

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
  const w = msg;
  return (
    <section class={`fds-clan${mine ? ' mine' : ''}`} aria-labelledby={`fds-clan-${seat.seat}`} data-testid={`fds-clan-${seat.seat}`}>
      <h3 id={`fds-clan-${seat.seat}`}>
        {name} {mine && <span class="tag">{w.you}</span>}
        {seat.waiting && view.stage !== 'over' && <span class="tag tag-strong">{w.toMove}</span>}
      </h3>
      <p class="muted fds-small">{w.deckLine(seat.deck === 'night', seat.sitsAt)}</p>
      <AwardRow awards={seat.awards} />
      {final !== undefined ? (
        <p data-testid={`fds-final-${seat.seat}`}>
          {fill(w.finalScore, { score: <strong>{final}</strong> })}
          {dropped ? (
            <>
              {w.afterSetting}
              <Swatch colour={dropped} />
            </>
          ) : (
            w.noAwardsAside
          )}
        </p>
      ) : (
        <p class="fds-small">
          {fill(w.countingNow, { score: <strong>{now.score}</strong> })}
          {now.best && <> {fill(w.bestAside, { swatch: <Swatch colour={now.best} /> })}</>}
        </p>
      )}
      <p class="fds-small">
        {w.weeLawyers}{' '}
        {seat.weeLawyers.length === 0 ? (
          <span class="muted">{w.none}</span>
        ) : (
          seat.weeLawyers.map((c) => (
            <span key={c} class="fds-wee" data-testid="fds-wee-lawyer">
              <Swatch colour={c} />
            </span>
          ))
        )}
      </p>
      {seat.weeLawyers.length > 0 && <p class="hint">{w.weeNote(fmt.list(seat.weeLawyers.map(colourName)))}</p>}
      <div class="fds-counts">
        <span class="fds-mini-backs" aria-hidden="true">
          {Array.from({ length: mine ? 0 : seat.handCount }, (_, i) => (
            <CardBack key={i} small />
          ))}
        </span>
        <span class="fds-small">{w.counts(seat.handCount, seat.deckCount)}</span>
      </div>
      <details class="fds-discards">
        <summary>{w.discards(seat.discards.length)}</summary>
        <p class="fds-small">{seat.discards.length ? seat.discards.map(cardWords).join(', ') : w.noneYet}</p>
      </details>
    </section>
  );
}

export function ClanPanel({ view, names, me, order }: Props) {
  const free = PLAYER_COLOURS.filter((c) => view.weeLawyers[c] === null);
  const w = msg;
  return (
    <section class="panel fds-clans" aria-labelledby="fds-clans-title">
      <h2 id="fds-clans-title">{w.clansTitle}</h2>
      <div class="fds-clan-grid">
        {order.map((s) => {
          const seat = view.seats[s];
          return seat ? <Clan key={s} view={view} seat={seat} name={names[s] ?? ''} mine={me === s} /> : null;
        })}
      </div>
      <h3>{w.stock}</h3>
      <AwardRow awards={view.stock} />
      <p class="hint">
        {PLAYER_COLOURS.map((c: PlayerColour) => w.meaningLine(colourName(c), AWARD_MEANING[c])).join(' · ')}. {w.winRule}
      </p>
      <p class="fds-small">
        {w.freeLawyers}{' '}
        {free.length === 0
          ? w.none
          : free.map((c) => (
              <span key={c} class="fds-wee">
                <Swatch colour={c} />
              </span>
            ))}
      </p>
    </section>
  );
}
