/** Reputation points as the table would score now: what each faction has built, and its worth. */
import type { GrandEndeavorView } from '@engine/a-grand-endeavor/view';
import { CATEGORY_POINTS, POINTS, SCORE_CATEGORIES, type ScoreCategory, categoryPoints } from '@engine/a-grand-endeavor/scoring';
import { Swatch } from '../../ui/swatch';
import type { Namer } from './words';

export const LABEL: Record<ScoreCategory, string> = {
  trilithons: 'Trilithons',
  trilithonPairs: 'Adjacent trilithon pairs',
  bluestones: 'Bluestones',
  bluestonePairs: 'Adjacent bluestone pairs',
  bluestoneRuns: `Runs of ${POINTS.bluestoneRunLength}+ bluestones`,
  lintels: 'Lintels',
  lintelPairs: 'Adjacent lintel pairs',
  lintelRuns: `Runs of ${POINTS.lintelRunLength}+ lintels`,
};

/** The table's rows: the engine's categories and points, in words. */
const ROWS = SCORE_CATEGORIES.map((key) => ({ key, label: LABEL[key], points: CATEGORY_POINTS[key] }));

export function ScoresPanel({ view, name, finished }: { view: GrandEndeavorView; name: Namer; finished: boolean }) {
  return (
    <section class="panel age-scores" aria-labelledby="age-scores-title" data-testid="age-scores">
      <h2 id="age-scores-title">{finished ? 'Reputation points' : 'Reputation points so far'}</h2>
      <div class="age-scroll" tabIndex={0} role="region" aria-label="Score table">
        <table class="scores age-score-table">
          <thead>
            <tr>
              <th scope="col">Built</th>
              {view.scores.map((s) => (
                <th scope="col" key={s.seat}>
                  <Swatch colour={view.seats[s.seat]?.colour ?? 'white'} showName={false} /> {name(s.seat)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
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
                        <span class="visually-hidden"> points</span>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                ))}
              </tr>
            ))}
            <tr class="age-total">
              <th scope="row">Total</th>
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
