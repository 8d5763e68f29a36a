/** /p/<handle>: a player's public profile; /leaderboard/<ruleset>: the ruleset's players by rating. */
import { useEffect, useState } from 'preact/hooks';
import type { ApiFailure } from '../../api';
import { Link } from '../../router';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { type Board, type Profile, getLeaderboard, getProfile } from './players-api';

/** A small line chart of a rating's history (oldest left), drawn as one SVG path. */
function RatingChart({ points, label }: { points: { at: string; rating: number }[]; label: string }) {
  if (points.length < 2) return null;
  const w = 240;
  const h = 60;
  const values = points.map((p) => p.rating);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = Math.max(1, hi - lo);
  const d = points
    .map((p, i) => `${i ? 'L' : 'M'}${((i / (points.length - 1)) * (w - 4) + 2).toFixed(1)},${(h - 2 - ((p.rating - lo) / span) * (h - 4)).toFixed(1)}`)
    .join(' ');
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={`${label}: from ${values[0]} to ${values[values.length - 1]}`}>
      <path d={d} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}

export function ProfilePage({ handle }: { handle: string }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getProfile(handle).then(setProfile, (e: ApiFailure) => setError(e.message));
  }, [handle]);
  useEffect(() => setTitle(`${profile?.name ?? handle} — Stonehenge`), [profile, handle]);
  if (!profile)
    return (
      <>
        <PageTitle>@{handle}</PageTitle>
        <FormError message={error} />
      </>
    );
  const { reliability } = profile;
  const rulesets = Object.keys({ ...profile.finished, ...profile.ratings });
  return (
    <>
      <PageTitle>{profile.name}</PageTitle>
      <p class="muted" data-testid="profile-who">
        @{profile.handle} · member since {profile.since.slice(0, 10)}
      </p>
      <p data-testid="profile-reliability">
        {reliability.finished} finished {reliability.finished === 1 ? 'game' : 'games'},{' '}
        {reliability.timedOut === 0 ? 'none lost on time' : `${reliability.timedOut} lost on time`}.
      </p>
      {rulesets.length > 0 && (
        <table class="panel">
          <thead>
            <tr>
              <th scope="col">Ruleset</th>
              <th scope="col">Finished</th>
              <th scope="col">Rating</th>
              <th scope="col">History</th>
            </tr>
          </thead>
          <tbody>
            {rulesets.map((r) => {
              const rating = profile.ratings[r];
              return (
                <tr key={r}>
                  <td>
                    <Link href={`/leaderboard/${r}`}>{r}</Link>
                  </td>
                  <td>{profile.finished[r] ?? 0}</td>
                  <td data-testid={`rating-${r}`}>{rating ? `${rating.rating}${rating.provisional ? ' (provisional)' : ''}` : '—'}</td>
                  <td>{rating && <RatingChart points={rating.history} label={`${r} rating`} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h2>Recent games</h2>
      {profile.recent.length === 0 ? (
        <p>No finished public game yet.</p>
      ) : (
        <ul>
          {profile.recent.map((g) => (
            <li key={g.gameId}>
              <Link href={`/g/${g.gameId}`}>{g.title}</Link> — {g.players.join(', ')} {g.won && <strong class="tag tag-strong">won</strong>}{' '}
              {g.rated && <span class="tag">rated</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function LeaderboardPage({ ruleset }: { ruleset: string }) {
  const [rows, setRows] = useState<Board['players']>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const more = (cursor: string | null) =>
    getLeaderboard(ruleset, cursor).then(
      (b) => {
        setRows((r) => (cursor ? [...r, ...b.players] : b.players));
        setNext(b.next);
      },
      (e: ApiFailure) => setError(e.message),
    );
  useEffect(() => {
    more(null);
  }, [ruleset]);
  useEffect(() => setTitle(`Leaderboard: ${ruleset} — Stonehenge`), [ruleset]);
  return (
    <>
      <PageTitle>Leaderboard: {ruleset}</PageTitle>
      <FormError message={error} />
      {rows.length === 0 && !error ? (
        <p>No rated game of this ruleset has ended yet.</p>
      ) : (
        <ol data-testid="leaderboard">
          {rows.map((p) => (
            <li key={p.handle}>
              <Link href={`/p/${p.handle}`}>{p.name}</Link> <span class="muted">@{p.handle}</span> — {p.rating}
              {p.provisional && <span class="muted"> (provisional)</span>} · {p.games} rated {p.games === 1 ? 'game' : 'games'}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <button type="button" onClick={() => more(next)}>
          More
        </button>
      )}
    </>
  );
}
