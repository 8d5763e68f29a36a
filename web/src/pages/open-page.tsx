/** /open: games whose host lets anyone join, newest first; joining is the usual join page. */
import { useEffect, useState } from 'preact/hooks';
import type { OpenGameEntry, RulesetInfo } from '@schema/api';
import { getOpen, getRulesets } from '../api';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { optionsInWords } from '../ui/options-words';
import { PageTitle } from '../ui/page-title';
import { NO_FILTERS, OpenFilters, RatingBadge, filterParams } from './players/open-filters';

const PAGE_SIZE = 20;

function age(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return minutes <= 1 ? 'just now' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.round(hours / 24)} days ago`;
}

function OpenRow({ game, ruleset }: { game: OpenGameEntry; ruleset: RulesetInfo | undefined }) {
  const options = optionsInWords(game.options, ruleset);
  return (
    <li class="archive-row" data-testid="open-row" data-game={game.gameId}>
      <p class="archive-title">
        {game.title}, hosted by <strong>{game.host}</strong> <RatingBadge rating={game.ratings?.[0]} />
        {game.rated && <span class="tag">rated</span>}
      </p>
      <p>
        {game.seatsLeft} of {game.players} seats free
        <span class="muted">
          {' · '}
          <time dateTime={game.createdAt} title={new Date(game.createdAt).toLocaleString()}>
            opened {age(game.createdAt, Date.now())}
          </time>
        </span>
      </p>
      <p class="muted">{options.length ? options.join(' · ') : 'Standard rules'}</p>
      <p>
        <Link href={`/join/${encodeURIComponent(game.joinCode)}`} class="button primary" data-testid="open-join">
          Join this game
        </Link>
      </p>
    </li>
  );
}

export function OpenGamesPage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[]>([]);
  const [filter, setFilter] = useState('');
  const [filters, setFilters] = useState(NO_FILTERS);
  const [games, setGames] = useState<OpenGameEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void getRulesets()
      .then(setRulesets)
      .catch(() => undefined);
  }, []);

  async function load(cursor: string | null) {
    setLoading(true);
    setError(null);
    try {
      const page = await getOpen({ ruleset: filter || undefined, cursor, limit: PAGE_SIZE, filters: filterParams(filters) });
      setGames((prev) => (cursor ? [...prev, ...page.games] : page.games));
      setNext(page.next);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The open games could not be loaded.');
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    void load(null);
  }, [filter, JSON.stringify(filters)]);

  const byId = new Map(rulesets.map((r) => [r.id, r]));
  return (
    <>
      <PageTitle>Open games</PageTitle>
      <p>
        These games are waiting for players, and their hosts let anyone join. Pick one, type your name, and you have a seat. An open game nobody fills closes
        after a week. You can also <Link href="/">start one yourself</Link> and tick "Anyone may join".
      </p>
      <div class="field">
        <label for="open-ruleset">Ruleset</label>
        <select id="open-ruleset" class="input" value={filter} onChange={(e) => setFilter(e.currentTarget.value)}>
          <option value="">All rulesets</option>
          {rulesets.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      <OpenFilters value={filters} onChange={setFilters} />
      <FormError message={error} />
      {!loading && games.length === 0 && !error && <p class="muted">No open games right now.</p>}
      <ul class="archive-list" data-testid="open-list">
        {games.map((g) => (
          <OpenRow key={g.gameId} game={g} ruleset={byId.get(g.ruleset)} />
        ))}
      </ul>
      {next && (
        <button type="button" class="button" onClick={() => void load(next)} disabled={loading} data-testid="open-more">
          More open games
        </button>
      )}
      {loading && <p class="muted">Loading…</p>}
    </>
  );
}
