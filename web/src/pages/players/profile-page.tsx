/** /p/<handle>: a player's public profile; /leaderboard/<ruleset>: the ruleset's players by rating. */
import { useEffect, useState } from 'preact/hooks';
import { readerName } from '@schema/bot-seats';
import { fmt, t } from '../../i18n';
import { Link } from '../../router';
import { FormError } from '../../ui/form-error';
import { PageTitle } from '../../ui/page-title';
import { setTitle } from '../../ui/waiting';
import { type Board, type Profile, getLeaderboard, getProfile } from './players-api';
import { errorText } from '../../i18n/error-text';
import { useRulesets } from '../../ui/use-rulesets';
import { ColumnHeads } from '../../ui/column-heads';

/** Ruleset titles by id (raw ids until the list loads, or for a ruleset it does not know). */
function useTitles(): (id: string) => string {
  const rulesets = useRulesets();
  return (id) => rulesets?.find((r) => r.id === id)?.title ?? id;
}

/** The rating every player starts a ruleset at (worker/store/ratings.ts). */
const START_RATING = 1000;

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
  const title = useTitles();
  const rulesets = Object.keys({ ...profile.finished, ...profile.ratings });
  return (
    <>
      <PageTitle>{profile.name}</PageTitle>
      <p class="muted" data-testid="profile-who">
        {t.players.memberSince(profile.handle, fmt.date(new Date(profile.since)))}
      </p>
      <p data-testid="profile-reliability">{t.players.reliability(reliability.finished, reliability.timedOut)}</p>
      {rulesets.length > 0 && (
        <div class="table-scroll">
          <table class="panel">
            <ColumnHeads heads={[t.players.colRuleset, t.players.colFinished, t.players.colRating, t.players.colHistory]} />
            <tbody>
              {rulesets.map((r) => {
                const rating = profile.ratings[r];
                const finished = profile.finished[r] ?? 0;
                const points = rating ? chartPoints(rating) : [];
                return (
                  <tr key={r}>
                    <td>
                      <Link href={`/leaderboard/${r}`}>{title(r)}</Link>
                    </td>
                    <td>{finished}</td>
                    <td data-testid={`rating-${r}`}>{rating ? (rating.provisional ? t.players.provisional(rating.rating) : rating.rating) : '—'}</td>
                    <td data-testid={`history-${r}`}>
                      {/* Issue #45 item 8: the rating's course from the start, and the games won. */}
                      {points.length > 1 && <RatingChart points={points} label={t.players.ratingOf(title(r))} />}
                      {points.length > 1 && <span class="muted"> {t.players.ratingSince(points[0]!.rating, points[points.length - 1]!.rating)}</span>}
                      {finished > 0 && <div>{t.players.winsOf(profile.wins?.[r] ?? 0, finished)}</div>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {profile.tournaments && profile.tournaments.length > 0 && (
        <section aria-labelledby="profile-tournaments">
          <h2 id="profile-tournaments">{t.players.tournaments}</h2>
          <ul data-testid="profile-tournaments">
            {profile.tournaments.map((x) => (
              <li key={x.id} data-tournament={x.id}>
                <Link href={`/t/${x.id}`}>{x.name}</Link>{' '}
                <span class="muted">
                  · {title(x.ruleset)} · {t.players.tournamentStatus(x.status)}
                  {x.withdrawn ? ` · ${t.players.tournamentWithdrawn}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2>{t.players.recentGames}</h2>
      {profile.recent.length === 0 ? (
        <p>{t.players.noRecent}</p>
      ) : (
        <ul>
          {profile.recent.map((g) => (
            <li key={g.gameId} data-testid="recent-game">
              <Link href={`/g/${g.gameId}`}>{g.title}</Link> — {fmt.list(g.players.map(readerName(g.players, g.bots, t.common.botName, t.common.formerPlayer)))}
              <br />
              <RecentResult game={g} /> {g.rated && <span class="tag">{t.players.rated}</span>}
              {g.finishedAt && (
                <span class="muted">
                  {' · '}
                  <time dateTime={g.finishedAt}>{fmt.date(new Date(g.finishedAt))}</time>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The chart's points: the history, and before it the starting rating when the history reaches
 * back to the first rated game (a single game then draws a line from 1000 to its rating).
 */
function chartPoints(rating: Profile['ratings'][string]): { at: string; rating: number }[] {
  const { history, games } = rating;
  if (history.length > 0 && history.length >= games) return [{ at: '', rating: START_RATING }, ...history];
  return history;
}

/** How a recent game ended for the player: won, lost (and who won), resigned or out of time; their score. */
function RecentResult({ game }: { game: Profile['recent'][number] }) {
  const m = t.players;
  const winners = (game.winners ?? []).map(readerName(game.players, game.bots, t.common.botName, t.common.formerPlayer));
  const outcome = game.won
    ? m.outcomeWon
    : game.resigned
      ? m.outcomeResigned
      : game.timedOut
        ? m.outcomeTimedOut
        : m.outcomeLost(fmt.list(winners), winners.length);
  return (
    <span data-testid="recent-result">
      {game.won ? <strong class="tag tag-strong">{outcome}</strong> : <span class="tag">{outcome}</span>}
      {game.score !== undefined && <span class="muted"> · {m.scoreOf(game.score)}</span>}
    </span>
  );
}

export function LeaderboardPage({ ruleset: asked }: { ruleset: string }) {
  const rulesets = useRulesets();
  const title = useTitles();
  // `/leaderboard` (the header's link) shows the first ruleset's board.
  const ruleset = asked || rulesets?.[0]?.id || '';
  const [rows, setRows] = useState<Board['players']>([]);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const more = (cursor: string | null) =>
    getLeaderboard(ruleset, cursor).then(
      (b) => {
        setRows((r) => (cursor ? [...r, ...b.players] : b.players));
        setNext(b.next);
        setLoaded(true);
      },
      (e: unknown) => setError(errorText(e)),
    );
  useEffect(() => {
    if (!ruleset) return;
    setRows([]);
    setLoaded(false);
    more(null);
  }, [ruleset]);
  useEffect(() => setTitle(t.players.leaderboardPageTitle(title(ruleset))), [ruleset, rulesets]);
  return (
    <>
      <PageTitle>{t.players.leaderboardTitle(ruleset ? title(ruleset) : '…')}</PageTitle>
      {rulesets && rulesets.length > 1 && (
        <nav class="board-picker" aria-label={t.players.leaderboardPick} data-testid="leaderboard-picker">
          {rulesets.map((r) => (
            <Link key={r.id} href={`/leaderboard/${r.id}`} class="tag" aria-current={r.id === ruleset ? 'page' : undefined}>
              {r.title}
            </Link>
          ))}
        </nav>
      )}
      <FormError message={error} />
      {rows.length === 0 && !error ? (
        loaded && <p>{t.players.leaderboardNone}</p>
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
        <button type="button" class="button" onClick={() => more(next)}>
          {t.players.more}
        </button>
      )}
    </>
  );
}
