/** /archive: finished, listed games, newest first, filtered by ruleset, paged with "More". */
import { useEffect, useState } from 'preact/hooks';
import type { ArchiveEntry, LiveEntry, RulesetInfo } from '@schema/api';
import { readerName } from '@schema/bot-seats';
import { getArchive, getLive, getRulesets } from '../api';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { fmt, t } from '../i18n';
import { fill } from '../i18n/fill';
import { PageTitle } from '../ui/page-title';
import { TournamentLine } from '../ui/tournament-line';
import { setTitle } from '../ui/waiting';
import { errorText } from '../i18n/error-text';
import { ChoiceSelect, rulesetChoices } from './choice-select';
import './archive-list.css';

const PAGE_SIZE = 20;

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : fmt.dateTime(d, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Exported for the pseudo-locale check (test/web/pseudo-locale.test.ts). */
export function ArchiveRow({ game, titles }: { game: ArchiveEntry; titles: Map<string, string> }) {
  // A bot's seat in the reader's words, not the English name stored with it (#45, schema/bot-seats.ts).
  const said = readerName(game.players, game.bots, t.common.botName, t.common.formerPlayer);
  const players = game.players.map(said);
  const winners = game.result.winners.map((s) => players[s] ?? t.archive.seat(s + 1));
  const resigned = (game.result.resigned ?? []).map((s) => players[s] ?? t.archive.seat(s + 1));
  const forfeited = (game.result.forfeit?.seats ?? []).map((s) => players[s] ?? t.archive.seat(s + 1));
  return (
    <li class="archive-row" data-testid="archive-row" data-game={game.gameId}>
      <p class="archive-title">
        <Link href={`/g/${encodeURIComponent(game.gameId)}`}>
          {titles.get(game.ruleset) ?? game.ruleset}: {fmt.list(players)}
        </Link>
      </p>
      <p>
        {winners.length ? fill(t.archive.wonBy, { names: <strong>{fmt.list(winners)}</strong> }) : t.archive.noWinner}
        {/* How it ended when not by the rules alone (#45 item 9): who resigned, who forfeited on time. */}
        {resigned.length > 0 && <> · {t.archive.resigned(fmt.list(resigned), resigned.length)}</>}
        {forfeited.length > 0 && <> · {t.archive.forfeited(fmt.list(forfeited), forfeited.length)}</>}
        <span class="muted">
          {' · '}
          <time dateTime={game.finishedAt}>{formatDate(game.finishedAt)}</time> · {t.archive.moves(game.actions)}
        </span>
      </p>
      <p>
        <Link href={`/replay/${encodeURIComponent(game.gameId)}`} data-testid="archive-replay">
          {t.archive.replay}
        </Link>
        {' · '}
        <a href={`/api/games/${encodeURIComponent(game.gameId)}/record`} download={`stonehenge-${game.ruleset}-${game.gameId}.json`}>
          {t.archive.downloadRecord}
        </a>
      </p>
      {game.tournament && (
        <p class="muted">
          <TournamentLine tournament={game.tournament} named={false} />
        </p>
      )}
    </li>
  );
}

/** A game being played, listed under "Live now". */
export function LiveRow({ game: g, titles }: { game: LiveEntry; titles: Map<string, string> }) {
  const said = readerName(g.players, g.bots, t.common.botName, t.common.formerPlayer);
  return (
    <li class="archive-row" data-testid="live-row">
      <Link href={`/g/${encodeURIComponent(g.gameId)}`}>
        {titles.get(g.ruleset) ?? g.ruleset}: {fmt.list(g.players.map(said))}
      </Link>
      <span class="muted">
        {' · '}
        {t.archive.movesSoFar(g.actions)}
        {g.active.length ? ` · ${t.archive.waitingFor(fmt.list(g.active.map(said)))}` : ''}
      </span>
    </li>
  );
}

export function ArchivePage() {
  const [rulesets, setRulesets] = useState<RulesetInfo[]>([]);
  const [filter, setFilter] = useState('');
  // `?tournament=<id>` (a tournament page's link): that tournament's games only.
  const [tournament, setTournament] = useState(() => new URLSearchParams(location.search).get('tournament') ?? '');
  const [player, setPlayer] = useState('');
  const [typed, setTyped] = useState('');
  const [live, setLive] = useState<LiveEntry[]>([]);
  const [games, setGames] = useState<ArchiveEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setTitle(t.archive.archivePageTitle);
    getRulesets().then(setRulesets, () => setRulesets([]));
  }, []);

  const load = async (cursor: string | null) => {
    setLoading(true);
    setError(null);
    try {
      const page = await getArchive({
        ruleset: filter || undefined,
        player: player || undefined,
        tournament: tournament || undefined,
        cursor,
        limit: PAGE_SIZE,
      });
      setGames((old) => (cursor ? [...old, ...page.games] : page.games));
      setNext(page.next);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    setGames([]);
    void load(null);
    getLive({ ruleset: filter || undefined, player: player || undefined }).then(
      (page) => setLive(page.games),
      () => setLive([]),
    );
  }, [filter, player, tournament]);

  const titles = new Map(rulesets.map((r) => [r.id, r.title]));
  return (
    <>
      <PageTitle>{t.archive.archiveTitle}</PageTitle>
      <div class="panel filter">
        <label for="archive-ruleset">{t.lists.ruleset}</label>
        <ChoiceSelect
          id="archive-ruleset"
          testId="archive-filter"
          choices={rulesetChoices(rulesets, t.lists.allRulesets)}
          value={filter}
          onChange={setFilter}
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setPlayer(typed.trim());
          }}
        >
          <label for="archive-player">{t.archive.playerName}</label>
          <input id="archive-player" class="input" value={typed} maxLength={40} onInput={(e) => setTyped(e.currentTarget.value)} data-testid="archive-player" />
          <button type="submit" class="button">
            {t.archive.filter}
          </button>
        </form>
      </div>
      {tournament && (
        <p class="notice" data-testid="archive-tournament">
          <TournamentLine tournament={{ id: tournament, round: 0 }} words={t.archive.ofTournament} />{' '}
          <Link
            href="/archive"
            onClick={() => {
              setTournament('');
            }}
          >
            {t.archive.allGames}
          </Link>
        </p>
      )}
      {live.length > 0 && (
        <section class="panel" aria-labelledby="live-title" data-testid="live-list">
          <h2 id="live-title">{t.archive.liveNow}</h2>
          <ul class="archive">
            {live.map((g) => (
              <LiveRow key={g.gameId} game={g} titles={titles} />
            ))}
          </ul>
        </section>
      )}
      <FormError message={error} />
      {games.length === 0 && !loading && !error && <p class="muted">{t.archive.archiveNone}</p>}
      <ul class="archive" data-testid="archive-list">
        {games.map((g) => (
          <ArchiveRow key={g.gameId} game={g} titles={titles} />
        ))}
      </ul>
      {loading && <p class="muted">{t.common.loading}</p>}
      {next && !loading && (
        <button type="button" class="button" onClick={() => void load(next)} data-testid="archive-more">
          {t.archive.more}
        </button>
      )}
    </>
  );
}
