/** Reputation points as the table would score now: what each faction has built, and its worth. */
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { CATEGORY_POINTS, SCORE_CATEGORIES, categoryPoints } from '@engine/a-grand-endeavor/points';
import { msg } from '../i18n';
import { Swatch } from '../../../ui/swatch';
import { type Namer, categoryLabel } from '../words';

/** The table's rows: the engine's categories and points, in words. */
const rows = () => SCORE_CATEGORIES.map((key) => ({ key, label: categoryLabel(key), points: CATEGORY_POINTS[key] }));

export function ScoresPanel({ view, name, finished }: { view: GrandEndeavorView; name: Namer; finished: boolean }) {
  const w = msg;
  return (
    <section class="panel age-scores" aria-labelledby="age-scores-title" data-testid="age-scores">
      <h2 id="age-scores-title">{w.scoresTitle(finished)}</h2>
      <div class="age-scroll" tabIndex={0} role="region" aria-label={w.scoreTable}>
        <table class="scores age-score-table">
          <thead>
            <tr>
              <th scope="col">{w.built}</th>
              {view.scores.map((s) => (
                <th scope="col" key={s.seat}>
                  <Swatch colour={view.seats[s.seat]?.colour ?? 'white'} showName={false} /> {name(s.seat)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows().map((r) => (
              <tr key={r.key}>
                <th scope="row">
                  {r.label} <span class="muted">×{r.points}</span>
                </th>
                {view.scores.map((s) => (
                  <td key={s.seat}>
                    {s[r.key] ? (
                      <>
                        <span class="age-count">{s[r.key]} → </span>
                        {categoryPoints(s, r.key)}
                        <span class="visually-hidden"> {w.pointsWord}</span>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr class="age-total">
              <th scope="row">{w.total}</th>
              {view.scores.map((s) => (
                <td key={s.seat}>
                  <strong>{s.total}</strong>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
