/**
 * Tournaments (issue #46): `/t` lists the upcoming, running and finished ones; `/t/<id>` shows a
 * tournament's rules, players, each round's tables with links to their games, and the live
 * standings with their tiebreaks, and lets a signed-in player join or withdraw and the host start
 * or cancel it. Plain headed sections, lists and a captioned table: the same for a screen reader
 * as for the eye.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { TournamentDetail, TournamentSummary } from '@schema/tournaments';
import { answered, api, json, seg } from '../api';
import { fmt, t } from '../i18n';
import { errorText } from '../i18n/error-text';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { setTitle } from '../ui/waiting';
import { useRulesets } from '../ui/use-rulesets';
import { ColumnHeads } from '../ui/column-heads';
import { optionWords, useRulesetWords } from '../ui/options-words';
import type { RulesetInfo } from '@schema/api';
import { getMe } from './players/players-api';
import { TournamentCreate } from './tournament-create';

const listOf = (status: 'upcoming' | 'running' | 'finished'): Promise<TournamentSummary[]> =>
  json(api.tournaments.$get({ query: { status } })).then((r) => r.tournaments as TournamentSummary[]);
const detailOf = (id: string): Promise<TournamentDetail> => json(api.tournaments[':id'].$get({ param: { id: seg(id) } })) as Promise<TournamentDetail>;

function formatName(format: TournamentSummary['format']): string {
  return format === 'swiss' ? t.tournaments.swiss : format === 'round-robin' ? t.tournaments.roundRobin : t.tournaments.knockout;
}

const when = (at: number) => fmt.dateTime(at);

export function TournamentsPage() {
  const [lists, setLists] = useState<Record<string, TournamentSummary[]> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A ruleset by its title, not its id (the ruleset list; the id until it is there).
  const rulesets = useRulesets();
  // Signed in: the form to host one (null while asking).
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => setTitle(t.tournaments.listPageTitle), []);
  useEffect(() => {
    getMe().then(
      (me) => setSignedIn(me !== null),
      () => setSignedIn(false),
    );
  }, []);
  useEffect(() => {
    Promise.all([listOf('upcoming'), listOf('running'), listOf('finished')]).then(
      ([upcoming, running, finished]) => setLists({ upcoming, running, finished }),
      (e: unknown) => setError(errorText(e)),
    );
  }, []);
  const titles = new Map((rulesets ?? []).map((r) => [r.id, r.title]));
  return (
    <>
      <TournamentsView lists={lists} error={error} titles={titles} />
      <HostForm signedIn={signedIn} rulesets={rulesets} />
    </>
  );
}

/** The create form for a signed-in player; a sign-in link otherwise. */
function HostForm({ signedIn, rulesets }: { signedIn: boolean | null; rulesets: RulesetInfo[] | null }) {
  if (signedIn === null) return null;
  if (!signedIn)
    return (
      <p data-tournament-signin>
        <Link href="/signin?next=/t">{t.tournaments.newSignIn}</Link>
      </p>
    );
  return rulesets?.length ? <TournamentCreate rulesets={rulesets} /> : null;
}

