/**
 * The device's offline store: one IndexedDB database (`stonehenge`, store `offline`) through
 * idb-keyval, holding each seat's last payload and queued move (./queue.ts).
 */
import { createStore, del, get, keys, set } from 'idb-keyval';
import type { KeyValue } from './queue';

let db: ReturnType<typeof createStore> | null = null;
const store = () => {
  db ??= createStore('stonehenge', 'offline');
  return db;
};

export const deviceStore: KeyValue = {
  get: (key) => get(key, store()),
  set: (key, value) => set(key, value, store()),
  del: (key) => del(key, store()),
  keys: () => keys(store()).then((all) => all.map(String)),
};
