/** Award disks by colour: a swatch with its letter, the count, and (in full rows) the colour's meaning. */
import { PLAYER_COLOURS } from '@engine/core/components';
import type { Awards } from '@engine/fightin-drinkin-stealin/model';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { AWARD_MEANING, awardTotal } from './words';

interface Props {
  awards: Awards;
  /** Only the colours present, letters only. */
  compact?: boolean;
  emptyText?: string;
}

export function AwardRow({ awards, compact, emptyText = msg.none }: Props) {
  const w = msg;
  if (compact) {
    if (awardTotal(awards) === 0) return <span class="muted">{emptyText}</span>;
    return (
      <span class="fds-award-row compact">
        {PLAYER_COLOURS.filter((c) => awards[c] > 0).map((c) => (
          <span key={c} class="fds-award" title={w.awardTitle(awards[c], colourName(c), AWARD_MEANING[c])}>
            <Swatch colour={c} showName={false} />
            <span class="fds-award-count">{awards[c]}</span>
          </span>
        ))}
      </span>
    );
  }
  return (
    <ul class="fds-award-row">
      {PLAYER_COLOURS.map((c) => (
        <li key={c} class={`fds-award${awards[c] === 0 ? ' none' : ''}`} title={AWARD_MEANING[c]}>
          <Swatch colour={c} showName={false} />
          <span class="fds-award-count">{awards[c]}</span>
          <span class="visually-hidden">{w.awardHidden(awards[c], colourName(c), AWARD_MEANING[c])}</span>
        </li>
      ))}
    </ul>
  );
}
