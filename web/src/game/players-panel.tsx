/**
 * Who plays, who you are, whose move it is and how long they have — one line of players, in
 * words, not colour alone. A seat that must act shows its clock: "2 days 4 h to move" when the game
 * has a deadline (the exact time on hover), "waiting 3 h" when it has none; the counts tick.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GamePayload, SeatClockInfo } from '@schema/api';
import { RatingBadge } from '../pages/players/open-filters';
import { useSeatRatings } from '../pages/players/seat-ratings';

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
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  const unit = days === 1 ? 'day' : 'days';
  return hours % 24 ? `${days} ${unit} ${hours % 24} h` : `${days} ${unit}`;
}

const whenFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The words of one seat's clock, and the absolute times for its tooltip. */
export function clockWords(clock: SeatClockInfo, onTimeout: GamePayload['onTimeout'], now: number): { text: string; title: string; late: boolean } {
  const since = Date.parse(clock.since);
  const waited = `waiting since ${whenFormat.format(since)}`;
  if (!clock.deadline) return { text: `waiting ${span(now - since)}`, title: waited, late: false };
  const deadline = Date.parse(clock.deadline);
  const then = onTimeout === 'forfeit' ? ', then forfeits' : onTimeout === 'bot' ? ', then a bot moves' : '';
  const title = `deadline ${whenFormat.format(deadline)}${then}; ${waited}`;
  if (deadline <= now) return { text: `${span(now - deadline)} past the deadline`, title, late: true };
  return { text: `${span(deadline - now)} to move`, title, late: deadline - now < 6 * 3_600_000 };
}

export function PlayersPanel({ payload }: { payload: GamePayload }) {
  const now = useNow();
  const playing = payload.status === 'active';
  const ratings = useSeatRatings(payload.gameId, payload.status);
  return (
    <section class="player-strip" aria-label="Players">
      <ul class="players" data-testid="players">
        {payload.players.map((p) => {
          const toMove = playing && payload.active.includes(p.seat);
          const won = payload.result?.winners.includes(p.seat);
          const clock = toMove ? payload.clocks?.find((c) => c.seat === p.seat) : undefined;
          const words = clock ? clockWords(clock, payload.onTimeout, now) : null;
          return (
            <li key={p.seat} class={toMove ? 'to-move' : ''} data-testid="player">
              <span class="player-marker" aria-hidden="true">
                {toMove ? '▶' : won ? '★' : '•'}
              </span>
              <span class="player-name">{p.joined ? p.name : <em class="muted">open seat</em>}</span> <RatingBadge rating={ratings[p.seat]} />
              {p.bot && (
                <span class="tag" data-testid="bot-tag" title={`This seat is played by a ${p.bot} bot`}>
                  bot · {p.bot}
                </span>
              )}
              {p.seat === payload.seat && <span class="tag">you</span>}
              {toMove && !words && <span class="tag tag-strong">to move</span>}
              {words && (
                <span class={`tag tag-strong clock${words.late ? ' clock-late' : ''}`} title={words.title} data-testid="clock">
                  {words.text}
                  <span class="visually-hidden"> ({words.title})</span>
                </span>
              )}
              {won && <span class="tag tag-strong">winner</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
