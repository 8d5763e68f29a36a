/**
 * Who plays, who you are, whose move it is and how long they have — one line of players, in
 * words, not colour alone. A seat that must act shows its clock: "2 days 4 h to move" when the game
 * has a deadline (the exact time on hover), "waiting 3 h" when it has none; the counts tick.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GamePayload, SeatClockInfo } from '@schema/api';
import { RatingBadge } from '../pages/players/rating-badge';
import { awayDate } from './clock-text';
import { useSeatRatings } from '../pages/players/seat-ratings';
import { fmt, t } from '../i18n';

/** The current time, refreshed every `ms` so relative times keep counting between polls. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}

/** A span of time in one or two units: "3 min", "5 h 20 min", "2 days 4 h". */
export function span(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 1) return t.game.underAMinute;
  if (minutes < 60) return t.game.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t.game.hours(hours, minutes % 60);
  return t.game.days(Math.floor(hours / 24), hours % 24);
}

/** A day and time in the reader's zone and the page's language. */
const when = (ms: number) => fmt.dateTime(ms, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The words of one seat's clock, and the absolute times for its tooltip. */
export function clockWords(clock: SeatClockInfo, onTimeout: GamePayload['onTimeout'], now: number): { text: string; title: string; late: boolean } {
  const since = clock.since ? Date.parse(clock.since) : now;
  const waited = t.game.waitingSince(when(since));
  if (!clock.deadline) return { text: t.clocks.waiting(span(now - since)), title: waited, late: false };
  const deadline = clock.deadline;
  const then = onTimeout === 'forfeit' ? t.game.deadlineThenForfeit : onTimeout === 'bot' ? t.game.deadlineThenBot : '';
  const title = t.game.deadlineTitle(when(deadline), then, waited);
  if (deadline <= now) return { text: t.clocks.late(span(now - deadline)), title, late: true };
  return { text: t.clocks.toMove(span(deadline - now)), title, late: deadline - now < 6 * 3_600_000 };
}

export function PlayersPanel({ payload }: { payload: GamePayload }) {
  // Clocks count down by the second on the page.
  const now = useNow(1000);
  const playing = payload.status === 'active';
  // An unrated tournament game shows no ratings: they mean nothing to its table (#58).
  const ratings = useSeatRatings(payload.gameId, payload.status, payload.tournament && !payload.rated ? [] : payload.players);
  return (
    <section class="player-strip" aria-label={t.game.players}>
      <ul class="players" data-testid="players">
        {payload.players.map((p) => {
          const toMove = playing && payload.active.includes(p.seat);
          const won = payload.result?.winners.includes(p.seat);
          const seatClock = payload.clocks?.find((c) => c.seat === p.seat);
          const clock = toMove ? seatClock : undefined;
          const words = clock ? clockWords(clock, payload.onTimeout, now) : null;
          const away = seatClock?.awayUntil !== undefined && seatClock.awayUntil > now ? seatClock.awayUntil : null;
          const banked = !toMove && playing && seatClock?.bankMs !== undefined ? seatClock.bankMs : null;
          return (
            <li key={p.seat} class={toMove ? 'to-move' : ''} data-testid="player">
              <span class="player-marker" aria-hidden="true">
                {toMove ? '▶' : won ? '★' : '•'}
              </span>
              <span class="player-name">{p.joined ? p.name : <em class="muted">{t.game.openSeat}</em>}</span> <RatingBadge rating={ratings[p.seat]} />
              {p.bot && (
                <span class="tag" data-testid="bot-tag" title={t.game.botTitle(p.bot === 'good')}>
                  {t.game.botTag(p.bot === 'good')}
                </span>
              )}
              {p.resigned && (
                <span class="tag" data-testid="resigned-tag">
                  {t.game.resignedTag}
                </span>
              )}
              {p.seat === payload.seat && <span class="tag">{t.game.you}</span>}
              {toMove && !words && <span class="tag tag-strong">{t.game.toMove}</span>}
              {words && (
                <span class={`tag tag-strong clock${words.late ? ' clock-late' : ''}`} title={words.title} data-testid="clock">
                  {words.text}
                  <span class="visually-hidden"> ({words.title})</span>
                </span>
              )}
              {away !== null && (
                <span class="tag" data-testid="away-tag">
                  {t.clocks.awayUntil(awayDate(away))}
                </span>
              )}
              {banked !== null && (
                <span class="tag" data-testid="bank-tag">
                  {t.clocks.bankLeft(span(banked))}
                </span>
              )}
              {won && <span class="tag tag-strong">{t.game.winner}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
