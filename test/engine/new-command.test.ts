/**
 * Adding a seat command by the documented steps alone (docs/architecture.md "Adding a seat
 * command"): the test writes a throwaway one, "wave" (a seat waves at the table: its seat and
 * the time it waved, nothing written), as its member of the union in a scratch copy of
 * schema/commands.ts and its handler file in a scratch copy of worker/live/commands/. The
 * registry finds it, the union takes it, its handler is found by its type and returns a change,
 * the whole Worker typechecks with it, and no other file of schema/ or worker/ changed. A handler
 * of a type the union lacks fails tsc.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, changedFiles, scratchTree, scratchTscErrors } from './scratch-tsc';
import { commandFiles, writeCommandsRegistry } from '@scripts/commands-registry';

/** The union's new member, as the step says: one line in the list of schema/commands.ts. */
const MEMBER = "  z.object({ type: z.literal('wave'), at: z.number().int().min(0) }).strict(),\n";

/** The handler file, as the step says. */
const HANDLER = `/** A seat waves at the table: its seat and when, nothing written. */
import { errors } from '../../store/refusal';
import type { Handler } from '../desk';

export const handler: Handler<'wave'> = {
  type: 'wave',
  publishFirst: false,
  async run(desk, db, command, { tokenHash }) {
    const loaded = await desk.seatOf(db, tokenHash);
    if (loaded.seat === null) throw errors.unauthorized();
    return { value: { seat: loaded.seat, at: command.at } };
  },
};
`;

const scratch = scratchTree('new-command', ['schema', 'worker']);

describe('a new seat command by the documented steps', () => {
  const union = path.join(scratch, 'schema/commands.ts');
  const opening = "export const gameCommand = z.discriminatedUnion('type', [\n";
  writeFileSync(union, readFileSync(union, 'utf8').replace(opening, opening + MEMBER));
  writeFileSync(path.join(scratch, 'worker/live/commands/wave.ts'), HANDLER);
  const commands = path.join(scratch, 'worker/live/commands');

  it('is found by the registry, and nothing else of schema/ or worker/ changes', () => {
    expect(writeCommandsRegistry(commands)).toBe(true);
    expect(commandFiles(commands)).toContain('wave');
    expect(readFileSync(path.join(scratch, 'worker/live/commands.generated.ts'), 'utf8')).toContain("from './commands/wave';");
    expect(changedFiles(scratch, ['schema', 'worker'])).toEqual(['schema/commands.ts', 'worker/live/commands.generated.ts', 'worker/live/commands/wave.ts']);
  });

  it('is taken by the union, and its handler is found by its type and returns a change', async () => {
    const { gameCommand } = (await import(union)) as typeof import('@schema/commands');
    expect(gameCommand.parse({ type: 'wave', at: 5 })).toEqual({ type: 'wave', at: 5 });
    expect(gameCommand.safeParse({ type: 'wave' }).success).toBe(false);
    const { HANDLERS } = (await import(path.join(scratch, 'worker/live/commands.generated.ts'))) as typeof import('@worker/live/commands.generated');
    const wave = HANDLERS.find((h) => (h.type as string) === 'wave');
    expect(wave).toBeDefined();
    const desk = { seatOf: async () => ({ game: {}, seat: 2 }) } as unknown as Parameters<NonNullable<typeof wave>['run']>[0];
    const asker = { tokenHash: 'hash', now: 7, url: 'http://127.0.0.1' };
    expect(await wave!.run(desk, {} as never, { type: 'wave', at: 5 } as never, asker)).toEqual({ value: { seat: 2, at: 5 } });
  });

  it('typechecks with the whole Worker, and a handler of a type the union lacks fails tsc', () => {
    const stray = HANDLER.replaceAll("'wave'", "'stray'").replace("'../../store/refusal'", "'../store/refusal'").replace("'../desk'", "'./desk'");
    writeFileSync(path.join(scratch, 'worker/live/stray.ts'), stray);
    const paths = {
      '@engine/*': [path.join(REPO, 'engine/*')],
      '@db/*': [path.join(REPO, 'db/*')],
      '@web/*': [path.join(REPO, 'web/src/*')],
      '@schema/*': ['./schema/*'],
      '@worker/*': ['./worker/*'],
    };
    const errors = scratchTscErrors(scratch, ['worker/index.ts', 'worker/live/stray.ts'], paths);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((l) => l.startsWith('worker/live/stray.ts('))).toBe(true);
    // The Worker's whole tree: about 15 s alone, over 60 s on a busy 2-core machine.
  }, 240_000);
});
