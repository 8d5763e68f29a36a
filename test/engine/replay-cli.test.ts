/**
 * `npm run replay`: the script's `replayFile` called in-process on records written to a temp
 * dir (the command itself, spawned once, is test/slow/replay-command.test.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayFile } from '@scripts/replay';
import { randomStonerushRecord } from './fuzz';

const dir = mkdtempSync(join(tmpdir(), 'replay-cli-'));
let files = 0;

function runReplay(record: unknown): { code: number; out: string } {
  const file = join(dir, `r${files++}.json`);
  writeFileSync(file, typeof record === 'string' ? record : JSON.stringify(record));
  const { code, out, err } = replayFile(file);
  return { code, out: [...out, ...err].join('\n') };
}

describe('npm run replay', () => {
  const record = randomStonerushRecord('cli-record', 'cligame');

  it('replays a good record and prints its result', () => {
    const { code, out } = runReplay(record);
    expect(out).toContain('reproduces its result');
    expect(code).toBe(0);
  });

  it('fails on a record whose result was tampered with', () => {
    const winners = record.result!.winners;
    const other = [0, 1, 2].filter((s) => !winners.includes(s)).slice(0, 1);
    const { code, out } = runReplay({ ...record, result: { ...record.result, winners: other } });
    expect(code).toBe(1);
    expect(out).toContain('the replay gives winners');
  });

  it('fails on a malformed record, a gap in the log and an unknown engine version', () => {
    expect(runReplay('{not json').code).toBe(1);
    expect(runReplay({ ...record, format: 'other' }).code).toBe(1);
    expect(runReplay({ ...record, actions: record.actions.slice(1) }).code).toBe(1);
    expect(runReplay({ ...record, engineVersion: 99 }).out).toContain('stonerush engine v99 is not available (this build runs v1)');
  });

  it('fails on a record with one action taken out, even with the seq numbers mended', () => {
    const middle = Math.floor(record.actions.length / 2);
    const actions = record.actions.filter((_, i) => i !== middle).map((a, i) => ({ ...a, seq: i + 1 }));
    const { code, out } = runReplay({ ...record, actions });
    expect(code).toBe(1);
    expect(out).toMatch(/does not replay|not over|the replay gives/);
  });
});
