/** The public history, newest last, kept scrolled to the end as it grows. */
import { useEffect, useRef } from 'preact/hooks';
import type { LogLine } from '../../../schema/api';

export function GameLog({ log }: { log: LogLine[] }) {
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section class="panel" aria-labelledby="log-title">
      <h2 id="log-title">Log</h2>
      {log.length === 0 ? (
        <p class="muted">Nothing has happened yet.</p>
      ) : (
        <ol class="log" ref={box} tabIndex={0} aria-label="Game log, newest last" data-testid="log">
          {log.map((line) => (
            <li key={line.seq}>{line.text}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
