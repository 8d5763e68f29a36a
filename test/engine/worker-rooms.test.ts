/**
 * The Worker's rooms (its folders, and the files at its top) stand in one order, lowest first:
 * a room imports only rooms below it, so no two rooms import each other, however long the way
 * round (docs/architecture.md, "The worker's rooms"). A refusal is a value of the domain
 * (worker/store/refusal.ts): only the HTTP edge knows statuses, so nothing but http/, routes/ and
 * index.ts imports worker/http/, and the store least of all.
 *
 * An arrow that runs up, against the order, fails with the file imports that make it (issue #44
 * took the last known ones away; the list below only shrinks). test/engine/layers.test.ts fails
 * on any loop between the Worker's folders.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Edge, ROOT, graph, rel } from './imports';

/** Lowest first. */
const ORDER = [
  'worker/store',
  'worker/players',
  'worker/archive',
  'worker/notify',
  'worker/table',
  'worker/tournaments',
  'worker/cron',
  'worker/live',
  'worker/calendar',
  'worker/mail-reply',
  'worker/pages',
  // An operator's view: health checks and the settings check (read by http/request-log.ts and routes/health.ts).
  'worker/ops',
  'worker/http',
  'worker/routes',
  'worker/tournament-hook.ts',
  'worker/index.ts',
];

/** Rooms that may import the HTTP edge. */
const EDGE = new Set(['worker/http', 'worker/routes', 'worker/index.ts']);

/** Known arrows against the order, room -> room (each would close a loop of rooms): none left (#44). */
const KNOWN_UPWARD: string[] = [];

const roomOf = (file: string): string | null => {
  const r = rel(file);
  if (!r.startsWith('worker/')) return null;
  const parts = r.split('/');
  return parts.length > 2 ? `worker/${parts[1]}` : r;
};

/** Every arrow between two rooms, with the file imports that make it. */
function roomArrows(g: Map<string, Edge[]>): Map<string, string[]> {
  const arrows = new Map<string, string[]>();
  for (const [from, edges] of g) {
    const a = roomOf(from);
    if (!a) continue;
    for (const { to } of edges) {
      const b = roomOf(to);
      if (!b || a === b) continue;
      const key = `${a} -> ${b}`;
      arrows.set(key, [...(arrows.get(key) ?? []), `${rel(from)} -> ${rel(to)}`]);
    }
  }
  return arrows;
}

/** The arrows that run against the order, and the rooms missing from it. */
function upward(arrows: Map<string, string[]>): { up: string[]; unplaced: string[] } {
  const up: string[] = [];
  const unplaced = new Set<string>();
  for (const key of arrows.keys()) {
    const [a, b] = key.split(' -> ') as [string, string];
    for (const room of [a, b]) if (!ORDER.includes(room)) unplaced.add(room);
    if (ORDER.indexOf(b) > ORDER.indexOf(a)) up.push(key);
  }
  return { up: up.sort(), unplaced: [...unplaced].sort() };
}

/** File imports of the HTTP edge from a room that is not the edge. */
function edgeImports(arrows: Map<string, string[]>): string[] {
  return [...arrows]
    .filter(([key]) => {
      const [a, b] = key.split(' -> ') as [string, string];
      return b === 'worker/http' && !EDGE.has(a);
    })
    .flatMap(([, files]) => files)
    .sort();
}

describe("the Worker's rooms", () => {
  const arrows = roomArrows(graph());

  it('reads the rooms: the routes import the store, the writer imports the store', () => {
    expect(arrows.has('worker/routes -> worker/store')).toBe(true);
    expect(arrows.has('worker/live -> worker/store')).toBe(true);
  });

  it('places every room in the order', () => {
    expect(upward(arrows).unplaced).toEqual([]);
  });

  it('has no arrow against the order but the known ones, and every known one still holds', () => {
    const { up } = upward(arrows);
    expect(up.filter((k) => !KNOWN_UPWARD.includes(k)).map((k) => `${k}: ${arrows.get(k)?.join(', ')}`)).toEqual([]);
    for (const k of KNOWN_UPWARD) expect(up, `stale KNOWN_UPWARD entry ${k}`).toContain(k);
  });

  it('keeps statuses at the edge: the store never imports worker/http/, and only the edge does', () => {
    expect([...arrows.keys()].filter((k) => k.startsWith('worker/store -> '))).not.toContain('worker/store -> worker/http');
    expect(edgeImports(arrows).filter((i) => !KNOWN_UPWARD.some((k) => i.startsWith(k.split(' -> ')[0]!)))).toEqual([]);
  });

  it("keeps the game's writer the top of its room: only index.ts (of the Worker) imports object.ts for more than its types", () => {
    // The writer's helpers (held.ts, frames.ts, alarm.ts, window.ts, the handlers) are imported by
    // object.ts; one that imported it back would make a loop inside worker/live.
    const object = path.join(ROOT, 'worker/live/object.ts');
    const importers = [...graph()].filter(([, edges]) => edges.some((e) => e.to === object && !e.typeOnly)).map(([from]) => rel(from));
    expect(importers.filter((f) => f.startsWith('worker/'))).toEqual(['worker/index.ts']);
  });

  it('catches a store import of the edge and a loop of rooms', () => {
    const file = (p: string) => path.join(ROOT, p);
    const probe = new Map<string, Edge[]>([
      [file('worker/store/games.ts'), [{ to: file('worker/http/errors.ts'), typeOnly: false }]],
      [file('worker/table/table.ts'), [{ to: file('worker/live/object.ts'), typeOnly: true }]],
      [file('worker/live/object.ts'), [{ to: file('worker/table/table.ts'), typeOnly: false }]],
    ]);
    const found = roomArrows(probe);
    expect(upward(found).up).toEqual(['worker/store -> worker/http', 'worker/table -> worker/live']);
    expect(edgeImports(found)).toEqual(['worker/store/games.ts -> worker/http/errors.ts']);
  });
});
