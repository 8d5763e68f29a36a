/** The shell's inline script ships without its comment lines (scripts/vite-first-screen.ts, #34). */
import { describe, expect, it } from 'vitest';
import { compactInlineScripts, inlineScriptHashes } from '@scripts/vite-first-screen';

describe('compactInlineScripts', () => {
  it('drops whole-line comments and indentation of inline scripts only, never code', () => {
    const html = [
      '<head>',
      '  <script>',
      '    // why the script is here',
      '    (() => {',
      "      const url = 'https://example.org/a'; // a trailing comment stays: it is code's line",
      '',
      '      // another note',
      '      go(url);',
      '    })();',
      '  </script>',
      '  <script type="module" src="/assets/index.js">',
      '    // not an inline script: left as it is',
      '  </script>',
      '</head>',
    ].join('\n');
    const out = compactInlineScripts(html);
    expect(out).toContain("<script>(() => {\nconst url = 'https://example.org/a'; // a trailing comment stays: it is code's line\ngo(url);\n})();</script>");
    expect(out).toContain('<script type="module" src="/assets/index.js">\n    // not an inline script: left as it is\n  </script>');
    expect(out).not.toContain('why the script is here');
    // the policy's hash is taken from what is shipped
    expect(inlineScriptHashes(out)).not.toEqual(inlineScriptHashes(html));
  });
});
