/** A seat's private note: `GET|PUT /api/games/:id/notes` (worker/table/table.ts). */
import { Hono } from 'hono';
import { noteBody } from '@schema/api';
import type { AppEnv } from '../store/env';
import { jsonBody } from '../http/body';
import { seat, seatOf, token } from '../http/seat';
import { readNote, writeNote } from '../table/table';

export const notesApi = new Hono<AppEnv>()
  .get('/games/:id/notes', seat, async (c) => c.json(await readNote(c.get('db'), c.get('loaded'))))

  .put('/games/:id/notes', token(true), jsonBody(noteBody), async (c) => {
    const body = c.req.valid('json');
    return c.json(await writeNote(c.get('db'), await seatOf(c), body.text, Date.now()));
  });
