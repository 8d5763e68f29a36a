/**
 * Adding a notification kind by the documented step alone (docs/notifications.md "Kinds"): the
 * test writes a throwaway one, "fanfare" (a table's fanfare, mailed and pushed, leading home), as
 * its name and its entry in a scratch copy of worker/store/notify-kinds.ts and its words in
 * kind-words.ts, and nothing else. The
 * push of the scratch tree speaks its words and opens what its entry says, the whole Worker
 * (with the outbox column, db/schema.ts, typed by the scratch list) typechecks with it, and a
 * name without its entry fails tsc.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, changedFiles, scratchTree, scratchTscErrors } from './scratch-tsc';
import { RULESETS } from '@engine/index';
import { gameRowAt } from './game-row';

/** The step: a name in the list and its entry in the table, side by side in kinds.ts, and its words in kind-words.ts. */
const NAME = "  | 'fanfare'\n";
const ENTRY = `  /** A table's fanfare: every seat, by mail and push; leads to the home page. */
  fanfare: {
    channels: ['email', 'push'],
    mail: 'game',
    opens: 'home',
  },
`;
const WORDS = `  fanfare: {
    mail: ({ hello, title, m }) => ({ subject: \`\${title}: fanfare\`, lines: [hello, m.expiredLine(title)], button: m.startNew }),
    push: (_game, _seat, _now, m) => ({ title: 'Fanfare', body: m.expiredNew }),
  },
`;

const scratch = scratchTree('new-notify-kind', ['worker']);

describe('a new notification kind by the documented step', () => {
  const kinds = path.join(scratch, 'worker/store/notify-kinds.ts');
  const original = readFileSync(kinds, 'utf8');
  const names = 'export type NotifyKind =\n';
  const table = 'export const NOTIFY_KINDS = {\n';
  writeFileSync(kinds, original.replace(names, names + NAME).replace(table, table + ENTRY));
  const kindWords = path.join(scratch, 'worker/notify/kind-words.ts');
  const wordsTable = '} = {\n';
  writeFileSync(kindWords, readFileSync(kindWords, 'utf8').replace(wordsTable, wordsTable + WORDS));

  it('is its entry and its words: only kinds.ts and kind-words.ts of worker/ change', () => {
    expect(readFileSync(kinds, 'utf8')).not.toBe(original);
    expect(changedFiles(scratch, ['worker'])).toEqual(['worker/notify/kind-words.ts', 'worker/store/notify-kinds.ts']);
  });

  it('is read by the rest: its push speaks its words and opens its page, its flags come from its entry', async () => {
    const { kindOf, kindsWhere } = (await import(kinds)) as typeof import('@worker/store/notify-kinds');
    const { renderPush } = (await import(path.join(scratch, 'worker/notify/push.ts'))) as typeof import('@worker/notify/push');
    expect(kindOf('fanfare').opens).toBe('home');
    expect(kindsWhere('waitsOnSeat')).not.toContain('fanfare');
    const ruleset = RULESETS[0]!;
    const seats = [0, 1].map((seat) => ({ seat, name: `P${seat}`, joined: true }));
    const game = gameRowAt(ruleset, {
      options: ruleset.optionsSchema.parse({}),
      seats,
      state: ruleset.setup('s', 2, ruleset.optionsSchema.parse({})),
      step: 0,
      logLength: 0,
    });
    const row = { kind: 'fanfare', seat: 0, data: {}, channel: 'push' } as never;
    expect(renderPush(row, game, 0)).toEqual({ title: 'Fanfare', body: expect.any(String), url: '/g/g1' });
  });

  it('typechecks with the whole Worker; a name without its entry fails tsc', () => {
    const paths = {
      '@engine/*': [path.join(REPO, 'engine/*')],
      '@db/*': [path.join(REPO, 'db/*')],
      '@web/*': [path.join(REPO, 'web/src/*')],
      '@schema/*': [path.join(REPO, 'schema/*')],
      '@worker/*': ['./worker/*'],
    };
    // A second copy of the table with a name and no entry.
    writeFileSync(path.join(scratch, 'worker/store/notify-kinds-stray.ts'), readFileSync(kinds, 'utf8').replace(names, `${names}  | 'stray'\n`));
    const errors = scratchTscErrors(scratch, ['worker/index.ts', 'worker/store/notify-kinds-stray.ts'], paths);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((l) => l.startsWith('worker/store/notify-kinds-stray.ts('))).toBe(true);
    expect(errors.join('\n')).toContain('does not satisfy');
    // The Worker's whole tree: about 15 s alone, over 60 s on a busy 2-core machine.
  }, 240_000);
});
