/**
 * `npm run replay` as a command: the one spawn that checks the script's entry prints and exits as
 * `replayFile` says (its cases run in-process in test/engine/replay-cli.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomStonerushRecord } from '../engine/fuzz';

describe('npm run replay, spawned', () => {
  it('prints the result and exits 0 for a good record, 1 with the reason for a bad one', () => {
    const record = randomStonerushRecord('cli-command', 'cmdgame');

    const dir = mkdtempSync(join(tmpdir(), 'replay-command-'));
    const good = join(dir, 'good.json');
    const bad = join(dir, 'bad.json');
    writeFileSync(good, JSON.stringify(record));
    writeFileSync(bad, JSON.stringify({ ...record, engineVersion: 99 }));
    const run = (file: string) => spawnSync('npx', ['tsx', 'scripts/replay.ts', file], { encoding: 'utf8' });
    const ok = run(good);
    expect(ok.stdout).toContain('the record reproduces its result');
    expect(ok.status).toBe(0);
    const refused = run(bad);
    expect(refused.stderr).toContain('replay: stonerush engine v99 is not available');
    expect(refused.status).toBe(1);
  });
});
