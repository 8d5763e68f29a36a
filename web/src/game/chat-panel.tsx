/**
 * Table talk for the seats of a game. Messages are plain text (links become links, nothing else
 * is interpreted); new ones are fetched when the game payload says the chat moved on
 * (`chatLast`), so the same poll or live update that brings moves brings talk. A seat can hide
 * the chat on this device; it is never shown to spectators.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '@schema/api';
import { getChat, postChat } from '../api';
import { FormError } from '../ui/form-error';
import { fmt, t } from '../i18n';
import { errorText } from '../i18n/error-text';

const MAX = 500;
const hiddenKey = (gameId: string) => `stonehenge:chat-hidden:${gameId}`;
/** Whether this device hides the chat of this game (the recap then leaves talk out too). */
export const chatHidden = (gameId: string) => localStorage.getItem(hiddenKey(gameId)) === '1';

const readKey = (gameId: string) => `stonehenge:chat-read:${gameId}`;
/** The newest message id this device has shown in view (0: none). */
const chatRead = (gameId: string) => Number(localStorage.getItem(readKey(gameId)) ?? 0) || 0;
const READ_EVENT = 'stonehenge:chat-read';
function markRead(gameId: string, id: number): void {
  if (id <= chatRead(gameId)) return;
  localStorage.setItem(readKey(gameId), String(id));
  window.dispatchEvent(new Event(READ_EVENT));
}

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
      {unread} new {unread === 1 ? 'message' : 'messages'}
    </a>
  );
}

/** Splits text into plain runs and http(s) links; only those two ever reach the page. */
export function linkify(text: string): (string | { href: string; label: string })[] {
  const out: (string | { href: string; label: string })[] = [];
  const re = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ href: m[0], label: m[0] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function ChatPanel({ gameId, token, chatLast, mySeat }: { gameId: string; token: string; chatLast: number; mySeat: number }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [hidden, setHidden] = useState(() => localStorage.getItem(hiddenKey(gameId)) === '1');
  const box = useRef<HTMLOListElement>(null);
  const lastId = messages.length ? (messages[messages.length - 1] as ChatMessage).id : 0;

  useEffect(() => {
    if (hidden || chatLast <= lastId) return;
    let stale = false;
    getChat(gameId, token, lastId)
      .then((more) => {
        if (!stale && more.length) setMessages((prev) => [...prev, ...more.filter((m) => m.id > (prev.at(-1)?.id ?? 0))]);
      })
      .catch(() => undefined); // the next change of the payload tries again
    return () => {
      stale = true;
    };
  }, [gameId, token, chatLast, lastId, hidden]);

  useEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  // Messages count as read once the list has been in view.
  useEffect(() => {
    const el = box.current;
    if (!el || !lastId || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) markRead(gameId, lastId);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [gameId, lastId]);

  function toggle() {
    const next = !hidden;
    setHidden(next);
    if (next) localStorage.setItem(hiddenKey(gameId), '1');
    else localStorage.removeItem(hiddenKey(gameId));
  }

  async function send(e: Event) {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setSending(true);
    setFailure(null);
    try {
      const sent = await postChat(gameId, token, text);
      setMessages((prev) => (prev.some((m) => m.id === sent.id) ? prev : [...prev, sent]));
      setDraft('');
    } catch (err) {
      setFailure(errorText(err, t.game.chatNotSent));
    } finally {
      setSending(false);
    }
  }

  return (
    <section class="panel chat-panel" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{t.game.chatTitle}</h2>
      <p class="muted">
        {t.game.chatPrivate}{' '}
        <button type="button" class="link-button" onClick={toggle} data-testid="chat-toggle">
          {hidden ? t.game.chatShow : t.game.chatHide}
        </button>
      </p>
      {!hidden && (
        <>
          {messages.length === 0 ? (
            <p class="muted">{t.game.chatEmpty}</p>
          ) : (
            <ol class="chat-messages" ref={box} tabIndex={0} aria-label={t.game.chatMessages} data-testid="chat-messages">
              {messages.map((m) => (
                <li key={m.id} class={m.seat === mySeat ? 'mine' : undefined}>
                  <strong>{m.name}</strong>{' '}
                  <time dateTime={m.at} title={fmt.dateTime(Date.parse(m.at))}>
                    {fmt.dateTime(Date.parse(m.at), { hour: '2-digit', minute: '2-digit' })}
                  </time>
                  <span class="chat-text">
                    {linkify(m.text).map((part, i) =>
                      typeof part === 'string' ? (
                        part
                      ) : (
                        <a key={i} href={part.href} rel="noopener noreferrer nofollow ugc" target="_blank">
                          {part.label}
                        </a>
                      ),
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
          <form onSubmit={send} class="chat-form">
            <label for="chat-text" class="visually-hidden">
              {t.game.chatLabel}
            </label>
            <textarea
              id="chat-text"
              class="input"
              rows={2}
              maxLength={MAX}
              value={draft}
              onInput={(e) => setDraft(e.currentTarget.value)}
              placeholder={t.game.chatPlaceholder}
              data-testid="chat-input"
            />
            <button type="submit" class="button" disabled={sending || !draft.trim()} data-testid="chat-send">
              {sending ? t.game.chatSending : t.game.chatSend}
            </button>
            <span class="muted">
              {draft.trim().length}/{MAX}
            </span>
            <FormError message={failure} />
          </form>
        </>
      )}
    </section>
  );
}
