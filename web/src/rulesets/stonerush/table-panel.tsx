/** Public facts of the table: the druids' spaces, hand counts, the piles, and (at the end) every colour. */
import { PLAYER_COLOURS } from '@engine/core/components';
import type { StonerushView } from '@engine/stonerush/view';
import type { PlayerInfo } from '@schema/api';
import { fmt, t } from '../../i18n';
import { cardFace } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { Card } from './card';

const DISCARDS_SHOWN = 6;

function cardWords(id: string): string {
  const f = cardFace(id);
  return t.stonerush.cardShort(f.half === 'night', f.number);
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
      <h2 id="table-title">{t.stonerush.tableTitle}</h2>
      <h3>{t.stonerush.druids}</h3>
      <ul class="druid-list" data-testid="druid-list">
        {[...PLAYER_COLOURS]
          .sort((a, b) => view.positions[b] - view.positions[a])
          .map((c) => (
            <li key={c} data-testid={`druid-pos-${c}`} data-space={view.positions[c]}>
              <Swatch colour={c} /> <span>{t.stonerush.space(view.positions[c])}</span>
              {view.positions[c] === view.trackLength && <strong>{t.stonerush.finished}</strong>}
            </li>
          ))}
      </ul>
      <p class="muted">{t.stonerush.raceEnds(view.trackLength, view.track === 'bluestones')}</p>
      <h3>{t.stonerush.players}</h3>
      <ul class="plain-list">
        {players.map((p) => (
          <li key={p.seat}>
            <strong>{p.name}</strong>
            {t.stonerush.inHand(view.handCounts[p.seat] ?? 0)}
            {view.identities?.[p.seat] && (
              <>
                {t.stonerush.backed}
                <Swatch colour={view.identities[p.seat]!} />
              </>
            )}
            {revealedHands?.[p.seat] && revealedHands[p.seat]!.length > 0 && (
              <span class="mini-hand">{t.stonerush.held(fmt.list(revealedHands[p.seat]!.map(cardWords)))}</span>
            )}
          </li>
        ))}
      </ul>
      <h3>{t.stonerush.piles}</h3>
      <p>{t.stonerush.pilesLine(view.drawPileCount, view.discardPile.length)}</p>
      {topDiscards.length > 0 && (
        <div class="discards" role="group" aria-label={t.stonerush.discardTop}>
          {topDiscards.map((id, i) => (
            <Card key={`${id}-${i}`} id={id} small />
          ))}
        </div>
      )}
    </section>
  );
}
