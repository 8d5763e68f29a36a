/** Public facts of the table: the druids' spaces, hand counts, the piles, and (at the end) every colour. */
import { PLAYER_COLOURS } from '@engine/core/components';
import type { StonerushView } from '@engine/stonerush/view';
import type { PlayerInfo } from '@schema/api';
import { cardFace } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { Card } from './card';

const DISCARDS_SHOWN = 6;

function cardWords(id: string): string {
  const f = cardFace(id);
  return `${f.half} ${f.number}`;
}

interface Props {
  view: StonerushView;
  players: PlayerInfo[];
  /** Every hand, once the game is over (payload.revealed). */
  revealedHands?: string[][];
}

export function TablePanel({ view, players, revealedHands }: Props) {
  const topDiscards = view.discardPile.slice(-DISCARDS_SHOWN).reverse();
  return (
    <section class="panel table-panel" aria-labelledby="table-title">
      <h2 id="table-title">Table</h2>
      <h3>Druids</h3>
      <ul class="druid-list" data-testid="druid-list">
        {[...PLAYER_COLOURS]
          .sort((a, b) => view.positions[b] - view.positions[a])
          .map((c) => (
            <li key={c} data-testid={`druid-pos-${c}`} data-space={view.positions[c]}>
              <Swatch colour={c} /> <span>space {view.positions[c]}</span>
              {view.positions[c] === view.trackLength && <strong> — finished</strong>}
            </li>
          ))}
      </ul>
      <p class="muted">
        The race ends on space {view.trackLength} ({view.track === 'bluestones' ? 'bluestones' : 'outer ring'}).
      </p>
      <h3>Players</h3>
      <ul class="plain-list">
        {players.map((p) => (
          <li key={p.seat}>
            <strong>{p.name}</strong>: {view.handCounts[p.seat] ?? 0} card{view.handCounts[p.seat] === 1 ? '' : 's'} in hand
            {view.identities?.[p.seat] && (
              <>
                {' '}
                · backed <Swatch colour={view.identities[p.seat]!} />
              </>
            )}
            {revealedHands?.[p.seat] && revealedHands[p.seat]!.length > 0 && (
              <span class="mini-hand"> · held {revealedHands[p.seat]!.map(cardWords).join(', ')}</span>
            )}
          </li>
        ))}
      </ul>
      <h3>Piles</h3>
      <p>
        Draw pile: {view.drawPileCount} card{view.drawPileCount === 1 ? '' : 's'}. Discard pile: {view.discardPile.length}.
      </p>
      {topDiscards.length > 0 && (
        <div class="discards" role="group" aria-label="Top of the discard pile, newest first">
          {topDiscards.map((id, i) => (
            <Card key={`${id}-${i}`} id={id} small />
          ))}
        </div>
      )}
    </section>
  );
}