/** The list of /t once read (`lists` null: still loading): the pseudo-locale check renders it from samples. */
export function TournamentsView({
  lists,
  error,
  titles,
}: {
  lists: Record<string, TournamentSummary[]> | null;
  error: string | null;
  titles: ReadonlyMap<string, string>;
}) {
  const sections = [
    ['upcoming', t.tournaments.upcoming, t.tournaments.noneUpcoming],
    ['running', t.tournaments.running, t.tournaments.noneRunning],
    ['finished', t.tournaments.finished, t.tournaments.noneFinished],
  ] as const;
  return (
    <>
      <PageTitle>{t.tournaments.listTitle}</PageTitle>
      <p class="muted">{t.tournaments.listLead}</p>
      <FormError message={error} />
      {!lists && !error && <p aria-live="polite">{t.tournaments.loading}</p>}
      {lists &&
        sections.map(([key, heading, none]) => (
          <section key={key} aria-labelledby={`t-${key}`} data-tournaments={key}>
            <h2 id={`t-${key}`}>{heading}</h2>
            {lists[key]?.length ? (
              <ul class="card-list">
                {lists[key]!.map((x) => (
                  <li key={x.id} data-tournament={x.id}>
                    <Link href={`/t/${x.id}`}>{x.name}</Link>
                    <div class="muted">
                      {t.tournaments.summary(titles.get(x.ruleset) ?? x.ruleset, formatName(x.format), x.tableSize, x.players)}
                      {x.status === 'upcoming' && x.startsAt !== null ? ` · ${t.tournaments.startsAt(when(x.startsAt))}` : ''}
                      {x.status === 'running' ? ` · ${t.tournaments.roundOf(x.round)}` : ''}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p class="muted">{none}</p>
            )}
          </section>
        ))}
    </>
  );
}

export function TournamentPage({ id }: { id: string }) {
  const [data, setData] = useState<TournamentDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(() => detailOf(id).then(setData, (e: unknown) => setError(errorText(e))), [id]);
  useEffect(() => {
    load();
    // Live standings: the page reads the tournament again every half minute while it is open.
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load();
    }, 30_000);
    return () => clearInterval(timer);
  }, [load]);
  useEffect(() => setTitle(t.tournaments.pageTitle(data?.name ?? t.tournaments.listTitle)), [data]);
  const act = (path: 'join' | 'withdraw' | 'start' | 'cancel') => async () => {
    setBusy(true);
    setError(null);
    try {
      const param = { param: { id: seg(id) } };
      const one = api.tournaments[':id'];
      await (path === 'join'
        ? answered(one.join.$post(param))
        : path === 'withdraw'
          ? answered(one.withdraw.$post(param))
          : path === 'start'
            ? answered(one.start.$post(param))
            : answered(one.cancel.$post(param)));
      await load();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const host = async (send: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await send();
      await load();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const one = api.tournaments[':id'];
  const remove = (handle: string) => () => host(() => answered(one.remove.$post({ param: { id: seg(id) }, json: { handle } })));
  const addBots = (level: 'random' | 'good', count: number) => host(() => answered(one.bots.$post({ param: { id: seg(id) }, json: { level, count } })));
  const rulesets = useRulesets();
  useRulesetWords(data?.ruleset ?? '');
  const info = rulesets?.find((r) => r.id === data?.ruleset) ?? null;
  return <TournamentView data={data} error={error} busy={busy} act={act} remove={remove} addBots={addBots} ruleset={info} />;
}

/** An entrant's name as the page says it: a bot's in the reader's words ("Bot 2 (gut)"), a player's handle. */
function entrantName(handle: string, bot: 'random' | 'good' | undefined): string {
  if (!bot) return `@${handle}`;
  return t.tournaments.botName(Number(handle.slice(4)) || 0, bot === 'good');
}

/** The host's bot entrants: how many and how strong, added at once. */
function AddBots({ busy, add, max }: { busy: boolean; add: (level: 'random' | 'good', count: number) => void; max: number }) {
  const [count, setCount] = useState(1);
  const [level, setLevel] = useState<'random' | 'good'>('good');
  return (
    <form
      class="inline-form add-bots"
      onSubmit={(e) => {
        e.preventDefault();
        add(level, Math.min(count, max));
      }}
      data-add-bots
    >
      <label>
        {t.tournaments.newBotCount}
        <select class="input" value={String(count)} onChange={(e) => setCount(Number(e.currentTarget.value))} data-testid="add-bot-count">
          {Array.from({ length: Math.max(1, Math.min(max, 10)) }, (_, i) => (
            <option key={i} value={String(i + 1)}>
              {t.tournaments.nBots(i + 1)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t.tournaments.newBotLevel}
        <select class="input" value={level} onChange={(e) => setLevel(e.currentTarget.value as 'random' | 'good')} data-testid="add-bot-level">
          <option value="good">{t.tournaments.botGood}</option>
          <option value="random">{t.tournaments.botRandom}</option>
        </select>
      </label>
      <button type="submit" class="button" disabled={busy}>
        {t.tournaments.addBots}
      </button>
    </form>
  );
}

/** /t/<id> once read (`data` null: still loading, or failed): the pseudo-locale check renders it from samples. */
export function TournamentView({
  data,
  error,
  busy,
  act,
  remove,
  addBots,
  ruleset = null,
}: {
  data: TournamentDetail | null;
  error: string | null;
  busy: boolean;
  act: (path: 'join' | 'withdraw' | 'start' | 'cancel') => () => void;
  /** The host removes an entrant (by handle; a bot's is `bot:<n>`). */
  remove?: (handle: string) => () => void;
  addBots?: (level: 'random' | 'good', count: number) => void;
  /** The ruleset's info, for the chosen options' words (null: not read yet). */
  ruleset?: RulesetInfo | null;
}) {
  if (!data)
    return (
      <>
        <PageTitle>{t.tournaments.listTitle}</PageTitle>
        <FormError message={error} />
        {!error && <p aria-live="polite">{t.tournaments.loading}</p>}
      </>
    );
  const status = {
    upcoming: t.tournaments.statusUpcoming,
    running: t.tournaments.statusRunning,
    finished: t.tournaments.statusFinished,
    cancelled: t.tournaments.statusCancelled,
  }[data.status];
  const you = data.you;
  const r = data.rules;
  const clock =
    r.timeControl.kind === 'per-move'
      ? t.tournaments.perMove(r.timeControl.hours)
      : t.tournaments.bank(r.timeControl.initialHours, r.timeControl.incrementHours);
  const botOf = new Map(data.players.flatMap((p) => (p.bot ? [[p.handle, p.bot] as const] : [])));
  const said = (h: string) => entrantName(h, botOf.get(h));
  // The chosen options in the ruleset's words (each "label: choice"); their ids until the ruleset is read.
  const words = optionWords(data.ruleset);
  const optionsSaid = Object.entries(r.options)
    .map(([id, v]) => {
      const o = ruleset?.options.find((x) => x.id === id);
      const value = typeof v === 'boolean' ? (v ? t.tournaments.optionOn : t.tournaments.optionOff) : o ? words.choice(o, String(v)) : String(v);
      return `${o ? words.label(o) : id}: ${value}`;
    })
    .join(' · ');
  const reason = (x: TournamentDetail['players'][number]) =>
    x.reason === 'timeout' ? t.tournaments.withdrawnTimeout : x.reason === 'removed' ? t.tournaments.withdrawnRemoved : t.tournaments.withdrawnSelf;
  return (
    <>
      <PageTitle>{data.name}</PageTitle>
      <p data-tournament-status={data.status}>
        <strong>{status}</strong> · {data.title} · {t.tournaments.host(data.host)}
      </p>
      {data.status === 'upcoming' && <p>{data.startsAt !== null ? t.tournaments.startsOn(when(data.startsAt)) : t.tournaments.hostStarts}</p>}
      <FormError message={error} />
      <div class="actions button-row" aria-busy={busy}>
        {!you && data.status === 'upcoming' && <Link href="/signin">{t.tournaments.signInToJoin}</Link>}
        {(
          [
            ['join', you?.canJoin],
            ['withdraw', you?.canWithdraw],
            ['start', you?.canStart],
            ['cancel', you?.canCancel],
          ] as const
        ).map(
          ([action, can]) =>
            can && (
              <button
                key={action}
                type="button"
                class={action === 'start' || action === 'join' ? 'button primary' : 'button'}
                disabled={busy}
                onClick={act(action)}
                data-action={action}
              >
                {t.tournaments[action]}
              </button>
            ),
        )}
      </div>
      {you?.joined && (
        <p data-you="in">
          {t.tournaments.youAreIn} <Link href="/me">→</Link>
        </p>
      )}
      {you?.withdrawn && <p data-you="withdrawn">{t.tournaments.youWithdrew}</p>}
      {you?.timedOut && (
        <p class="notice" data-you="timed-out">
          {t.tournaments.youTimedOut(you.timedOut.gamesLeft)}
        </p>
      )}

      <section aria-labelledby="t-standings">
        <h2 id="t-standings">{t.tournaments.standings}</h2>
        {data.rounds.some((x) => x.tables.some((y) => y.result)) ? (
          <div class="table-scroll">
            <table class="panel standings" data-standings>
              <caption>{t.tournaments.standingsCaption}</caption>
              <ColumnHeads
                heads={[
                  <abbr key="rank" title={t.tournaments.colRank}>
                    {t.tournaments.colRankShort}
                  </abbr>,
                  t.tournaments.colPlayer,
                  t.tournaments.colPoints,
                  <abbr key="opp" title={t.tournaments.colOpponents}>
                    {t.tournaments.colOpponentsShort}
                  </abbr>,
                  <abbr key="sb" title={t.tournaments.colSb}>
                    {t.tournaments.colSbShort}
                  </abbr>,
                  <abbr key="wins" title={t.tournaments.colWins}>
                    {t.tournaments.colWinsShort}
                  </abbr>,
                  <abbr key="games" title={t.tournaments.colGames}>
                    {t.tournaments.colGamesShort}
                  </abbr>,
                ]}
              />
              <tbody>
                {data.standings.map((s) => (
                  <tr key={s.handle} data-standing={s.handle}>
                    <td>{s.rank}</td>
                    <th scope="row">
                      {s.bot ? (
                        <span data-bot={s.bot}>
                          {entrantName(s.handle, s.bot)} <span class="muted">({t.tournaments.isBot})</span>
                        </span>
                      ) : (
                        <Link href={`/p/${s.handle}`}>{s.name}</Link>
                      )}
                      {s.withdrawn ? <span class="muted"> ({t.tournaments.withdrawnAny})</span> : null}
                    </th>
                    <td>{fmt.number(s.points)}</td>
                    <td>{fmt.number(s.tiebreaks.opponents, { maximumFractionDigits: 2 })}</td>
                    <td>{fmt.number(s.tiebreaks.sonnebornBerger, { maximumFractionDigits: 2 })}</td>
                    <td>{s.tiebreaks.wins}</td>
                    <td>{s.games}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p class="muted">{t.tournaments.noStandings}</p>
        )}
      </section>

      <section aria-labelledby="t-rounds">
        <h2 id="t-rounds">{t.tournaments.rounds}</h2>
        {data.rounds.some((x) => x.tables.some((y) => y.result)) && (
          <p>
            <Link href={`/archive?tournament=${encodeURIComponent(data.id)}`} data-testid="tournament-archive">
              {t.tournaments.inArchive}
            </Link>
          </p>
        )}
        {data.rounds.map((round) => (
          <section key={round.round} aria-labelledby={`t-round-${round.round}`} data-round={round.round}>
            <h3 id={`t-round-${round.round}`}>
              {t.tournaments.round(round.round)}{' '}
              <span class="muted">· {round.ended ? t.tournaments.roundEnded : t.tournaments.roundEnds(when(round.endsAt))}</span>
            </h3>
            <ol>
              {round.tables.map((table, i) => (
                <li key={table.gameId} data-table={table.gameId}>
                  <Link href={`/g/${table.gameId}`} aria-label={t.tournaments.openGame(i + 1)}>
                    {t.tournaments.table(i + 1)}
                  </Link>
                  {': '}
                  {table.seats.map((h, seat) => (table.result ? `${t.tournaments.place(table.result.places[seat] ?? 0)} ${said(h)}` : said(h))).join(', ')}
                  {!table.result && <span class="muted"> · {t.tournaments.playing}</span>}
                  {table.result?.settled === 'bot' && <span class="muted"> · {t.tournaments.settledBot}</span>}
                  {table.result?.settled === 'forfeit' && <span class="muted"> · {t.tournaments.settledForfeit}</span>}
                </li>
              ))}
            </ol>
            {round.byes.length > 0 && <p class="muted">{t.tournaments.byes(round.byes.map(said).join(', '))}</p>}
          </section>
        ))}
      </section>

      <section aria-labelledby="t-players">
        <h2 id="t-players">{t.tournaments.players}</h2>
        <ul class="entrants">
          {data.players.map((p) => (
            <li key={p.handle} data-entrant={p.handle}>
              <span>
                {p.bot ? (
                  <span data-bot={p.bot}>
                    {entrantName(p.handle, p.bot)} <span class="muted">({t.tournaments.isBot})</span>
                  </span>
                ) : (
                  <>
                    <Link href={`/p/${p.handle}`}>{p.name}</Link> <span class="muted">@{p.handle}</span>
                  </>
                )}
                {p.withdrawn && <span class="muted"> ({reason(p)})</span>}
              </span>
              {remove && you?.host && !p.withdrawn && (data.status === 'upcoming' || data.status === 'running') && (
                <button
                  type="button"
                  class="button"
                  disabled={busy}
                  onClick={remove(p.handle)}
                  aria-label={t.tournaments.remove(p.bot ? entrantName(p.handle, p.bot) : p.name)}
                  data-remove={p.handle}
                >
                  {t.tournaments.removeShort}
                </button>
              )}
            </li>
          ))}
        </ul>
        {addBots && you?.canAddBots && <AddBots busy={busy} add={addBots} max={data.maxPlayers - data.players.filter((p) => !p.withdrawn).length} />}
      </section>

      <section aria-labelledby="t-rules">
        <h2 id="t-rules">{t.tournaments.rules}</h2>
        <dl class="rules-list">
          <dt>{t.tournaments.ruleOptions}</dt>
          <dd data-rule-options>{optionsSaid || t.tournaments.noOptions}</dd>
          <dt>{t.tournaments.ruleFormat}</dt>
          <dd>{formatName(data.format)}</dd>
          <dt>{t.tournaments.ruleTables}</dt>
          <dd>{t.tournaments.tablesOf(data.tableSize)}</dd>
          <dt>{t.tournaments.rulePlayers}</dt>
          <dd>{t.tournaments.playersRange(data.minPlayers, data.maxPlayers)}</dd>
          <dt>{t.tournaments.ruleRounds}</dt>
          <dd>{data.roundsPlanned ?? t.tournaments.roundsUntilFinal}</dd>
          <dt>{t.tournaments.ruleRoundLength}</dt>
          <dd>
            {t.tournaments.roundLength(r.roundHours)}
            {r.schedule === 'all-at-once' ? ` (${t.tournaments.allAtOnce})` : ''}
          </dd>
          <dt>{t.tournaments.ruleClock}</dt>
          <dd>
            {clock}
            {r.weekendsOff ? `, ${t.tournaments.weekendsOff}` : ''}
          </dd>
          <dt>{t.tournaments.ruleAway}</dt>
          <dd>{r.awayAllowed ? t.tournaments.awayAllowed : t.tournaments.awayNotAllowed}</dd>
          <dt>{t.tournaments.ruleTimeouts}</dt>
          <dd>{r.barTimedOut ? t.tournaments.barTimedOut : t.tournaments.noBar}</dd>
          <dt>{t.tournaments.ruleSettle}</dt>
          <dd>{r.settle === 'bot' ? t.tournaments.settleBot : t.tournaments.settleForfeit}</dd>
          <dt>{t.tournaments.rulePoints}</dt>
          <dd>
            {r.pointsByPlace.map((p) => fmt.number(p)).join(' · ')} ({t.tournaments.byePoints(r.byePoints)})
          </dd>
          {r.advance !== null && (
            <>
              <dt>{t.tournaments.ruleAdvance}</dt>
              <dd>{r.advance}</dd>
            </>
          )}
          {(r.ratingMin !== null || r.ratingMax !== null) && (
            <>
              <dt>{t.tournaments.ruleRating}</dt>
              <dd>{t.tournaments.ratingRange(String(r.ratingMin ?? 0), r.ratingMax === null ? '∞' : String(r.ratingMax))}</dd>
            </>
          )}
        </dl>
      </section>
    </>
  );
}
