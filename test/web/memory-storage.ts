/**
 * An empty localStorage and sessionStorage, as in a fresh browser, for the page tests that render
 * components reading storage (the chat's "hidden on this device" switch, tokens) outside a browser.
 */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

export function installMemoryStorage(): void {
  Object.assign(globalThis, { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
}
