/** The registries' one way to write a generated file (scripts/rulesets-registry.ts, scripts/commands-registry.ts). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Writes a generated file unless it already holds `text`; true when it wrote it. */
export function writeWhenChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(file, text);
  return true;
}
