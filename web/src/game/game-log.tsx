/**
 * The public history, newest last, kept scrolled to the end as it grows. A payload carries only
 * the log's tail (`logStart` says where it begins); older entries load on demand, 500 at a time.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LogLine } from '@schema/api';
import { fetchLogFrom } from './game-api';
import { t } from '../i18n';
import { errorText } from '../i18n/error-text';
import { LogText } from './log-text';

const PAGE = 500;

export function GameLog({
  gameId,
  token,
  log,
  logStart,
  ruleset,
  players,
}: {
  gameId: string;
  token: string | null;
  log: LogLine[];
  logStart: number;
  ruleset: string;
  players: readonly { name: string }[];
}) {
  const box = useRef<HTMLOListElement>(null);
  /** Entries before `logStart` loaded so far (absolute seq 1..n, oldest first). */
  const [older, setOlder] = useState<LogLine[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const firstShown = older.length ? (older[0] as LogLine).seq - 1 : logStart;
  const lines = [...older.filter((l) => l.seq <= logStart), ...log];
  // Keyed on the newest entry, not the count: once the tail is full its length stays 30 as it slides.
  const newest = log.length ? (log[log.length - 1] as LogLine).seq : logStart;
  useEffect(() => {
    const el = box.current;
    if (el && !loading) el.scrollTop = el.scrollHeight;
  }, [newest]);

  async function loadEarlier() {
    setLoading(true);
    setFailure(null);
    try {
      const from = Math.max(0, firstShown - PAGE);
      const page = await fetchLogFrom(gameId, token, from);
      const fresh = page.log.filter((l) => l.seq <= firstShown);
      setOlder((prev) => [...fresh, ...prev]);
    } catch (err) {
      setFailure(errorText(err, t.panels.logEarlierFailed));
    } finally {
      setLoading(false);
    }
  }

  return (
    <section class="panel" aria-labelledby="log-title">
      <h2 id="log-title">{t.game.logTitle}</h2>
      {firstShown > 0 && (
        <p>
          <button type="button" class="button" onClick={loadEarlier} disabled={loading} data-testid="log-earlier">
            {loading ? t.common.loading : t.panels.logEarlier(Math.min(PAGE, firstShown))}
          </button>
          {failure && <span role="alert"> {failure}</span>}
        </p>
      )}
      {lines.length === 0 ? (
        <p class="muted">{t.panels.logEmpty}</p>
      ) : (
        <ol class="log" ref={box} tabIndex={0} aria-label={t.panels.logLabel} data-testid="log" start={lines[0]!.seq}>
          {lines.map((line) => (
            // In the page's language; an entry from before entries carried their args is English, marked so.
            <li key={line.seq}>
              <LogText ruleset={ruleset} line={line} players={players} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
