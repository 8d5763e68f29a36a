/** Reputation points as the table would score now: what each faction has built, and its worth. */
import type { GrandEndeavorView } from '../../../../engine/a-grand-endeavor/view';
import type { ScoreSheet } from '../../../../engine/a-grand-endeavor/scoring';
import { Swatch } from '../../ui/swatch';
import type { Namer } from './words';

const ROWS: { key: Exclude<keyof ScoreSheet, 'seat' | 'total'>; label: string; points: number }[] = [
  { key: 'trilithons', label: 'Trilithons', points: 7 },
  { key: 'trilithonPairs', label: 'Adjacent trilithon pairs', points: 3 },
  { key: 'bluestones', label: 'Bluestones', points: 2 },
  { key: 'bluestonePairs', label: 'Adjacent bluestone pairs', points: 1 },
  { key: 'bluestoneRuns', label: 'Runs of 3+ bluestones', points: 3 },
  { key: 'lintels', label: 'Lintels', points: 1 },
  { key: 'lintelPairs', label: 'Adjacent lintel pairs', points: 1 },
  { key: 'lintelRuns', label: 'Runs of 4+ lintels', points: 5 },
];

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
                        {s[r.key] * r.points}
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
