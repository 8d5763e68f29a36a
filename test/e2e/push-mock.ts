/**
 * The mock push service web-push-testing (npm devDependency), started on a free port: it makes
 * subscriptions for the server's VAPID key, checks each push's VAPID JWT and decrypts its
 * aes128gcm message with its own code. test/e2e/push.ts and german-corners.ts read the pushes here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fail } from './harness';

export interface MockSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startMock(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['node_modules/web-push-testing/src/bin/server.js', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (d) => process.stderr.write(`   [web-push-testing] ${d}`));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${url}/status`, { method: 'POST' }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  fail('web-push-testing did not start');
}

export async function mock<T>(url: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) fail(`web-push-testing ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export async function messages(url: string, clientHash: string): Promise<string[]> {
  return (await mock<{ messages: string[] }>(url, '/get-notifications', { clientHash })).messages;
}

export async function waitForMessages(url: string, clientHash: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const got = await messages(url, clientHash);
    if (got.length >= count) return got;
    await new Promise((r) => setTimeout(r, 200));
  }
  fail(`web-push-testing received ${(await messages(url, clientHash)).length} pushes, expected ${count}`);
}
