/**
 * The five supply piles of disks, with the figures the latest reveal sent
 * beside each one, in the order they take. Black-card figures still to be
 * placed wait to the side.
 */
import type { PlayerColour } from '@engine/core/components';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { Disk, Figure } from './pieces';
import { cardWords, seatName } from './words';

interface Props {
  /** The pile of the latest placing or taking, and its log number. */
  last?: { seq: number; colour: PlayerColour };
  view: RaidingView;
  players: PlayerInfo[];
  you: number | null;
}

export function PilesPanel({ view, players, you, last }: Props) {
  const shown = view.shownTurn > 0;
  const at = (c: PlayerColour) => view.order.filter((s) => view.placements[s] === c);
  const waiting = view.phase === 'place' ? view.order.filter((s) => view.placements[s] === null) : [];
  const w = msg;
  return (
    <section class="panel rs-piles-panel" aria-labelledby="rs-piles-title" data-testid="rs-piles">
      <h2 id="rs-piles-title">{w.pilesTitle}</h2>
      <p class="hint">{shown ? w.pilesShown(view.shownStage === 'tiebreak', view.shownTurn) : w.pilesBefore}</p>
      <ul class="rs-piles">
        {view.colours.map((c) => {
          const here = at(c);
          return (
            <li
              key={c}
              class={`rs-pile${last?.colour === c ? ' last-touched' : ''}`}
              data-testid="rs-pile"
              data-colour={c}
              data-count={view.piles[c]}
              data-last-move={last?.colour === c ? last.seq : undefined}
            >
              <div class="rs-pile-head">
                <Disk colour={c} big />
                <span class="rs-pile-name">{colourName(c)}</span>
                <span class="rs-pile-count">
                  {view.piles[c]} <span class="visually-hidden">{w.disks}</span>
                  <span aria-hidden="true">{w.left}</span>
                </span>
                {view.bonusColour === c && <span class="tag rs-bonus">{w.bonus}</span>}
                {view.penaltyColour === c && <span class="tag rs-penalty">{w.penalty}</span>}
                {last?.colour === c && <span class="tag last-tag">{w.lastPlaced}</span>}
              </div>
              <ul class="rs-pile-figures" aria-label={w.figuresAt(colourName(c))}>
                {here.length === 0 && <li class="rs-none">{shown ? w.noFigure : ''}</li>}
                {here.map((s) => {
                  const card = view.played[s];
                  const r = view.resolutions.find((x) => x.seat === s);
                  return (
                    <li key={s} data-testid="rs-figure" data-seat={s}>
                      <Figure name={seatName(players, s)} order={view.order.indexOf(s) + 1} you={s === you} />
                      <span class="rs-figure-detail">
                        {card && <span>{cardWords(card)}</span>}
                        {r && <span>{w.took(r.took, r.takeDue, r.setAsideCount, r.setAsideDue)}</span>}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
      {waiting.length > 0 && (
        <p class="rs-waiting" data-testid="rs-unplaced">
          {w.stillToChoose}{' '}
          {waiting.map((s) => (
            <Figure key={s} name={seatName(players, s)} order={view.order.indexOf(s) + 1} you={s === you} />
          ))}
        </p>
      )}
      {view.removedColours.length > 0 && (
        <p class="muted">
          {w.outOfGame}{' '}
          {view.removedColours.map((c) => (
            <span key={c} class="rs-removed">
              <Disk colour={c} /> {colourName(c)}
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
