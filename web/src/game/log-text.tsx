/**
 * A log entry on a page, in the page's language (`logLine`, web/src/i18n/log-line.ts): the game
 * page's log, its "Last move" line and recap, the text mode and the replay. An entry the catalog
 * cannot say (written before entries carried their args) keeps its English text, marked `lang="en"`.
 */
import type { LogLine } from '@schema/api';
import { type LogKinds, loadLogWords, logWordsLoaded, t } from '../i18n';
import { type LogWords, type ResultLike, logLine, namesOf, resultLine } from '../i18n/log-line';
import { useChunk } from '../ui/use-chunk';

/** The log area once a ruleset's part of it loaded (with the ruleset's board: `loadBoard`). */
const words = () => (Object.hasOwn(t, 'log') ? t.log : undefined);

/**
 * Loads the words for `kinds` of `ruleset`'s log entries if they are not there yet (a ruleset's
 * come with its board's chunk; the Worker's entries', a resignation or a deadline, only when one is
 * shown) and renders again once they are. True once they are there.
 */
export function useLogWords(ruleset: string, kinds: LogKinds): boolean {
  const loaded = logWordsLoaded(ruleset, kinds);
  const key = `log:${ruleset}:${kinds === 'all' ? '*' : kinds.join(',')}`;
  const chunk = useChunk(key, loaded ? null : () => loadLogWords(ruleset, kinds).then(() => true));
  return loaded || chunk.state !== 'loading';
}

/** `line` of a game of `ruleset` in the page's words; `players` name the seats. */
export function logWords(ruleset: string, line: Pick<LogLine, 'kind' | 'text'> & { args?: unknown }, players: readonly { name: string }[]): LogWords {
  return logLine(words(), ruleset, line, namesOf(players));
}

/** The entry as a span, marked English when it is. */
export function LogText({
  ruleset,
  line,
  players,
}: {
  ruleset: string;
  line: Pick<LogLine, 'kind' | 'text'> & { args?: unknown };
  players: readonly { name: string }[];
}) {
  useLogWords(ruleset, [line.kind]);
  const w = logWords(ruleset, line, players);
  return <span lang={w.lang}>{w.text}</span>;
}

/** A result's summary in the page's words (`resultLine`): one stored before results carried `says` is English, marked so. */
export function ResultSummary({ ruleset, result, players }: { ruleset: string; result: ResultLike; players: readonly { name: string }[] }) {
  useLogWords(ruleset, [...(result.says ? [result.says.kind] : []), ...(result.resigned?.length ? ['resigned-last'] : [])]);
  const w = resultLine(words(), ruleset, result, namesOf(players));
  return w ? (
    <p lang={w.lang} data-testid="result-summary">
      {w.text}
    </p>
  ) : null;
}
