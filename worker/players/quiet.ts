/**
 * Quiet hours (issue #32, the player's settings): a turn or reminder mail or push for a seat of a
 * player inside their quiet hours waits in the outbox until the hours end. Results, links and
 * other mails go at once: they answer something the player did or are rare.
 */
import { sql } from 'drizzle-orm';
import type { OutboxRow, PlayerSettings } from '../../db/schema';
import type { Db } from '../store/db';

const HOUR = 3_600_000;
const WAITS = new Set(['turn', 'reminder']);

/** When quiet hours `[from, to)` (UTC, whole hours; over midnight when from > to) end, if `now` is inside them; else null. */
export function quietUntil(quiet: PlayerSettings['quiet'], now: number): number | null {
  if (!quiet || quiet.from === quiet.to) return null;
  const day = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
  const hour = Math.floor((now - day) / HOUR);
  const inside = quiet.from < quiet.to ? hour >= quiet.from && hour < quiet.to : hour >= quiet.from || hour < quiet.to;
  if (!inside) return null;
  const end = day + quiet.to * HOUR;
  return end > now ? end : end + 24 * HOUR;
}

/** For the claimed rows that may wait: the end of their player's quiet hours, by row id (rows outside quiet hours are absent). */
export async function quietRows(db: Db, rows: readonly OutboxRow[], now: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const candidates = rows.filter((r) => r.channel !== 'webhook' && r.seat !== null && WAITS.has(r.kind));
  if (!candidates.length) return out;
  const keys = JSON.stringify(candidates.map((r) => [r.gameId, r.seat]));
  const found = await db.all<{ game_id: string; seat: number; settings: string }>(
    sql`select s.game_id, s.seat, p.settings from seats s join players p on p.id = s.player_id
      where exists (select 1 from json_each(${keys}) k where json_extract(k.value, '$[0]') = s.game_id and json_extract(k.value, '$[1]') = s.seat)`,
  );
  for (const row of candidates) {
    const hit = found.find((f) => f.game_id === row.gameId && f.seat === row.seat);
    const until = hit ? quietUntil((JSON.parse(hit.settings) as PlayerSettings).quiet, now) : null;
    if (until !== null) out.set(row.id, until);
  }
  return out;
}
