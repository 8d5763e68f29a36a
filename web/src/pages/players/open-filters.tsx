/** The open list's filters (rated or casual, time control, host rating) (issue #32); a rating beside a name is rating-badge.tsx. */
import { t } from '../../i18n';

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
      <legend>{t.lists.filters}</legend>
      <label>
        {t.lists.kind}{' '}
        <select class="input" value={value.rated} onChange={(e) => onChange({ ...value, rated: e.currentTarget.value as OpenFilterValue['rated'] })}>
          <option value="">{t.lists.ratedAndCasual}</option>
          <option value="true">{t.lists.ratedOnly}</option>
          <option value="false">{t.lists.casualOnly}</option>
        </select>
      </label>{' '}
      <label>
        {t.lists.timeToMove}{' '}
        <select class="input" value={value.deadline} onChange={(e) => onChange({ ...value, deadline: e.currentTarget.value as OpenFilterValue['deadline'] })}>
          <option value="">{t.lists.anyTime}</option>
          <option value="24">{t.lists.atMostDay}</option>
          <option value="72">{t.lists.atMost3Days}</option>
          <option value="168">{t.lists.atMostWeek}</option>
          <option value="none">{t.lists.noDeadline}</option>
        </select>
      </label>{' '}
      <label>
        {t.lists.hostRatingFrom}{' '}
        <input
          class="input"
          inputMode="numeric"
          size={5}
          value={value.minRating}
          onInput={(e) => onChange({ ...value, minRating: e.currentTarget.value.trim() })}
        />
      </label>{' '}
      <label>
        {t.lists.ratingTo}{' '}
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
