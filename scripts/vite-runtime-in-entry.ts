/**
 * The bundler's runtime inside the entry (#49, docs/performance.md): rolldown emits its one helper
 * that chunks use (`__exportAll`, which builds the namespace object of a module loaded by `import()`
 * from a chunk of several modules) as a file of its own, `rolldown-runtime-<hash>.js`, about 150
 * bytes that cost every page one more request and its headers (0.49 KB over the wire). No
 * codeSplitting group moves it (docs/performance.md, sixth session). This step, before the chunks
 * are hashed and minified (`renderChunk`, so every name still follows its content):
 * - gives the entry its own `__exportAll`, exported under RUNTIME_EXPORT;
 * - points each chunk's import of the runtime file at the entry (every chunk already runs after
 *   the entry, which loads them);
 * then drops the runtime file from the build and the shell's preload of it (`generateBundle`).
 * The build fails if rolldown's import line changes shape, rather than ship a chunk that imports a
 * file that is gone.
 */
import type { Plugin } from 'vite';

const RUNTIME_FILE = /(^|\/)rolldown-runtime-[^/]+\.js$/;
/** The name the entry exports the helper under (rolldown's own short export names have no `__`; checked below). */
const RUNTIME_EXPORT = '__rt';
/** rolldown's import of the helper in a chunk (unminified at `renderChunk`). */
const RUNTIME_IMPORT = /import \{ t as (\w+) \} from "\.\/(rolldown-runtime-[^"]+\.js)";/;

/**
 * The helper, as rolldown's runtime defines it: an object with a getter for each export (live,
 * as a module namespace's are), marked `Module` unless asked not to.
 */
const HELPER = `
//#region the bundler's namespace helper (scripts/vite-runtime-in-entry.ts)
var ${RUNTIME_EXPORT} = (all, noSymbols) => {
\tconst target = {};
\tfor (const name in all) Object.defineProperty(target, name, { get: all[name], enumerable: true });
\tif (!noSymbols) Object.defineProperty(target, Symbol.toStringTag, { value: "Module" });
\treturn target;
};
export { ${RUNTIME_EXPORT} };
//#endregion
`;

export function runtimeInEntry(): Plugin {
  return {
    name: 'stonehenge-runtime-in-entry',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (RUNTIME_FILE.test(chunk.fileName)) return null;
      if (chunk.isEntry) {
        if (new RegExp(`\\b${RUNTIME_EXPORT}\\b`).test(code)) throw new Error(`${chunk.fileName} already has a name ${RUNTIME_EXPORT}`);
        return `${code}\n${HELPER}`;
      }
      if (!chunk.imports.some((f) => RUNTIME_FILE.test(f))) return null;
      const entry = Object.values(meta.chunks).find((c) => c.isEntry);
      const found = RUNTIME_IMPORT.exec(code);
      if (!entry || !found) throw new Error(`${chunk.fileName}: no import of the bundler's runtime in the shape scripts/vite-runtime-in-entry.ts knows`);
      // Every chunk sits beside the entry (assets/), so it is `./<its name>`.
      const entryName = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);
      const helper = `${RUNTIME_EXPORT} as ${found[1]}`;
      // Into the chunk's import of the entry where it has one, else an import of its own.
      const fromEntry = ` } from "./${entryName}";`;
      const at = code.indexOf(fromEntry);
      if (at < 0) return code.replace(found[0], `import { ${helper} } from "./${entryName}";`);
      return `${code.slice(0, at)}, ${helper}${code.slice(at)}`.replace(found[0], '');
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const runtime = Object.keys(bundle).find((f) => RUNTIME_FILE.test(f));
        if (!runtime) return;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (entry?.type !== 'chunk') throw new Error('no entry chunk');
        for (const c of Object.values(bundle)) {
          if (c.type !== 'chunk' || c === entry) continue;
          if (c.code.includes(runtime.slice(runtime.lastIndexOf('/') + 1))) throw new Error(`${c.fileName} still imports ${runtime}`);
          if (!c.imports.includes(runtime)) continue;
          c.imports = c.imports.filter((f) => f !== runtime);
          if (!c.imports.includes(entry.fileName)) c.imports.push(entry.fileName);
        }
        delete bundle[runtime];
        const html = bundle['index.html'];
        if (html?.type === 'asset' && typeof html.source === 'string') {
          html.source = html.source.replace(
            new RegExp(`\\s*<link rel="modulepreload" crossorigin href="/${runtime.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`),
            '',
          );
        }
      },
    },
  };
}
