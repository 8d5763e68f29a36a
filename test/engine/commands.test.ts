/**
 * The seat commands (schema/commands.ts) and their handlers (worker/live/commands/, one file a
 * command): the writer's registry of handlers is current, each member of the union has exactly
 * one handler file named after it, and every handler file answers to a member.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writerCommand } from '@worker/live/housekeeping';
import { commandFiles, commandsFile } from '@scripts/commands-registry';

const DIR = path.resolve(import.meta.dirname, '../../worker/live/commands');

describe('the seat commands', () => {
  const files = commandFiles(DIR);

  it("lists every handler file in the writer's registry (npm run build writes it)", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    expect(readFileSync(path.join(DIR, '../commands.generated.ts'), 'utf8')).toBe(commandsFile(files));
  });

  it('has one handler file for each member of the union, named after its type, and none other', () => {
    const types = writerCommand.options.map((o) => o.shape.type.value).sort();
    expect(files).toEqual(types);
    for (const file of files) {
      const text = readFileSync(path.join(DIR, `${file}.ts`), 'utf8');
      expect(text, file).toContain(`export const handler: Handler<'${file}'> = {`);
      expect(text, file).toContain(`type: '${file}',`);
    }
  });
});
