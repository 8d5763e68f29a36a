/**
 * /stats: figures over the archive (GET /api/stats), drawn as charts per ruleset and player
 * count: how long games take, who wins by seat (with a 95% interval, so a lead from a handful
 * of games does not look like an advantage), how far apart the scores end, and which options
 * are played. Each chart is an SVG image with a sentence for screen readers; the numbers are
 * in a table under "The numbers".
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { StatsPage as Stats } from '@schema/api';
import { getStats } from '../api';
import { fmt, locale, t } from '../i18n';
import { fill } from '../i18n/fill';
import { Link } from '../router';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { useRulesets } from '../ui/use-rulesets';
import { setTitle } from '../ui/waiting';
import { errorText } from '../i18n/error-text';
import './stats-page.css';
import { ColumnHeads } from '../ui/column-heads';
import { useChunk } from '../ui/use-chunk';
import { loadRulesetWords } from '../rulesets/registry';
import { optionWords } from '../ui/options-words';

type PlayerCount = Stats['rulesets'][number]['byPlayers'][number];

const percent = (rate: number) => fmt.number(rate, { style: 'percent', maximumFractionDigits: 0 });
const oneDecimal = (n: number) => fmt.number(Math.round(n * 10) / 10);

/** The 95% Wilson score interval of a rate of `wins` in `games` (it stays inside 0–1, unlike the normal one). */
export function wilson(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1];
  const z = 1.96;
  const p = wins / games;
  const centre = p + (z * z) / (2 * games);
  const margin = z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games));
  const denominator = 1 + (z * z) / games;
  return [Math.max(0, (centre - margin) / denominator), Math.min(1, (centre + margin) / denominator)];
}

/** Values grouped into at most `most` equal bins, for a histogram: [from, to] inclusive and a count. */
export function bins(counts: { value: number; games: number }[], most = 10): { from: number; to: number; games: number }[] {
  if (!counts.length) return [];
  const min = Math.min(...counts.map((c) => c.value));
  const max = Math.max(...counts.map((c) => c.value));
  const width = Math.max(1, Math.ceil((max - min + 1) / most));
  const out: { from: number; to: number; games: number }[] = [];
  for (let from = min; from <= max; from += width) {
    const to = from + width - 1;
    out.push({ from, to, games: counts.filter((c) => c.value >= from && c.value <= to).reduce((n, c) => n + c.games, 0) });
  }
  return out;
}

function Chart({ title, summary, children, testid }: { title: string; summary: string; children: ComponentChildren; testid: string }) {
  return (
    <figure class="stats-chart" data-testid={testid}>
      <figcaption>{title}</figcaption>
      {children}
      <p class="visually-hidden">{summary}</p>
    </figure>
  );
}

type Bars = { label: string; games: number }[];

/** A histogram in its chart, its summary saying every bar. */
function HistogramChart(props: { title: string; testid: string; summary: (bars: string) => string; bars: Bars; unit: string }) {
  const said = props.bars.map((b) => t.stats.bar(b.label, t.stats.games(b.games))).join('; ');
  return (
    <Chart title={props.title} testid={props.testid} summary={props.summary(said)}>
      <Histogram bars={props.bars} unit={props.unit} />
    </Chart>
  );
}

/** Vertical bars over a labelled axis: a histogram. */
function Histogram({ bars, unit }: { bars: Bars; unit: string }) {
  const W = 320;
  const H = 120;
  const top = Math.max(1, ...bars.map((b) => b.games));
  const step = W / Math.max(1, bars.length);
  return (
    <svg class="stats-svg" viewBox={`0 0 ${W} ${H + 34}`} aria-hidden="true">
      <line class="stats-axis" x1="0" y1={H} x2={W} y2={H} />
      {bars.map((b, i) => {
        const h = (b.games / top) * (H - 14);
        const x = i * step + step * 0.12;
        return (
          <g key={b.label}>
            <rect class="stats-bar" x={x} y={H - h} width={step * 0.76} height={h} rx="2" />
            {b.games > 0 && (
              <text class="stats-count" x={x + step * 0.38} y={H - h - 3}>
                {b.games}
              </text>
            )}
            {(bars.length <= 6 || i % 2 === 0) && (
              <text class="stats-tick" x={x + step * 0.38} y={H + 14}>
                {b.label}
              </text>
            )}
          </g>
        );
      })}
      <text class="stats-unit" x={W / 2} y={H + 30}>
        {unit}
      </text>
    </svg>
  );
}

/** A win rate to draw: one bar with its 95% whisker. */
interface RateRow {
  key: string | number;
  label: string;
  wins: number;
  games: number;
}

