/** /open: games whose host lets anyone join, newest first; joining is the usual join page. */
import { useEffect, useState } from 'preact/hooks';
import type { OpenGameEntry, RulesetInfo } from '@schema/api';
import { getOpen, getRulesets } from '../api';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { OptionList, optionsInParts } from '../ui/options-words';
import { fmt, t } from '../i18n';
import { fill } from '../i18n/fill';
import { PageTitle } from '../ui/page-title';
import { NO_FILTERS, OpenFilters, filterParams } from './players/open-filters';
import { RatingBadge } from './players/rating-badge';
import { errorText } from '../i18n/error-text';
import { ChoiceSelect, rulesetChoices } from './choice-select';
import './archive-list.css';
import { nameAsSaid } from '@schema/bot-seats';

const PAGE_SIZE = 20;

function age(iso: string, now: number): string {
  const ms = Date.parse(iso) - now;
  return ms > -120_000 ? t.lists.justNow : fmt.relative(ms);
}

/** Exported for the pseudo-locale check (test/web/pseudo-locale.test.ts). */
export function OpenRow({ game, ruleset }: { game: OpenGameEntry; ruleset: RulesetInfo | undefined }) {
  const options = optionsInParts(game.options, ruleset);
  return (
    <li class="archive-row" data-testid="open-row" data-game={game.gameId}>
      <p class="archive-title">
        {fill(t.lists.hostedBy, { title: game.title, host: <strong>{nameAsSaid(game.host, t.common.formerPlayer)}</strong> })}{' '}
        <RatingBadge rating={game.ratings?.[0]} />
        {game.rated && <span class="tag">{t.lists.rated}</span>}
      </p>
      <p>
        {t.lists.seatsFree(game.seatsLeft, game.players)}
        <span class="muted">
          {' · '}
          <time dateTime={game.createdAt} title={fmt.dateTime(new Date(game.createdAt))}>
            {t.lists.opened(age(game.createdAt, Date.now()))}
          </time>
        </span>
      </p>
      <p class="muted">
        <OptionList rulesetId={game.ruleset} parts={options} />
      </p>
      <p>
        <Link href={`/join/${encodeURIComponent(game.joinCode)}`} class="button primary" data-testid="open-join">
          {t.lists.joinGame}
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
      setError(errorText(err, t.lists.openFailed));
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
      <PageTitle>{t.lists.openTitle}</PageTitle>
      <p>{fill(t.lists.openLead, { start: <Link href="/">{t.lists.openStart}</Link> })}</p>
      <div class="field">
        <label for="open-ruleset">{t.lists.ruleset}</label>
        <ChoiceSelect id="open-ruleset" choices={rulesetChoices(rulesets, t.lists.allRulesets)} value={filter} onChange={setFilter} />
      </div>
      <OpenFilters value={filters} onChange={setFilters} />
      <FormError message={error} />
      {!loading && games.length === 0 && !error && <p class="muted">{t.lists.openNone}</p>}
      <ul class="archive-list" data-testid="open-list">
        {games.map((g) => (
          <OpenRow key={g.gameId} game={g} ruleset={byId.get(g.ruleset)} />
        ))}
      </ul>
      {next && (
        <button type="button" class="button" onClick={() => void load(next)} disabled={loading} data-testid="open-more">
          {t.lists.openMore}
        </button>
      )}
      {loading && <p class="muted">{t.common.loading}</p>}
    </>
  );
}
