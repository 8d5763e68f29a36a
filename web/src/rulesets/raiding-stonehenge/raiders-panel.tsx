/**
 * Each player at the table: the start figure, cards in hand (backs for
 * others), what they did this turn, and the disks they collected, sorted by
 * colour — or only their number, behind the screen of the hidden stash.
 */
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import type { PlayerInfo } from '@schema/api';
import { CardBacks, Disk, NumberCard, StartMarker } from './pieces';
import { cardWords, colourWord, plural, seatName } from './words';

interface Props {
  view: RaidingView;
  players: PlayerInfo[];
  you: number | null;
  winners: number[];
}

function doingNow(view: RaidingView, seat: number): string {
  if (!view.participants.includes(seat)) return 'sits out the extra rounds';
  switch (view.phase) {
    case 'pick': {
      if (view.picker === seat) return 'picking a card now';
      const i = view.pickOrder.indexOf(seat);
      const p = view.picker === null ? view.pickOrder.length : view.pickOrder.indexOf(view.picker);
      return i >= 0 && i < p ? 'has picked' : 'waits to pick';
    }
    case 'play': {
      // Only a revealed view (a finished game, or a replay step) carries the face-down cards.
      const hidden = (view as RaidingView & { faceDown?: (string | null)[] }).faceDown?.[seat];
      if (!view.submitted[seat]) return 'choosing a card to play';
      return hidden ? `has played ${cardWords(hidden)} face down` : 'has played a card face down';
    }
    case 'place':
      if (view.placer === seat) return 'choosing a pile for the figure (black card)';
      return view.placements[seat] ? `figure at the ${colourWord(view.placements[seat] as string)} pile` : 'waits to choose a pile (black card)';
    case 'resolve':
      if (view.pending?.seat === seat) return 'setting disks aside';
      return view.resolutions.some((r) => r.seat === seat) ? 'has taken and set aside' : 'waits to take';
    default:
      return '';
  }
}

export function RaidersPanel({ view, players, you, winners }: Props) {
  const over = view.phase === 'over';
  const seats = Array.from({ length: view.players }, (_, s) => s);
  return (
    <section class="panel rs-raiders-panel" aria-labelledby="rs-raiders-title" data-testid="rs-raiders">
      <h2 id="rs-raiders-title">Raiders and their disks</h2>
      {view.options.hiddenStash && !over && (
        <p class="hint">Hidden stash: each player's disks stay behind a screen until the end; only how many they hold is public.</p>
      )}
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
                {s === you && <span class="tag">you</span>}
                {winners.includes(s) && <span class="tag tag-strong">★ winner</span>}
                {view.startPlayer === s && !over && <StartMarker />}
              </div>
              {!over && <p class="rs-doing muted">{doingNow(view, s)}</p>}
              <div class="rs-row">
                <span class="rs-label">Hand</span>
                {hand ? (
                  <span class="rs-hand-small" data-testid="rs-revealed-hand">
                    {hand.length === 0 ? 'no cards' : hand.map((id) => <NumberCard key={id} id={id} small />)}
                  </span>
                ) : (
                  <span>
                    {plural(view.handCounts[s] ?? 0, 'card')} <CardBacks count={view.handCounts[s] ?? 0} />
                  </span>
                )}
              </div>
              {card && (
                <div class="rs-row">
                  <span class="rs-label">Played</span>
                  <span>
                    {cardWords(card)}
                    {pile ? ` → ${colourWord(pile)} pile` : ' → no pile yet'}
                    {r && `; took ${r.took}${r.took < r.takeDue ? ` of ${r.takeDue}` : ''}`}
                    {r && r.setAsideDue > 0 && `, set aside ${r.setAsideCount} of ${r.setAsideDue}${r.setAside?.length ? ` (${r.setAside.join(', ')})` : ''}`}
                  </span>
                </div>
              )}
              <div class="rs-row">
                <span class="rs-label">Disks</span>
                {stash ? (
                  <span class="rs-stash" data-testid="rs-stash" data-total={view.stashCounts[s]}>
                    {view.colours.map((c) => (
                      <Disk key={c} colour={c} count={stash[c]} />
                    ))}
                  </span>
                ) : (
                  <span data-testid="rs-stash-hidden">{plural(view.stashCounts[s] ?? 0, 'disk')}, hidden behind the screen</span>
                )}
              </div>
              {score && (
                <div class="rs-row">
                  <span class="rs-label">Score</span>
                  <span data-testid="rs-score">
                    {plural(score.sets, 'set')} ·{' '}
                    {plural(
                      view.colours.reduce((n, c) => n + (score.loose[c] ?? 0), 0),
                      'loose disk',
                    )}{' '}
                    · <strong>{plural(score.points, 'point')}</strong>
                    {view.tiebreak?.seats.includes(s) && ` (after the extra rounds; game score ${view.tiebreak.mainScores[s]})`}
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