/** One bar per row: its win rate, a whisker for the 95% interval, and a dashed line at a fair share. */
function WinRates({ rows, players }: { rows: RateRow[]; players: number }) {
  const W = 320;
  const row = 26;
  const left = 52;
  const H = rows.length * row + 20;
  const x = (rate: number) => left + rate * (W - left - 8);
  const fair = 1 / players;
  return (
    <svg class="stats-svg" viewBox={`0 0 ${W} ${H}`} aria-hidden="true">
      {rows.map((r, i) => {
        const [lo, hi] = wilson(r.wins, r.games);
        const y = i * row + 4;
        return (
          <g key={r.key}>
            <text class="stats-tick stats-seat" x={left - 6} y={y + 14}>
              {r.label}
            </text>
            <rect class="stats-bar" x={left} y={y + 3} width={Math.max(1, x(r.games ? r.wins / r.games : 0) - left)} height={row - 10} rx="2" />
            <line class="stats-whisker" x1={x(lo)} y1={y + row / 2 - 1} x2={x(hi)} y2={y + row / 2 - 1} />
            <line class="stats-whisker" x1={x(lo)} y1={y + 6} x2={x(lo)} y2={y + row - 8} />
            <line class="stats-whisker" x1={x(hi)} y1={y + 6} x2={x(hi)} y2={y + row - 8} />
          </g>
        );
      })}
      <line class="stats-fair" x1={x(fair)} y1="0" x2={x(fair)} y2={H - 16} />
      <text class="stats-tick" x={left} y={H - 2}>
        0%
      </text>
      <text class="stats-tick" x={x(fair)} y={H - 2}>
        {t.stats.fairShare(percent(fair))}
      </text>
      <text class="stats-tick" x={x(1) - 10} y={H - 2}>
        100%
      </text>
    </svg>
  );
}

/** Whether the player who moves first wins more (or less) than a fair share, with its interval. */
function FirstPlayer({ group }: { group: PlayerCount }) {
  const { games, wins } = group.firstPlayer;
  const fair = 1 / group.players;
  const [lo, hi] = wilson(wins, games);
  const rate = wins / games;
  return (
    <Chart
      title={t.stats.firstTitle}
      testid="stats-first"
      summary={t.stats.firstSummary(percent(rate), t.stats.games(games), percent(lo), percent(hi), percent(fair))}
    >
      <WinRates rows={[{ key: 'first', label: t.stats.firstLabel, wins, games }]} players={group.players} />
      <p class="hint">{lo > fair ? t.stats.firstAhead : hi < fair ? t.stats.firstBehind : t.stats.firstEven}</p>
    </Chart>
  );
}

function seatSentence(group: PlayerCount): string {
  return group.seats
    .map((s) => {
      const [lo, hi] = wilson(s.wins, group.games);
      return t.stats.seatWon(s.seat + 1, percent(s.winRate), percent(lo), percent(hi));
    })
    .join('; ');
}

