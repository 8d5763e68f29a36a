/** /stats: figures over the archive (GET /api/stats), one table per ruleset and player count. */
import { useEffect, useState } from 'preact/hooks';
import type { StatsPage as Stats } from '../../../schema/api';
import { getStats } from '../api';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { setTitle } from '../ui/waiting';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toLocaleString();

export function StatsPage() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTitle('Statistics — Stonehenge');
    getStats().then(setStats, (err: Error) => setError(err.message));
  }, []);
  return (
    <div data-testid="stats-page">
      <PageTitle>Statistics</PageTitle>
      <p class="muted">
        Over every finished game in the <Link href="/archive">archive</Link>. Length is the number of moves; seat 1 is the player who created the game. A shared
        win counts for every winner.
      </p>
      <FormError message={error} />
      {!stats && !error && <p class="muted">Loading…</p>}
      {stats?.rulesets.map((r) => (
        <section key={r.ruleset} class="panel stats" aria-labelledby={`stats-${r.ruleset}`} data-testid="stats-ruleset" data-ruleset={r.ruleset}>
          <h2 id={`stats-${r.ruleset}`}>{r.title}</h2>
          <p>
            {r.games} game{r.games === 1 ? '' : 's'}
            {r.games > 0 && <> · {oneDecimal(r.averageLength)} moves on average</>}
          </p>
          {r.byPlayers.map((b) => (
            <div class="table-scroll" key={b.players}>
              <table class="scores stats-table">
                <caption>
                  {b.players} players: {b.games} game{b.games === 1 ? '' : 's'}, {oneDecimal(b.averageLength)} moves on average
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Seat</th>
                    <th scope="col">Wins</th>
                    <th scope="col">Win rate</th>
                  </tr>
                </thead>
                <tbody>
                  {b.seats.map((s) => (
                    <tr key={s.seat}>
                      <th scope="row">Seat {s.seat + 1}</th>
                      <td>{s.wins}</td>
                      <td>{percent(s.winRate)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
