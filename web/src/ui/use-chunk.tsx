/**
 * A piece of the app loaded on first use (a lazy chunk: the replay page, a rules page, a
 * ruleset's board), once per key. While a newer key loads, an older answer is never shown for it,
 * and an answer that arrives after the component has gone is dropped.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { PageTitle } from './page-title';
import { loadAreas, t } from '../i18n';
import type { ChunkArea } from '../i18n/core';

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

export interface ChunkLoader<V> {
  /** The chunk's value once its module and words are there. */
  load: () => Promise<V>;
  /** The value when the module and its words are there already (undefined before). */
  loaded: () => V | undefined;
}

/**
 * A chunk (a page, a page's later panels) and the catalog areas its code reads: the module is
 * imported once (a failed import is tried again at the next load), and its words in the page's
 * language are asked for at each load (at once when they are there already: after a change of
 * language, or a German core that failed and left the page in English, they are not).
 */
export function chunkLoader<M, V>(load: () => Promise<M>, pick: (m: M) => V, ...areas: ChunkArea[]): ChunkLoader<V> {
  let module: Promise<M> | null = null;
  let loaded: M | undefined;
  const importOnce = () => {
    module ??= load().then(
      (m) => {
        loaded = m;
        return m;
      },
      (e: unknown) => {
        module = null;
        throw e;
      },
    );
    return module;
  };
  return {
    load: () => Promise.all([importOnce(), loadAreas(...areas)]).then(([m]) => pick(m)),
    loaded: () => (loaded !== undefined && areas.every((a) => Object.hasOwn(t, a)) ? pick(loaded) : undefined),
  };
}