/** Exported for the pseudo-locale check (test/web/pseudo-locale.test.ts). */
export function PlayerCountFigures({ group }: { group: PlayerCount }) {
  const lengthBars = bins(group.lengths.map((l) => ({ value: l.length, games: l.games }))).map((b) => ({
    label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`,
    games: b.games,
  }));
  const spreadBars = bins(
    group.scoreSpreads.map((s) => ({ value: s.spread, games: s.games })),
    8,
  ).map((b) => ({
    label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}`,
    games: b.games,
  }));
  const spreadGames = group.scoreSpreads.reduce((n, s) => n + s.games, 0);
  const fair = 1 / group.players;
  const clear = group.seats.filter((s) => {
    const [lo, hi] = wilson(s.wins, group.games);
    return lo > fair || hi < fair;
  });
  return (
    <section class="stats-group" aria-label={t.stats.playersLabel(group.players)} data-testid="stats-group" data-players={group.players}>
      <h3>{t.stats.groupHeading(group.players, t.stats.games(group.games), oneDecimal(group.averageLength))}</h3>
      <div class="stats-charts">
        <Chart title={t.stats.seatsTitle} testid="stats-seats" summary={t.stats.seatsSummary(t.stats.games(group.games), seatSentence(group), percent(fair))}>
          <WinRates
            rows={group.seats.map((seat) => ({ key: seat.seat, label: t.archive.seat(seat.seat + 1), wins: seat.wins, games: group.games }))}
            players={group.players}
          />
          <p class="hint">{clear.length ? t.stats.seatsClear(fmt.list(clear.map((s) => t.archive.seat(s.seat + 1))), clear.length) : t.stats.seatsEven}</p>
        </Chart>
        {group.firstPlayer.games > 0 && <FirstPlayer group={group} />}
        <HistogramChart title={t.stats.lengthsTitle} testid="stats-lengths" summary={t.stats.lengthsSummary} bars={lengthBars} unit={t.stats.lengthsUnit} />
        {spreadGames > 0 && (
          <HistogramChart title={t.stats.spreadsTitle} testid="stats-spreads" summary={t.stats.spreadsSummary} bars={spreadBars} unit={t.stats.spreadsUnit} />
        )}
      </div>
      <details class="stats-numbers">
        <summary>{t.stats.theNumbers}</summary>
        <div class="table-scroll">
          <table class="scores stats-table">
            <caption>{t.stats.tableCaption(group.players, t.stats.games(group.games))}</caption>
            <ColumnHeads heads={[t.stats.colSeat, t.stats.colWins, t.stats.colRate, t.stats.colInterval]} />
            <tbody>
              {group.seats.map((s) => {
                const [lo, hi] = wilson(s.wins, group.games);
                return (
                  <tr key={s.seat}>
                    <th scope="row">{t.archive.seat(s.seat + 1)}</th>
                    <td>{s.wins}</td>
                    <td>{percent(s.winRate)}</td>
                    <td>
                      {percent(lo)}–{percent(hi)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

/** Which value of each option the archived games were played with, as shares of the ruleset's games. */
/** Exported for the pseudo-locale check. */
export function OptionsPlayed({ ruleset }: { ruleset: Stats['rulesets'][number] }) {
  const info = useRulesets()?.find((r) => r.id === ruleset.ruleset);
  // The ruleset's own words for its options (as on the create form): until they are in, the engine's English.
  useChunk(`option-words:${locale()}:${ruleset.ruleset}`, locale() === 'en' ? null : () => loadRulesetWords(ruleset.ruleset).catch(() => undefined));
  const words = optionWords(ruleset.ruleset);
  const optionOf = (id: string) => info?.options.find((o) => o.id === id);
  const label = (id: string) => {
    const o = optionOf(id);
    return o ? words.label(o) : id;
  };
  // A switch's values are "true"/"false" in the API: said as on/off; other values are the option's choices.
  const valueWords = (id: string, v: string) => {
    if (v === 'true') return t.stats.switchOn;
    if (v === 'false') return t.stats.switchOff;
    const o = optionOf(id);
    return o ? words.choice(o, v) : v;
  };
  const names = [...new Set(ruleset.options.map((o) => o.option))];
  if (!names.length) return null;
  return (
    <section class="stats-options" aria-label={t.stats.optionsPlayed} data-testid="stats-options">
      <h3>{t.stats.optionsPlayed}</h3>
      <ul class="stats-option-list">
        {names.map((name) => {
          const values = ruleset.options.filter((o) => o.option === name);
          const total = values.reduce((n, v) => n + v.games, 0);
          return (
            <li key={name}>
              <a href={`/rules/${encodeURIComponent(ruleset.ruleset)}#option-${name}`} class="stats-option-name">
                {label(name)}
              </a>
              <span class="stats-stack" role="img" aria-label={values.map((v) => t.stats.bar(valueWords(name, v.value), t.stats.games(v.games))).join(', ')}>
                {values.map((v, i) => (
                  <span key={v.value} class={`stats-stack-part part-${i % 4}`} style={{ width: `${(v.games / total) * 100}%` }}>
                    {v.games / total >= 0.18 ? `${valueWords(name, v.value)} ${percent(v.games / total)}` : ''}
                  </span>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function StatsPage() {
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTitle(t.stats.statsPageTitle);
    getStats().then(setStats, (err: unknown) => setError(errorText(err)));
  }, []);
  return (
    <div data-testid="stats-page">
      <PageTitle>{t.stats.statsTitle}</PageTitle>
      <p class="muted">{fill(t.stats.statsLead, { archive: <Link href="/archive">{t.stats.statsArchive}</Link> })}</p>
      <FormError message={error} />
      {!stats && !error && <p class="muted">{t.common.loading}</p>}
      {stats?.rulesets.map((r) => (
        <section key={r.ruleset} class="panel stats" aria-labelledby={`stats-${r.ruleset}`} data-testid="stats-ruleset" data-ruleset={r.ruleset}>
          <h2 id={`stats-${r.ruleset}`}>{r.title}</h2>
          <p>
            {t.stats.games(r.games)}
            {r.games > 0 && <> · {t.stats.movesOnAverage(oneDecimal(r.averageLength))}</>}
          </p>
          {r.byPlayers.map((b) => (
            <PlayerCountFigures key={b.players} group={b} />
          ))}
          <OptionsPlayed ruleset={r} />
        </section>
      ))}
    </div>
  );
}
