/**
 * A piece of the app loaded on first use (a lazy chunk: the replay page, a rules page, a
 * ruleset's board), once per key. While a newer key loads, an older answer is never shown for it,
 * and an answer that arrives after the component has gone is dropped.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { PageTitle } from './page-title';
import { t } from '../i18n';

export type Chunk<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; value: T };

/**
 * Loads `load()` for `key` (null: nothing to load, stays 'loading'); loads again when the key changes.
 * `already` is the value when it is at hand before any effect runs (a chunk loaded earlier).
 */
export function useChunk<T>(key: string, load: (() => Promise<T>) | null, already?: T): Chunk<T> {
  const [result, setResult] = useState<{ key: string; chunk: Chunk<T> } | null>(() =>
    already === undefined ? null : { key, chunk: { state: 'ready', value: already } },
  );
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const run = loader.current;
    if (!run) return;
    let live = true;
    run().then(
      (value) => live && setResult({ key, chunk: { state: 'ready', value } }),
      () => live && setResult({ key, chunk: { state: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return result && result.key === key ? result.chunk : { state: 'loading' };
}

/** A page whose chunk could not be loaded: says so, and what to do. */
export function ChunkFailed({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p class="notice error" role="alert">
        {t.common.chunkFailedHelp}
      </p>
    </>
  );
}
