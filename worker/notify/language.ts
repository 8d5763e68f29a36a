/**
 * The language each outbox row is written in: the seat's player's settings (`/me`), else the
 * language the seat joined in (`seats.language`), else English. A list of an address's games
 * speaks the language of the address's latest seat that has one. A game's webhook (a channel, no
 * seat of its own) speaks its host's: seat 0, who gave the webhook at create. One query for a
 * batch of rows.
 */
import { sql } from 'drizzle-orm';
import type { OutboxRow, PlayerSettings } from '@db/schema';
import { asLocale, type Locale } from '@web/i18n/locales';
import type { Db } from '../store/db';

export async function languagesOf(db: Db, rows: readonly OutboxRow[]): Promise<Map<string, Locale>> {
  const out = new Map<string, Locale>();
  // A webhook row is the host's (seat 0).
  const seatOf = (r: OutboxRow) => r.seat ?? (r.channel === 'webhook' ? 0 : null);
  const seated = rows.filter((r) => seatOf(r) !== null && r.gameId !== '');
  const addresses = [...new Set(rows.filter((r) => r.gameId === '' && r.channel === 'email').map((r) => r.recipient.toLowerCase()))];
  if (seated.length) {
    const keys = JSON.stringify(seated.map((r) => [r.gameId, seatOf(r)]));
    const found = await db.all<{ game_id: string; seat: number; language: string | null; settings: string | null }>(
      sql`select s.game_id, s.seat, s.language, p.settings from seats s left join players p on p.id = s.player_id
        where exists (select 1 from json_each(${keys}) k where json_extract(k.value, '$[0]') = s.game_id and json_extract(k.value, '$[1]') = s.seat)`,
    );
    for (const row of seated) {
      const hit = found.find((f) => f.game_id === row.gameId && f.seat === seatOf(row));
      if (!hit) continue;
      const settings = hit.settings ? (JSON.parse(hit.settings) as PlayerSettings) : null;
      const l = asLocale(settings?.language) ?? asLocale(hit.language);
      if (l) out.set(row.id, l);
    }
  }
  if (addresses.length) {
    const found = await db.all<{ email: string; language: string }>(
      sql`select lower(s.email) as email, s.language from seats s
        where lower(s.email) in (select value from json_each(${JSON.stringify(addresses)})) and s.language is not null
        order by s.joined_at desc`,
    );
    for (const row of rows) {
      if (row.gameId !== '') continue;
      const l = asLocale(found.find((f) => f.email === row.recipient.toLowerCase())?.language);
      if (l) out.set(row.id, l);
    }
  }
  return out;
}
