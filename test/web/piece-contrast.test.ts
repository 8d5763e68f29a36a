/**
 * The letters on the pieces, chips and marks of every board are readable (#45 item 10: Raiding's
 * white "S" on grey was 2.94:1). axe does not see them (they are aria-hidden or SVG text), so the
 * style sheets are read here: every rule that sets both a plain background (or a `--c` colour)
 * and the text colour on it (`color`, `fill`, or the palette's `--c-ink`) must reach WCAG's
 * 4.5:1 between the two, custom properties resolved from the light theme's `:root`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

interface Rule {
  file: string;
  selector: string;
  decls: Map<string, string>;
}

/** The style rules of a sheet, nested at-rules (media queries) included, comments dropped. */
function rulesOf(file: string, css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const out: Rule[] = [];
  const walk = (body: string) => {
    let i = 0;
    while (i < body.length) {
      const open = body.indexOf('{', i);
      if (open < 0) return;
      const selector = body.slice(i, open).trim();
      let depth = 1;
      let j = open + 1;
      for (; j < body.length && depth > 0; j++) {
        if (body[j] === '{') depth++;
        else if (body[j] === '}') depth--;
      }
      const inner = body.slice(open + 1, j - 1);
      if (selector.startsWith('@')) walk(inner);
      else {
        const decls = new Map<string, string>();
        for (const d of inner.split(';')) {
          const colon = d.indexOf(':');
          if (colon > 0) decls.set(d.slice(0, colon).trim(), d.slice(colon + 1).trim());
        }
        out.push({ file, selector, decls });
      }
      i = j;
    }
  };
  walk(text);
  return out;
}

function sheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

const ALL = sheets('web/src').flatMap((f) => rulesOf(f, readFileSync(f, 'utf8')));
/** The light theme's custom properties (the pieces keep their colours in the dark one). */
const ROOT = new Map<string, string>();
for (const r of ALL) if (r.selector === ':root') for (const [k, v] of r.decls) if (k.startsWith('--') && !ROOT.has(k)) ROOT.set(k, v);

/** A colour value as #rrggbb, through var() and named white/black; null when it is anything else (a gradient, transparent). */
function hex(value: string | undefined, local: Map<string, string>, depth = 0): string | null {
  if (!value || depth > 5) return null;
  const v = value.replace(/\s*!important$/, '').trim();
  const ref = /^var\((--[\w-]+)(?:,\s*([^)]+))?\)$/.exec(v);
  if (ref) return hex(local.get(ref[1]!) ?? ROOT.get(ref[1]!) ?? ref[2], local, depth + 1);
  if (v === 'white') return '#ffffff';
  if (v === 'black') return '#000000';
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(v);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  return /^#[0-9a-f]{6}$/i.test(v) ? v.toLowerCase() : null;
}

function luminance(c: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const s = Number.parseInt(c.slice(i, i + 2), 16) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Every rule that puts a text colour on a background of its own: selector, the two colours, their ratio. */
function pairs(): { where: string; ink: string; ground: string; ratio: number }[] {
  const out: { where: string; ink: string; ground: string; ratio: number }[] = [];
  for (const r of ALL) {
    const d = r.decls;
    const ground = hex(d.get('--c'), d) ?? hex(d.get('background-color'), d) ?? hex(d.get('background'), d);
    const ink = hex(d.get('--c-ink'), d) ?? hex(d.get('color'), d) ?? hex(d.get('fill'), d);
    if (!ground || !ink || d.has('opacity')) continue;
    out.push({ where: `${r.file}: ${r.selector}`, ink, ground, ratio: Math.round(contrast(ink, ground) * 100) / 100 });
  }
  // SVG pieces: `.x text { fill }` drawn on `.x circle|rect|path|… { fill }` of the same piece.
  for (const r of ALL) {
    const prefix = /^(.+?)\s+text$/.exec(r.selector)?.[1];
    const ink = prefix ? hex(r.decls.get('fill'), r.decls) : null;
    if (!prefix || !ink) continue;
    for (const shape of ALL) {
      if (!new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(circle|rect|path|ellipse|polygon)$`).test(shape.selector)) continue;
      const ground = hex(shape.decls.get('fill'), shape.decls);
      if (ground) out.push({ where: `${r.file}: ${r.selector} on ${shape.selector}`, ink, ground, ratio: Math.round(contrast(ink, ground) * 100) / 100 });
    }
  }
  // SVG marks whose text and shape are named apart: [text's rule, shape's rule].
  for (const [text, shape] of SVG_PAIRS) {
    const ink = hex(ALL.find((r) => r.selector === text)?.decls.get('fill'), new Map());
    const ground = hex(ALL.find((r) => r.selector === shape)?.decls.get('fill'), new Map());
    if (!ink || !ground) throw new Error(`no fill for ${text} or ${shape}: the pair below is out of date`);
    out.push({ where: `${text} on ${shape}`, ink, ground, ratio: Math.round(contrast(ink, ground) * 100) / 100 });
  }
  return out;
}

/** A Grand Endeavor's numbers on its spaces, drawn as text beside the shape (monument.tsx). */
const SVG_PAIRS: [string, string][] = [['.age-blue-num', '.age-blue-space']];

describe('the letters on the pieces', () => {
  it('computes contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // The measurement: white on Raiding's old start-player grey.
    expect(contrast('#ffffff', '#9b968c')).toBeCloseTo(2.94, 2);
  });

  it('finds the palette of every colour and the start player figure', () => {
    const where = pairs().map((p) => p.where);
    for (const c of ['white', 'blue', 'green', 'yellow', 'red', 'black']) expect(where).toContainEqual(expect.stringMatching(new RegExp(`\\.c-${c}\\b`)));
    expect(where).toContainEqual(expect.stringContaining('.rs-pawn.rs-grey'));
    expect(where).toContainEqual(expect.stringContaining('.c-neutral'));
    expect(where).toContainEqual(expect.stringContaining('.bluestone text on .bluestone rect'));
    expect(where).toContainEqual(expect.stringContaining('.fds-lawyer-fig text on .fds-lawyer-fig circle'));
  });

  it('reach 4.5:1 between every letter and its piece, in every ruleset', () => {
    const low = pairs().filter((p) => p.ratio < 4.5);
    expect(low).toEqual([]);
  });
});
