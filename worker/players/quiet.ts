/**
 * A player's settings at delivery (issue #32): a turn or reminder mail or push for a seat of a
 * player inside their quiet hours waits in the outbox until the hours end (results, links and
 * other mails go at once: they answer something the player did or are rare); a push of a player
 * who turned pushes off is skipped.
 */
import { sql } from 'drizzle-orm';
import type { OutboxRow, PlayerSettings } from '@db/schema';
import type { Db } from '../store/db';
import { kindsWhere } from '../store/notify-kinds';
import { hourIn, localHour } from '../store/local-time';

const HOUR = 3_600_000;
/** The kinds that wait on the seat's move (worker/store/notify-kinds.ts): a turn, a reminder. */
const WAITS = new Set<string>(kindsWhere('waitsOnSeat'));

/**
 * When quiet hours `[from, to)` (whole hours of the player's time zone, `zone`, UTC when it is
 * unknown; over midnight when from > to) end, if `now` is inside them; else null.
 */
export function quietUntil(quiet: PlayerSettings['quiet'], now: number, zone?: string | null): number | null {
  if (!quiet || quiet.from === quiet.to) return null;
  const hour = hourIn(now, zone);
  const inside = quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
  if (!inside) return null;
  const end = localHour(now, zone, quiet.to);
  // Else tomorrow's: from noon today, a day on is always tomorrow there, clock changes included.
  return end > now ? end : localHour(localHour(now, zone, 12) + 24 * HOUR, zone, quiet.to);
}

/**
 * What a player's settings do to claimed rows, by row id: a number holds a turn or reminder until
 * the end of the quiet hours; `off` skips a push of a player who turned pushes off for all games
 * (`push: false`; never chosen means the devices' own subscriptions decide). Rows the settings do
 * not touch are absent.
 */
export async function heldBySettings(db: Db, rows: readonly OutboxRow[], now: number): Promise<Map<string, number | 'off'>> {
  const out = new Map<string, number | 'off'>();
  const candidates = rows.filter((r) => r.channel !== 'webhook' && r.seat !== null && (WAITS.has(r.kind) || r.channel === 'push'));
  if (!candidates.length) return out;
  const keys = JSON.stringify(candidates.map((r) => [r.gameId, r.seat]));
  const found = await db.all<{ game_id: string; seat: number; settings: string }>(
    sql`select s.game_id, s.seat, p.settings from seats s join players p on p.id = s.player_id
      where exists (select 1 from json_each(${keys}) k where json_extract(k.value, '$[0]') = s.game_id and json_extract(k.value, '$[1]') = s.seat)`,
  );
  for (const row of candidates) {
    const hit = found.find((f) => f.game_id === row.gameId && f.seat === row.seat);
    if (!hit) continue;
    const settings = JSON.parse(hit.settings) as PlayerSettings;
    if (row.channel === 'push' && settings.push === false) {
      out.set(row.id, 'off');
      continue;
    }
    const until = WAITS.has(row.kind) ? quietUntil(settings.quiet, now, settings.timeZone) : null;
    // A reminder is not held past the deadline it warns of (worker/store/clocks.ts holds it to the morning already when it can).
    const deadline = row.data.deadline ?? null;
    if (until !== null && (deadline === null || until < deadline)) out.set(row.id, until);
  }
  return out;
}
