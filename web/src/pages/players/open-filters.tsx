/** The open list's filters (rated or casual, time control, host rating) and a rating shown beside a name (issue #32). */
import type { SeatRating } from '@schema/api';
import { Link } from '../../router';

export interface OpenFilterValue {
  rated: '' | 'true' | 'false';
  deadline: '' | 'none' | '24' | '72' | '168';
  minRating: string;
  maxRating: string;
}

export const NO_FILTERS: OpenFilterValue = { rated: '', deadline: '', minRating: '', maxRating: '' };

/** The filters as query parameters of GET /api/open (empty ones left out). */
export function filterParams(f: OpenFilterValue): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.rated) out.rated = f.rated;
  if (f.deadline) out.deadline = f.deadline;
  if (/^\d+$/.test(f.minRating)) out.minRating = f.minRating;
  if (/^\d+$/.test(f.maxRating)) out.maxRating = f.maxRating;
  return out;
}

export function OpenFilters({ value, onChange }: { value: OpenFilterValue; onChange: (v: OpenFilterValue) => void }) {
  return (
    <fieldset class="field" data-testid="open-filters">
      <legend>Filters</legend>
      <label>
        Kind{' '}
        <select class="input" value={value.rated} onChange={(e) => onChange({ ...value, rated: e.currentTarget.value as OpenFilterValue['rated'] })}>
          <option value="">Rated and casual</option>
          <option value="true">Rated only</option>
          <option value="false">Casual only</option>
        </select>
      </label>{' '}
      <label>
        Time to move{' '}
        <select class="input" value={value.deadline} onChange={(e) => onChange({ ...value, deadline: e.currentTarget.value as OpenFilterValue['deadline'] })}>
          <option value="">Any</option>
          <option value="24">At most a day</option>
          <option value="72">At most 3 days</option>
          <option value="168">At most a week</option>
          <option value="none">No deadline</option>
        </select>
      </label>{' '}
      <label>
        Host rating from{' '}
        <input
          class="input"
          inputMode="numeric"
          size={5}
          value={value.minRating}
          onInput={(e) => onChange({ ...value, minRating: e.currentTarget.value.trim() })}
        />
      </label>{' '}
      <label>
        to{' '}
        <input
          class="input"
          inputMode="numeric"
          size={5}
          value={value.maxRating}
          onInput={(e) => onChange({ ...value, maxRating: e.currentTarget.value.trim() })}
        />
      </label>
    </fieldset>
  );
}

/** "(1043)" linking to the player's profile; "(1000?)" while provisional. Nothing for a seat without a signed-in player. */
export function RatingBadge({ rating }: { rating: SeatRating | undefined }) {
  if (!rating) return null;
  return (
    <Link href={`/p/${rating.handle}`} class="muted" title={`@${rating.handle}${rating.provisional ? ', provisional rating' : ''}`} data-testid="seat-rating">
      ({rating.rating}
      {rating.provisional ? '?' : ''})
    </Link>
  );
}
