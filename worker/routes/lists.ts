/** The lists: `GET /api/archive`, `/open`, `/live` (keyset-paginated) and `/stats` (worker/archive/archive.ts). */
import { Hono } from 'hono';
import * as z from 'zod';
import { archivePage, archiveStats, livePage, openPage } from '../archive/archive';
import type { AppEnv } from '../store/env';
import { query } from '../http/query';

const listQuery = z.object({
  ruleset: z.string().max(64).optional(),
  /** A player's name, matched whole and case-insensitively (ASCII letters). */
  player: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((s) => s || undefined),
  /** A tournament's games only (#46). */
  tournament: z.string().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The open list's filters (issue #32): `rated=true|false`, `deadline=none|<max hours>`, `minRating`, `maxRating` (the host's). */
const openFilterQuery = z.object({
  rated: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  deadline: z
    .union([
      z.literal('none'),
      z.coerce
        .number()
        .min(1)
        .max(24 * 30),
    ])
    .optional(),
  minRating: z.coerce.number().int().min(0).max(10_000).optional(),
  maxRating: z.coerce.number().int().min(0).max(10_000).optional(),
});

export const listsApi = new Hono<AppEnv>()
  .get('/archive', query(listQuery), async (c) => c.json(await archivePage(c.get('db'), c.req.valid('query'))))

  // One schema for both (the list's keys first, so the first problem named is the one it was).
  .get('/open', query(listQuery.extend(openFilterQuery.shape)), async (c) => {
    c.header('Cache-Control', 'no-cache');
    const { player: _ignored, ...asked } = c.req.valid('query');
    return c.json(await openPage(c.get('db'), asked));
  })

  .get('/live', query(listQuery), async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json(await livePage(c.get('db'), c.req.valid('query')));
  })

  .get('/stats', async (c) => {
    // Aggregates over the whole archive: a minute old is fresh enough.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await archiveStats(c.get('db')));
  });
