/**
 * Each player at the table: the start figure, cards in hand (backs for
 * others), what they did this turn, and the disks they collected, sorted by
 * colour — or only their number, behind the screen of the hidden stash.
 */
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { CardBacks, Disk, NumberCard, StartMarker } from './pieces';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { cardWords, seatName } from './words';

interface Props {
  view: RaidingView;
  players: PlayerInfo[];
  you: number | null;
  winners: number[];
}

function doingNow(view: RaidingView, seat: number): string {
  const w = msg;
  if (!view.participants.includes(seat)) return w.sitsOut;
  switch (view.phase) {
    case 'pick': {
      if (view.picker === seat) return w.pickingNow;
      const i = view.pickOrder.indexOf(seat);
      const p = view.picker === null ? view.pickOrder.length : view.pickOrder.indexOf(view.picker);
      return i >= 0 && i < p ? w.hasPicked : w.waitsPick;
    }
    case 'play': {
      // Only a revealed view (a finished game, or a replay step) carries the face-down cards.
      const hidden = (view as RaidingView & { faceDown?: (string | null)[] }).faceDown?.[seat];
      if (!view.submitted[seat]) return w.choosingCard;
      return hidden ? w.playedFaceDown(cardWords(hidden)) : w.playedACard;
    }
    case 'place':
      if (view.placer === seat) return w.choosingPileBlack;
      return view.placements[seat] ? w.figureAt(colourName(view.placements[seat] as string)) : w.waitsPile;
    case 'resolve':
      if (view.pending?.seat === seat) return w.settingAside;
      return view.resolutions.some((r) => r.seat === seat) ? w.hasTaken : w.waitsTake;
    default:
      return '';
  }
}

export function RaidersPanel({ view, players, you, winners }: Props) {
  const over = view.phase === 'over';
  const seats = Array.from({ length: view.players }, (_, s) => s);
  const w = msg;
  return (
    <section class="panel rs-raiders-panel" aria-labelledby="rs-raiders-title" data-testid="rs-raiders">
      <h2 id="rs-raiders-title">{w.raidersTitle}</h2>
      {view.options.hiddenStash && !over && <p class="hint">{w.hiddenHint}</p>}
      <ul class="rs-raiders">
        {seats.map((s) => {
          const stash = view.stashes[s];
          const score = view.scores[s];
          const card = view.shownTurn > 0 ? view.played[s] : null;
          const pile = view.placements[s];
          const r = view.resolutions.find((x) => x.seat === s);
          // view.hands exists only once the game is over or in a revealed view (the replay page).
          const hand = view.hands?.[s];
          return (
            <li key={s} class={`rs-raider${s === you ? ' rs-you' : ''}`} data-testid="rs-raider" data-seat={s}>
              <div class="rs-raider-head">
                <strong>{seatName(players, s)}</strong>
                {s === you && <span class="tag">{w.you}</span>}
                {winners.includes(s) && <span class="tag tag-strong">{w.winner}</span>}
                {view.startPlayer === s && !over && <StartMarker />}
              </div>
              {!over && <p class="rs-doing muted">{doingNow(view, s)}</p>}
              <div class="rs-row">
                <span class="rs-label">{w.hand}</span>
                {hand ? (
                  <span class="rs-hand-small" data-testid="rs-revealed-hand">
                    {hand.length === 0 ? w.noCardsShort : hand.map((id) => <NumberCard key={id} id={id} small />)}
                  </span>
                ) : (
                  <span>
                    {w.cards(view.handCounts[s] ?? 0)} <CardBacks count={view.handCounts[s] ?? 0} />
                  </span>
                )}
              </div>
              {card && (
                <div class="rs-row">
                  <span class="rs-label">{w.played}</span>
                  <span>
                    {w.playedRow(
                      cardWords(card),
                      pile ? colourName(pile) : null,
                      r
                        ? w.took(r.took, r.takeDue, r.setAsideCount, r.setAsideDue) +
                            (r.setAsideDue > 0 && r.setAside?.length ? ` (${fmt.list(r.setAside.map(colourName))})` : '')
                        : null,
                    )}
                  </span>
                </div>
              )}
              <div class="rs-row">
                <span class="rs-label">{w.disksRow}</span>
                {stash ? (
                  <span class="rs-stash" data-testid="rs-stash" data-total={view.stashCounts[s]}>
                    {view.colours.map((c) => (
                      <Disk key={c} colour={c} count={stash[c]} />
                    ))}
                  </span>
                ) : (
                  <span data-testid="rs-stash-hidden">{w.hiddenDisks(view.stashCounts[s] ?? 0)}</span>
                )}
              </div>
              {score && (
                <div class="rs-row">
                  <span class="rs-label">{w.score}</span>
                  <span data-testid="rs-score">
                    {w.scoreLine(
                      score.sets,
                      view.colours.reduce((n, c) => n + (score.loose[c] ?? 0), 0),
                    )}
                    <strong>{w.points(score.points)}</strong>
                    {view.tiebreak?.seats.includes(s) && w.afterTiebreak(view.tiebreak.mainScores[s] ?? 0)}
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
