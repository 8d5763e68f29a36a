/**
 * What the first screen knows of the table talk before the chat panel's chunk is there: whether
 * this device hides the chat, which message it last showed in view, and the "2 new messages" badge
 * at the top of the page (web/src/game/later-panels.tsx loads the panel itself).
 */
import { useEffect, useState } from 'preact/hooks';
import { getChat } from './game-api';
import { t } from '../i18n';

const hiddenKey = (gameId: string) => `stonehenge:chat-hidden:${gameId}`;
/** Whether this device hides the chat of this game (the recap then leaves talk out too). */
export const chatHidden = (gameId: string) => localStorage.getItem(hiddenKey(gameId)) === '1';
/** Hides or shows the chat of this game on this device. */
export function setChatHidden(gameId: string, hidden: boolean): void {
  if (hidden) localStorage.setItem(hiddenKey(gameId), '1');
  else localStorage.removeItem(hiddenKey(gameId));
}

const readKey = (gameId: string) => `stonehenge:chat-read:${gameId}`;
/** The newest message id this device has shown in view (0: none). */
const chatRead = (gameId: string) => Number(localStorage.getItem(readKey(gameId)) ?? 0) || 0;
const READ_EVENT = 'stonehenge:chat-read';
/** The chat panel showed messages up to `id` in view: the badge counts only newer ones. */
export function markRead(gameId: string, id: number): void {
  if (id <= chatRead(gameId)) return;
  localStorage.setItem(readKey(gameId), String(id));
  window.dispatchEvent(new Event(READ_EVENT));
}

/**
 * What the chat panel keeps on this device, handed to it by the page (the panel's chunk imports
 * nothing of the first load's own modules, so that rolldown splits no shared chunk off the page's).
 */
export interface ChatDevice {
  hidden: () => boolean;
  setHidden: (hidden: boolean) => void;
  markRead: (id: number) => void;
}

export const chatDevice = (gameId: string): ChatDevice => ({
  hidden: () => chatHidden(gameId),
  setHidden: (hidden) => setChatHidden(gameId, hidden),
  markRead: (id) => markRead(gameId, id),
});

/**
 * "2 new messages" at the top of the page, a link down to the chat: the others' messages newer
 * than the last one this device showed in view. Nothing when the chat is hidden here.
 */
export function ChatBadge({ gameId, token, chatLast, mySeat }: { gameId: string; token: string; chatLast: number; mySeat: number }) {
  const [unread, setUnread] = useState(0);
  const [read, setRead] = useState(() => chatRead(gameId));
  useEffect(() => {
    const onRead = () => setRead(chatRead(gameId));
    window.addEventListener(READ_EVENT, onRead);
    return () => window.removeEventListener(READ_EVENT, onRead);
  }, [gameId]);
  useEffect(() => {
    if (chatHidden(gameId) || chatLast <= read) {
      setUnread(0);
      return;
    }
    let live = true;
    getChat(gameId, token, read).then(
      (more) => live && setUnread(more.filter((m) => m.seat !== mySeat && m.id > read).length),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, token, chatLast, read, mySeat]);
  if (!unread) return null;
  return (
    <a href="#chat-title" class="chat-badge" data-testid="chat-badge">
      <span aria-hidden="true">✉ </span>
      {t.game.chatUnread(unread)}
    </a>
  );
}
