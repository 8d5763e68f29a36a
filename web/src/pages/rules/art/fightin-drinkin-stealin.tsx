/** The pictures of the Fightin' rules page (both languages): the table after setup, rows of cards with their loot. */
import { PLAYER_COLOURS } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import type { Awards } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { FdsCard } from '../../../rulesets/fightin-drinkin-stealin/card';

export const NAMES = ['Ann', 'Bob'];
/** The table straight after setup, from the engine itself (a fixed seed), as a spectator sees it. */
export const START = fightinDrinkinStealin.view(fightinDrinkinStealin.setup('rules-page', 2, {}), null) as FdsView;

export function awards(partial: Partial<Awards>): Awards {
  return Object.fromEntries(PLAYER_COLOURS.map((c) => [c, partial[c] ?? 0])) as Awards;
}

/** A labelled row of cards, with an optional note such as a total. */
export function Row({ label, ids, note, loot }: { label: string; ids: string[]; note?: string; loot?: (Partial<Awards> | undefined)[] }) {
  return (
    <div class="rules-card-row">
      <p class="rules-frame-label">{label}</p>
      <div class="rules-cards">
        {ids.map((id, i) => {
          const l = loot?.[i];
          return <FdsCard key={id} id={id} small loot={l ? awards(l) : undefined} />;
        })}
        {note ? <span class="rules-card-note">{note}</span> : null}
      </div>
    </div>
  );
}
