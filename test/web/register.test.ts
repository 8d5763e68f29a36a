/**
 * The service worker registers at the first idle moment after the page's load, not at `load`
 * itself: its install fetches the whole build and must not compete with the first screen (#34).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '@web/offline/register';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function fakeBrowser(readyState: 'loading' | 'complete') {
  const register = vi.fn(() => Promise.resolve());
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  vi.stubEnv('DEV', false);
  vi.stubGlobal('navigator', { serviceWorker: { register } });
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    requestIdleCallback: (f: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBeLessThanOrEqual(3000);
      idle.push(f);
      return 1;
    },
    addEventListener: (type: string, f: () => void) => type === 'load' && onLoad.push(f),
  });
  return { register, idle, onLoad };
}

describe('registering the service worker', () => {
  it('waits for load, then for an idle moment', () => {
    const b = fakeBrowser('loading');
    registerServiceWorker();
    expect(b.register).not.toHaveBeenCalled();
    for (const f of b.onLoad) f();
    expect(b.register).not.toHaveBeenCalled();
    expect(b.idle.length).toBe(1);
    b.idle[0]!();
    expect(b.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on a page already loaded, still waits for an idle moment', () => {
    const b = fakeBrowser('complete');
    registerServiceWorker();
    expect(b.register).not.toHaveBeenCalled();
    b.idle[0]!();
    expect(b.register).toHaveBeenCalledTimes(1);
  });
});
