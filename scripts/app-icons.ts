/**
 * The app's icon, drawn here rather than copied: a trilithon (two standing stones and their
 * lintel) on a strip of ground, on the site header's colour. One list of shapes gives both the SVG
 * (browser tabs) and the PNGs of the manifest (pngjs, supersampled so the edges are smooth). The
 * maskable icon fills its square and keeps the stones inside the middle 80% a launcher may keep.
 */
import { PNG } from 'pngjs';

/** The site header's and the page's colours (web/src/styles.css `--header`, `--parchment`, `--gold`). */
export const ICON_COLOURS = { header: '#5b5750', parchment: '#f5efe2', gold: '#c8a23c' } as const;

interface Shape {
  x: number;
  y: number;
  w: number;
  h: number;
  /** corner radius */
  r: number;
  fill: string;
}

/** The shapes on a 100 × 100 square. */
function shapes(maskable: boolean): Shape[] {
  const k = maskable ? 0.72 : 1; // the stones shrink into the maskable icon's safe zone
  const at = (v: number) => 50 + (v - 50) * k;
  const part = (x: number, y: number, w: number, h: number, r: number, fill: string): Shape => ({ x: at(x), y: at(y), w: w * k, h: h * k, r: r * k, fill });
  return [
    { x: 0, y: 0, w: 100, h: 100, r: maskable ? 0 : 20, fill: ICON_COLOURS.header },
    part(17, 76, 66, 6, 3, ICON_COLOURS.gold),
    part(27, 36, 15, 41, 2, ICON_COLOURS.parchment),
    part(58, 36, 15, 41, 2, ICON_COLOURS.parchment),
    part(21, 22, 58, 12, 3, ICON_COLOURS.parchment),
  ];
}

export function iconSvg(): string {
  const body = shapes(false)
    .map((s) => `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r}" fill="${s.fill}"/>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${body}</svg>\n`;
}

function inside(s: Shape, x: number, y: number): boolean {
  if (x < s.x || y < s.y || x > s.x + s.w || y > s.y + s.h) return false;
  // the nearest point of the inner rectangle: outside a corner's circle is outside the shape
  const cx = Math.min(Math.max(x, s.x + s.r), s.x + s.w - s.r);
  const cy = Math.min(Math.max(y, s.y + s.r), s.y + s.h - s.r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= s.r ** 2;
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** The icon as a PNG of `size` pixels square (4 × 4 samples per pixel). */
export function iconPng(size: number, maskable = false): Buffer {
  const list = shapes(maskable).map((s) => ({ s, c: rgb(s.fill) }));
  const png = new PNG({ width: size, height: size });
  const n = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const x = ((px + (sx + 0.5) / n) / size) * 100;
          const y = ((py + (sy + 0.5) / n) / size) * 100;
          let hit: [number, number, number] | null = null;
          for (const { s, c } of list) if (inside(s, x, y)) hit = c; // the last shape drawn is on top
          if (!hit) continue;
          r += hit[0];
          g += hit[1];
          b += hit[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      // colour averaged over the covered samples, coverage as alpha (the rounded corners)
      png.data[i] = a ? Math.round(r / a) : 0;
      png.data[i + 1] = a ? Math.round(g / a) : 0;
      png.data[i + 2] = a ? Math.round(b / a) : 0;
      png.data[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return PNG.sync.write(png);
}
