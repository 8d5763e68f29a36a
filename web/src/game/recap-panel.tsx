/**
 * "Since your last move": what the others did since this seat last acted, above the decision,
 * for a player who comes back after a day (`data-recap`). It lists every move the others made
 * since, one compact line each (not the bookkeeping after them, such as cards drawn back up);
 * "Show all" opens every entry since. Where it starts is kept on the server (the payload's
 * `recap`), so it is the same on every device. Entries older than the payload's log tail are
 * fetched once with `?logFrom=`; chat messages the others wrote since are counted in, unless the
 * chat is hidden on this device. On a narrow screen a long list of moves scrolls in a box of
 * bounded height, so the decision below it starts in the first screen.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage, GamePayload, LogLine } from '@schema/api';
import { fetchLogFrom, getChat } from './game-api';
import { chatHidden } from './chat-badge';
import { LogText } from './log-text';
import { isMove } from './moves';
import { fmt, t } from '../i18n';

/**
 * Entries the recap reads at most (the log has the rest): enough for every other seat's moves
 * since this seat's last one in a five-player round, bookkeeping and all.
 */
const SHOWN = 40;

const when = (ms: number) => fmt.dateTime(ms, { weekday: 'short', hour: '2-digit', minute: '2-digit' });

export function RecapPanel({ payload, gameId, token }: { payload: GamePayload; gameId: string; token: string }) {
  const recap = payload.recap;
  const logStart = payload.logStart ?? 0;
  const [older, setOlder] = useState<{ from: number; lines: LogLine[] } | null>(null);
  const [chat, setChat] = useState<ChatMessage[]>([]);
  const [all, setAll] = useState(false);
  // On a narrow screen the list of moves has a bounded height (styles.css) and scrolls in place,
  // so that the decision below it stays in the first screen (#45); then it takes keyboard focus.
  const movesList = useRef<HTMLOListElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const measure = () => {
      const el = movesList.current;
      setScrolls(!!el && el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  });
  const from = recap?.logFrom ?? 0;
  const total = recap?.entries ?? 0;
  // Only the last SHOWN entries are listed, so only those need fetching.
  const wantFrom = Math.max(from, from + total - SHOWN);
  const needOlder = total > 0 && wantFrom < logStart;

  useEffect(() => {
    if (!needOlder || (older && older.from === wantFrom)) return;
    let live = true;
    fetchLogFrom(gameId, token, wantFrom).then(
      (page) => live && setOlder({ from: wantFrom, lines: page.log }),
      () => undefined, // the log panel still has everything; the recap simply shows what it has
    );
    return () => {
      live = false;
    };
  }, [gameId, token, needOlder, wantFrom]);

  const since = recap?.since ?? null;
  const chatLast = payload.chatLast ?? 0;
  useEffect(() => {
    if (!chatLast || chatHidden(gameId)) return;
    let live = true;
    getChat(gameId, token, 0).then(
      (all) => live && setChat(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, token, chatLast]);

  if (!recap || payload.status === 'waiting') return null;
  const tail = payload.log.filter((l) => l.seq > wantFrom);
  const earlier = needOlder && older?.from === wantFrom ? older.lines.filter((l) => l.seq <= logStart) : [];
  const lines = [...earlier, ...tail].filter((l) => l.seq > wantFrom);
  const talk = chat.filter((m) => m.seat !== payload.seat && (since === null || Date.parse(m.at) > Date.parse(since)));
  if (!total && !talk.length) return null;
  const hidden = total - lines.length;
  const talkers = [...new Set(talk.map((m) => m.name))];
  // Every other seat's move since this seat's last, oldest first (issue #45 item 2): one compact line each.
  const moves = lines.filter((l) => isMove(payload.ruleset, l) && l.seat !== payload.seat);
  const more = total > moves.length;
  return (
    <section class="panel recap" aria-labelledby="recap-title" data-testid="recap" data-recap={from}>
      <h2 id="recap-title">{since ? t.game.recapSince(when(Date.parse(since))) : t.game.recapSoFar}</h2>
      {!all && moves.length > 0 && (
        <ol
          ref={movesList}
          class="recap-moves"
          aria-label={t.game.recapNewest}
          data-testid="recap-moves"
          tabIndex={scrolls ? 0 : undefined}
          data-scrolls={scrolls ? '' : undefined}
        >
          {moves.map((l) => (
            <li key={l.seq} data-seq={l.seq}>
              <LogText ruleset={payload.ruleset} line={l} players={payload.players} />
            </li>
          ))}
        </ol>
      )}
      {more && (
        <button type="button" class="link-button" aria-expanded={all} onClick={() => setAll(!all)} data-testid="recap-all">
          {all ? t.game.recapOnlyNewest : t.game.recapShowAll(total)}
        </button>
      )}
      {!all && moves.length === 0 && lines.length > 0 && <p class="muted">{t.game.recapBookkeeping}</p>}
      {all && lines.length > 0 && (
        <ol class="recap-list" start={lines[0]!.seq} aria-label={t.game.recapListLabel} data-testid="recap-list">
          {lines.map((l) => (
            <li key={l.seq} data-seq={l.seq}>
              <LogText ruleset={payload.ruleset} line={l} players={payload.players} />
            </li>
          ))}
        </ol>
      )}
      {all && hidden > 0 && <p class="muted">{t.game.recapHidden(hidden)}</p>}
      {talkers.length > 0 && (
        <p data-testid="recap-chat">
          <a href="#chat-title">{t.game.recapChat(talkers, talk.length)}</a>
          {t.game.recapQuote(shorten(talk[talk.length - 1]!.text))}
        </p>
      )}
    </section>
  );
}

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
};
