/**
 * "Notify me on this device": the service worker (web/public/sw.js, scope /), the browser's push
 * subscription made with the server's VAPID key, and that subscription registered for one seat
 * (POST /api/games/:id/push). One browser has one subscription; each seat it turns this on for
 * is registered with it. Which seats of a game this device turned on is kept in localStorage
 * (`stonehenge:push:<game>:<seat>`), so the panel can say so and re-register after the browser
 * renewed its subscription.
 */
import { ApiFailure } from './api';
import { getPushKey, registerPush, unregisterPush } from './game/panels-api';
import { loadErrorWords } from './i18n';

const KEY = 'stonehenge:push:';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can show pushes here (an iPhone needs the site added to the home screen first). */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function remembered(gameId: string, seat: number): boolean {
  try {
    return window.localStorage.getItem(`${KEY}${gameId}:${seat}`) === '1';
  } catch {
    return false;
  }
}

function remember(gameId: string, seat: number, on: boolean): void {
  try {
    if (on) window.localStorage.setItem(`${KEY}${gameId}:${seat}`, '1');
    else window.localStorage.removeItem(`${KEY}${gameId}:${seat}`);
  } catch {
    // Storage blocked: the notifications still work, the panel just cannot tell next time.
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** This browser's subscription for the server's key: the existing one, or a new one (asks for permission). */
async function subscription(): Promise<PushSubscription> {
  const { publicKey } = await getPushKey();
  const key = keyBytes(publicKey);
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  // A subscription made for another key (the server's keys changed) cannot receive its pushes.
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Turns notifications on for this seat on this device. Throws an ApiFailure with a message for a person. */
export async function enablePush(gameId: string, seat: number, token: string): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    await loadErrorWords();
    throw new ApiFailure(0, 'permission', 'Notifications are not allowed for this site: allow them in your browser settings and try again.');
  }
  let sub: PushSubscription;
  try {
    sub = await subscription();
  } catch (e) {
    if (e instanceof ApiFailure) throw e;
    await loadErrorWords();
    throw new ApiFailure(0, 'push_failed', `This browser could not set up notifications (${(e as Error)?.message ?? e}).`);
  }
  await registerPush(gameId, token, sub.toJSON());
  remember(gameId, seat, true);
}

/** Turns them off for this seat; the browser's subscription stays for its other seats and games. */
export async function disablePush(gameId: string, seat: number, token: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const sub = await registration?.pushManager.getSubscription();
  if (sub) await unregisterPush(gameId, token, sub.endpoint);
  remember(gameId, seat, false);
}

/**
 * Whether this device has notifications on for the seat. When it has, the subscription is
 * registered again (the same endpoint is a no-op; a renewed one replaces nothing and is added).
 */
export async function pushEnabled(gameId: string, seat: number, token: string): Promise<boolean> {
  if (pushSupport() !== 'supported' || Notification.permission !== 'granted' || !remembered(gameId, seat)) return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const sub = await registration?.pushManager.getSubscription();
  if (!sub) {
    remember(gameId, seat, false);
    return false;
  }
  await registerPush(gameId, token, sub.toJSON()).catch(() => undefined);
  return true;
}
