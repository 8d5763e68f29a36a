/**
 * The path aliases, in one place: `@engine/…` is `engine/…`, `@web/…` is `web/src/…`, and so on.
 * tsconfig.json's `paths` say the same for tsc, tsx and wrangler's esbuild (test/engine/aliases.test.ts
 * checks they agree); vite.config.ts and vitest.config.ts read this list, and so do the layers
 * test's import reader (test/engine/imports.ts) and scripts/aliases-codemod.ts.
 */
export const ALIASES: Readonly<Record<string, string>> = {
  '@engine': 'engine',
  '@schema': 'schema',
  '@db': 'db',
  '@worker': 'worker',
  '@web': 'web/src',
  '@scripts': 'scripts',
};

/** `@engine/core/flow` → `<root>/engine/core/flow`; null for a specifier that is no alias. */
export function unalias(root: string, spec: string): string | null {
  const slash = spec.indexOf('/');
  const target = slash > 0 ? ALIASES[spec.slice(0, slash)] : undefined;
  return target ? `${root}/${target}${spec.slice(slash)}` : null;
}
