/**
 * What a browser and Cloudflare must load: the Worker bundle as `wrangler deploy
 * --dry-run` writes it, and the JS the game page fetches before it can render
 * (dist/index.html's entry scripts, modulepreloads and their static imports;
 * lazy `import()` chunks are not counted). Sizes are gzip level 9, in KB of 1,024 bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.join(import.meta.dirname, '..');

export function gzKB(bytes: Buffer | string): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

export interface WorkerSize {
  gzKB: number;
  rawKB: number;
  files: string[];
}

export function workerSize(): WorkerSize {
  const out = mkdtempSync(path.join(tmpdir(), 'stonehenge-bench-worker-'));
  try {
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'wrangler'), ['deploy', '--dry-run', '--outdir', out], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, CI: '1' },
    });
    // Source maps are uploaded only on request and never run: count the modules only.
    const modules = filesUnder(out).filter((f) => /\.(m?js|cjs|wasm)$/.test(f));
    if (modules.length === 0) throw new Error('wrangler deploy --dry-run wrote no module');
    const bytes = modules.map((f) => readFileSync(f));
    return {
      gzKB: bytes.reduce((sum, b) => sum + gzKB(b), 0),
      rawKB: bytes.reduce((sum, b) => sum + b.length, 0) / 1024,
      files: modules.map((f) => path.relative(out, f)),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The script and modulepreload URLs an HTML page names, in order. */
export function entryScripts(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.push(attr('src')!);
    if (/^<link/i.test(tag) && /modulepreload/i.test(attr('rel') ?? '') && attr('href')) urls.push(attr('href')!);
  }
  return urls;
}

/** Relative specifiers of the static imports in an ES module (`import … from "x"`, `import "x"`, `export … from "x"`). */
export function staticImports(js: string): string[] {
  const out: string[] = [];
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+|\/[^"']+)["']/g;
  for (let m = re.exec(js); m; m = re.exec(js)) out.push(m[1]!);
  return out;
}

export interface WebSize {
  gzKB: number;
  rawKB: number;
  files: string[];
  cssGzKB: number;
}

export function webInitialSize(distDir = path.join(ROOT, 'dist')): WebSize {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue = entryScripts(html)
    .filter((u) => !/^[a-z]+:\/\//i.test(u))
    .map((u) => path.join(distDir, u));
  if (queue.length === 0) throw new Error('dist/index.html names no script');
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const js = readFileSync(file, 'utf8');
    for (const spec of staticImports(js)) {
      queue.push(spec.startsWith('/') ? path.join(distDir, spec) : path.join(path.dirname(file), spec));
    }
  }
  const files = [...seen];
  const css = (html.match(/<link\b[^>]*rel=["']stylesheet["'][^>]*>/gi) ?? [])
    .map((tag) => /href=["']([^"']+)["']/.exec(tag)?.[1])
    .filter((u): u is string => !!u && !/^[a-z]+:\/\//i.test(u));
  return {
    gzKB: files.reduce((sum, f) => sum + gzKB(readFileSync(f)), 0),
    rawKB: files.reduce((sum, f) => sum + statSync(f).size, 0) / 1024,
    files: files.map((f) => path.relative(distDir, f)),
    cssGzKB: css.reduce((sum, u) => sum + gzKB(readFileSync(path.join(distDir, u))), 0),
  };
}
