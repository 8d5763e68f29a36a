/**
 * Counts D1 queries and rows read/written for one request, for the benchmark
 * (`npm run bench` starts the dev server with D1_STATS=on). Off by default:
 * then the binding is used as it is and this file costs nothing.
 */
export interface D1Stats {
  queries: number;
  rowsRead: number;
  rowsWritten: number;
}

const UNWRAP = Symbol('unwrap');

function record(stats: D1Stats, meta: D1Meta | undefined) {
  stats.queries++;
  stats.rowsRead += meta?.rows_read ?? 0;
  stats.rowsWritten += meta?.rows_written ?? 0;
}

function wrapStatement(stmt: D1PreparedStatement, stats: D1Stats): D1PreparedStatement {
  return new Proxy(stmt, {
    get(target, prop) {
      if (prop === UNWRAP) return target;
      if (prop === 'bind') return (...values: unknown[]) => wrapStatement(target.bind(...values), stats);
      if (prop === 'run' || prop === 'all') {
        return async () => {
          const result = await target.all();
          record(stats, result.meta);
          return result;
        };
      }
      if (prop === 'first') {
        return async (column?: string) => {
          const result = await target.all<Record<string, unknown>>();
          record(stats, result.meta);
          const row = result.results[0];
          return row === undefined ? null : column === undefined ? row : row[column];
        };
      }
      if (prop === 'raw') {
        // `raw` gives no meta, so read through `all` and turn rows into arrays in column order.
        return async (options?: { columnNames?: boolean }) => {
          const result = await target.all<Record<string, unknown>>();
          record(stats, result.meta);
          const rows = result.results.map((r) => Object.values(r));
          if (options?.columnNames) return [Object.keys(result.results[0] ?? {}), ...rows];
          return rows;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function countingD1(db: D1Database, stats: D1Stats): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => wrapStatement(target.prepare(query), stats);
      if (prop === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          const plain = statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[UNWRAP] ?? s);
          const results = await target.batch(plain);
          for (const r of results) record(stats, r.meta);
          stats.queries -= results.length - 1; // one batch is one round trip
          return results;
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function formatStats(s: D1Stats): string {
  return `queries=${s.queries}; rows_read=${s.rowsRead}; rows_written=${s.rowsWritten}`;
}
