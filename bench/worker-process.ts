/**
 * The bench's local server process (started by bench/server.ts): the Worker of `--root` served by
 * wrangler's own dev server (`unstable_startWorker`, what `wrangler dev` runs) on `--port`, with
 * its local D1, R2 and Durable Objects under `--persist`, and no DevTools inspector.
 *
 * Why not `wrangler dev` itself: it always attaches its inspector proxy to the Worker, and that
 * proxy hands every event the runtime reports (each subrequest, and a D1 query, a Durable Object
 * call or an R2 read is one locally) to wrangler's Node process, which formats it and appends it
 * to a debug log file under ~/.config/.wrangler/logs. Measured here: about 2.5 ms of CPU a D1
 * query, on top of the Worker's own, so a request that reads D1 paid a tax that a request
 * reading nothing (the bench's floor, `GET /api/rulesets`) never did, and that no deployed
 * Worker pays. Without the inspector the same runtime serves the same code and bindings.
 * Both servers of the 16-games comparison (this tree and the baseline) run this way.
 *
 *   tsx bench/worker-process.ts --root <dir> --port <n> --persist <dir>
 *
 * Prints `ready <url>` once it answers; stops on SIGTERM or SIGINT.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_startWorker } from 'wrangler';

const { values } = parseArgs({ options: { root: { type: 'string' }, port: { type: 'string' }, persist: { type: 'string' } } });
if (!values.root || !values.port || !values.persist) throw new Error('usage: worker-process.ts --root <dir> --port <n> --persist <dir>');

const worker = await unstable_startWorker({
  config: path.join(values.root, 'wrangler.toml'),
  sendMetrics: false,
  // The vars the bench needs: every API answer carries its D1 cost, and no rate limits (it plays at machine speed).
  bindings: { D1_STATS: { type: 'plain_text', value: 'on' }, RATE_LIMITS: { type: 'plain_text', value: 'off' } },
  dev: {
    inspector: false,
    persist: values.persist,
    logLevel: 'warn',
    watch: false,
    server: { hostname: '127.0.0.1', port: Number(values.port) },
  },
});
await worker.ready;
console.log(`ready ${(await worker.url).href}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.dispose();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
