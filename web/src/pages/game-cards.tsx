/**
 * The home page's games: one card per ruleset with its pitch, player count, how long a game
 * usually takes (from the archive's statistics, GET /api/stats), its rules and a way to start one.
 */
import { playerRanges } from '@engine/core/ruleset';
import { RULESET_META } from '@engine/setup-checks';
import type { RulesetInfo, StatsPage } from '@schema/api';
import { Link } from '../router';
import { t } from '../i18n';
import { fill } from '../i18n/fill';

type RulesetStats = StatsPage['rulesets'][number];

/**
 * Moves each player makes in a finished game, on average over the archive: a game's moves are
 * shared by its players, so each player count's average is divided by that count.
 */
export function movesPerPlayer(stats: RulesetStats): number | null {
  const games = stats.byPlayers.reduce((sum, b) => sum + b.games, 0);
  if (games === 0) return null;
  return stats.byPlayers.reduce((sum, b) => sum + (b.averageLength / b.players) * b.games, 0) / games;
}

function LengthText({ stats, statsError }: { stats: RulesetStats | undefined; statsError: boolean }) {
  if (statsError) return <>{t.home.lengthUnknown}</>;
  const perPlayer = stats ? movesPerPlayer(stats) : null;
  if (!stats || perPlayer === null) return <>{t.home.lengthNone}</>;
  const n = Math.max(1, Math.round(perPlayer));
  return (
    <>
      {t.home.lengthAbout(n)} <span class="muted">{t.home.finishedGames(stats.games)}</span>
    </>
  );
}

interface Props {
  rulesets: RulesetInfo[];
  /** null while loading. */
  stats: StatsPage | null;
  statsError: boolean;
  onStart: (rulesetId: string) => void;
}

export function GameCards({ rulesets, stats, statsError, onStart }: Props) {
  return (
    <section aria-labelledby="games-title" data-testid="game-cards">
      <h2 id="games-title">{t.home.gamesTitle}</h2>
      <ul class="game-cards">
        {rulesets.map((r) => (
          <li key={r.id} class="panel game-card" data-testid="game-card" data-ruleset={r.id}>
            <h3>{r.title}</h3>
            {/* A ruleset's pitch comes from the engine's meta, in English: marked as such. */}
            <p class="game-pitch" data-testid="game-pitch" lang="en">
              {r.pitch}
            </p>
            <dl class="game-facts">
              <dt>{t.home.cardPlayers}</dt>
              <dd data-testid="game-players">{t.home.cardPlayerRange(playerRanges(RULESET_META.find((m) => m.id === r.id) ?? r))}</dd>
              <dt>{t.home.cardLength}</dt>
              <dd data-testid="game-length">
                {stats || statsError ? <LengthText stats={stats?.rulesets.find((s) => s.ruleset === r.id)} statsError={statsError} /> : '…'}
              </dd>
            </dl>
            <div class="game-actions">
              <a class="button" href={`/rules/${r.id}`} data-testid="game-rules">
                {fill(t.home.rulesOf, { of: <span class="visually-hidden">{t.home.ofTitle(r.title)}</span> })}
              </a>
              <button type="button" class="button primary" onClick={() => onStart(r.id)} data-testid="game-start">
                {fill(t.home.startGameOf, { of: <span class="visually-hidden">{t.home.ofTitle(r.title)}</span> })}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p class="hint">
        {fill(t.home.lengthsNote, { archive: <Link href="/archive">{t.home.archive}</Link>, stats: <Link href="/stats">{t.home.statistics}</Link> })}
      </p>
    </section>
  );
}
