/**
 * The home page's games: one card per ruleset with its pitch, player count, how long a game
 * usually takes (from the archive's statistics, GET /api/stats), its rules and a way to start one.
 */
import type { RulesetInfo, StatsPage } from '@schema/api';
import { Link } from '../router';

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
  if (statsError) return <>not known just now (the statistics could not be loaded)</>;
  const perPlayer = stats ? movesPerPlayer(stats) : null;
  if (!stats || perPlayer === null) return <>no finished games yet</>;
  const n = Math.max(1, Math.round(perPlayer));
  return (
    <>
      about {n} moves each, so ~{n} days at one move a day{' '}
      <span class="muted">
        ({stats.games} finished game{stats.games === 1 ? '' : 's'})
      </span>
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
      <h2 id="games-title">The games</h2>
      <ul class="game-cards">
        {rulesets.map((r) => (
          <li key={r.id} class="panel game-card" data-testid="game-card" data-ruleset={r.id}>
            <h3>{r.title}</h3>
            <p class="game-pitch" data-testid="game-pitch">
              {r.pitch}
            </p>
            <dl class="game-facts">
              <dt>Players</dt>
              <dd data-testid="game-players">{r.minPlayers === r.maxPlayers ? r.minPlayers : `${r.minPlayers}–${r.maxPlayers}`}</dd>
              <dt>Length</dt>
              <dd data-testid="game-length">
                {stats || statsError ? <LengthText stats={stats?.rulesets.find((s) => s.ruleset === r.id)} statsError={statsError} /> : '…'}
              </dd>
            </dl>
            <div class="game-actions">
              <a class="button" href={`/rules/${r.id}`} data-testid="game-rules">
                Rules<span class="visually-hidden"> of {r.title}</span>
              </a>
              <button type="button" class="button primary" onClick={() => onStart(r.id)} data-testid="game-start">
                Start a game<span class="visually-hidden"> of {r.title}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p class="hint">
        Lengths are averages over the finished games in the <Link href="/archive">archive</Link> (<Link href="/stats">statistics</Link>).
      </p>
    </section>
  );
}
