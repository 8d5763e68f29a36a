/**
 * The home page's games: one card per ruleset with its pitch, player count, how long a game
 * usually takes (from the archive's statistics, GET /api/stats), its rules and a way to start one.
 */
import { playerRanges } from '@engine/core/ruleset';
import { RULESET_META } from '@engine/setup-checks';
import type { RulesetInfo, StatsPage } from '@schema/api';
import { Link } from '../router';
import { locale, t } from '../i18n';
import { loadRulesetWords, loadedWords } from '../rulesets/registry';
import { useChunk } from '../ui/use-chunk';
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

/** A ruleset's pitch in the page's language: its own words' (loaded for a reader not of English), else the meta's English. */
function pitchOf(r: RulesetInfo): { text: string; lang?: 'en' } {
  const own = (loadedWords(r.id)?.pitch as ((metaPitch: string) => string) | undefined)?.(r.pitch);
  return own !== undefined && locale() !== 'en' ? { text: own } : { text: r.pitch, ...(locale() === 'en' ? {} : { lang: 'en' as const }) };
}

export function GameCards({ rulesets, stats, statsError, onStart }: Props) {
  // Not in English: each ruleset's own words, for its pitch (the rules index loads the same).
  const ids = rulesets.map((r) => r.id).join(',');
  useChunk(
    `pitches:${locale()}:${ids}`,
    locale() === 'en' || !ids ? null : () => Promise.all(rulesets.map((r) => loadRulesetWords(r.id).catch(() => undefined))),
  );
  return (
    <section aria-labelledby="games-title" data-testid="game-cards">
      <h2 id="games-title">{t.home.gamesTitle}</h2>
      <ul class="game-cards">
        {rulesets.map((r) => (
          <li key={r.id} class="panel game-card" data-testid="game-card" data-ruleset={r.id}>
            <h3>{r.title}</h3>
            {/* The pitch in the page's language; the meta's English one (marked so) until its words are here. */}
            <p class="game-pitch" data-testid="game-pitch" lang={pitchOf(r).lang}>
              {pitchOf(r).text}
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
