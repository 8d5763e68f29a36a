/** /p/<handle>: a player's public profile; /leaderboard/<ruleset>: the ruleset's players by rating. */
import { useEffect, useState } from 'preact/hooks';
import { fmt, t } from '../../i18n';
import { Link } from '../../router';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { type Board, type Profile, getLeaderboard, getProfile } from './players-api';
import { errorText } from '../../i18n/error-text';

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
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={t.players.ratingFromTo(label, values[0]!, values[values.length - 1]!)}>
      <path d={d} fill="none" stroke="currentColor" stroke-width="2" />
    </svg>
  );
}

export function ProfilePage({ handle }: { handle: string }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    getProfile(handle).then(setProfile, (e: unknown) => setError(errorText(e)));
  }, [handle]);
  useEffect(() => setTitle(t.players.pageTitle(profile?.name ?? handle)), [profile, handle]);
  if (!profile)
    return (
      <>
        <PageTitle>@{handle}</PageTitle>
        <FormError message={error} />
      </>
    );
  return <ProfileView profile={profile} />;
}

/** A loaded profile (exported for the pseudo-locale check). */
export function ProfileView({ profile }: { profile: Profile }) {
  const { reliability } = profile;
  const rulesets = Object.keys({ ...profile.finished, ...profile.ratings });
  return (
    <>
      <PageTitle>{profile.name}</PageTitle>
      <p class="muted" data-testid="profile-who">
        {t.players.memberSince(profile.handle, fmt.date(new Date(profile.since)))}
      </p>
      <p data-testid="profile-reliability">{t.players.reliability(reliability.finished, reliability.timedOut)}</p>
      {rulesets.length > 0 && (
        <table class="panel">
          <thead>
            <tr>
              <th scope="col">{t.players.colRuleset}</th>
              <th scope="col">{t.players.colFinished}</th>
              <th scope="col">{t.players.colRating}</th>
              <th scope="col">{t.players.colHistory}</th>
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
                  <td data-testid={`rating-${r}`}>{rating ? (rating.provisional ? t.players.provisional(rating.rating) : rating.rating) : '—'}</td>
                  <td>{rating && <RatingChart points={rating.history} label={t.players.ratingOf(r)} />}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h2>{t.players.recentGames}</h2>
      {profile.recent.length === 0 ? (
        <p>{t.players.noRecent}</p>
      ) : (
        <ul>
          {profile.recent.map((g) => (
            <li key={g.gameId}>
              <Link href={`/g/${g.gameId}`}>{g.title}</Link> — {g.players.join(', ')} {g.won && <strong class="tag tag-strong">{t.players.won}</strong>}{' '}
              {g.rated && <span class="tag">{t.players.rated}</span>}
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
      (e: unknown) => setError(errorText(e)),
    );
  useEffect(() => {
    more(null);
  }, [ruleset]);
  useEffect(() => setTitle(t.players.leaderboardPageTitle(ruleset)), [ruleset]);
  return (
    <>
      <PageTitle>{t.players.leaderboardTitle(ruleset)}</PageTitle>
      <FormError message={error} />
      {rows.length === 0 && !error ? (
        <p>{t.players.leaderboardNone}</p>
      ) : (
        <ol data-testid="leaderboard">
          {rows.map((p) => (
            <li key={p.handle}>
              <Link href={`/p/${p.handle}`}>{p.name}</Link> <span class="muted">@{p.handle}</span> — {p.rating}
              {p.provisional && <span class="muted">{t.players.provisionalTag}</span>} · {t.players.ratedGames(p.games)}
            </li>
          ))}
        </ol>
      )}
      {next && (
        <button type="button" onClick={() => more(next)}>
          {t.players.more}
        </button>
      )}
    </>
  );
}
