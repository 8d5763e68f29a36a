/** The open list's filters (rated or casual, time control, host rating) (issue #32); a rating beside a name is rating-badge.tsx. */
import { t } from '../../i18n';
import { ChoiceSelect } from '../choice-select';

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
        <ChoiceSelect
          choices={[
            ['', t.lists.ratedAndCasual],
            ['true', t.lists.ratedOnly],
            ['false', t.lists.casualOnly],
          ]}
          value={value.rated}
          onChange={(rated) => onChange({ ...value, rated })}
        />
      </label>{' '}
      <label>
        {t.lists.timeToMove}{' '}
        <ChoiceSelect
          choices={[
            ['', t.lists.anyTime],
            ['24', t.lists.atMostDay],
            ['72', t.lists.atMost3Days],
            ['168', t.lists.atMostWeek],
            ['none', t.lists.noDeadline],
          ]}
          value={value.deadline}
          onChange={(deadline) => onChange({ ...value, deadline })}
        />
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
