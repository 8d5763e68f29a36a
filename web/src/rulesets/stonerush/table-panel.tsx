/** Public facts of the table: the druids' spaces, hand counts, the piles, and (at the end) every colour. */
import { PLAYER_COLOURS } from '@engine/core/components';
import type { StonerushView } from '@engine/stonerush/view';
import type { PlayerInfo } from '@schema/api';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import { cardFace } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { Card } from './card';

const DISCARDS_SHOWN = 6;

function cardWords(id: string): string {
  const f = cardFace(id);
  return msg.cardShort(f.half === 'night', f.number);
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
      <h2 id="table-title">{msg.tableTitle}</h2>
      <h3>{msg.druids}</h3>
      <ul class="druid-list" data-testid="druid-list">
        {[...PLAYER_COLOURS]
          .sort((a, b) => view.positions[b] - view.positions[a])
          .map((c) => (
            <li key={c} data-testid={`druid-pos-${c}`} data-space={view.positions[c]}>
              <Swatch colour={c} /> <span>{msg.space(view.positions[c])}</span>
              {view.positions[c] === view.trackLength && <strong>{msg.finished}</strong>}
            </li>
          ))}
      </ul>
      <p class="muted">{msg.raceEnds(view.trackLength, view.track === 'bluestones')}</p>
      <h3>{msg.players}</h3>
      <ul class="plain-list">
        {players.map((p) => (
          <li key={p.seat}>
            <strong>{p.name}</strong>
            {msg.inHand(view.handCounts[p.seat] ?? 0)}
            {view.identities?.[p.seat] && (
              <>
                {msg.backed}
                <Swatch colour={view.identities[p.seat]!} />
              </>
            )}
            {revealedHands?.[p.seat] && revealedHands[p.seat]!.length > 0 && (
              <span class="mini-hand">{msg.held(fmt.list(revealedHands[p.seat]!.map(cardWords)))}</span>
            )}
          </li>
        ))}
      </ul>
      <h3>{msg.piles}</h3>
      <p>{msg.pilesLine(view.drawPileCount, view.discardPile.length)}</p>
      {topDiscards.length > 0 && (
        <div class="discards" role="group" aria-label={msg.discardTop}>
          {topDiscards.map((id, i) => (
            <Card key={`${id}-${i}`} id={id} small />
          ))}
        </div>
      )}
    </section>
  );
}
