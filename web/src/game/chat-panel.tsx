/**
 * Table talk for the seats of a game. Messages are plain text (links become links, nothing else
 * is interpreted); new ones are fetched when the game payload says the chat moved on
 * (`chatLast`), so the same poll or live update that brings moves brings talk. A seat can hide
 * the chat on this device; it is never shown to spectators. Its code and words come with the page's
 * later panels (web/src/game/later-panels.tsx); the unread badge is in chat-badge.tsx.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '@schema/api';
import { getChat } from './game-api';
import { postChat } from './panels-api';
import { FormError } from '../ui/form-error';
import { fmt, t } from '../i18n';
import { errorText } from '../i18n/error-text';
import type { ChatDevice } from './chat-badge';
import { TextBox } from './text-box';
import './chat-panel.css';

const MAX = 500;

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

/** `device`: whether this device hides the chat, and what it has shown in view (chat-badge.tsx). */
export function ChatPanel({
  gameId,
  token,
  chatLast,
  mySeat,
  device,
}: {
  gameId: string;
  token: string;
  chatLast: number;
  mySeat: number;
  device: ChatDevice;
}) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [hidden, setHidden] = useState(() => device.hidden());
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
      if (entries.some((e) => e.isIntersecting)) device.markRead(lastId);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [gameId, lastId]);

  function toggle() {
    const next = !hidden;
    setHidden(next);
    device.setHidden(next);
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
      setFailure(errorText(err, t.panels.chatNotSent));
    } finally {
      setSending(false);
    }
  }

  return (
    <section class="panel chat-panel" aria-labelledby="chat-title" data-testid="chat">
      <h2 id="chat-title">{t.game.chatTitle}</h2>
      <p class="muted">
        {t.panels.chatPrivate}{' '}
        <button type="button" class="link-button" onClick={toggle} data-testid="chat-toggle">
          {hidden ? t.panels.chatShow : t.panels.chatHide}
        </button>
      </p>
      {!hidden && (
        <>
          {messages.length === 0 ? (
            <p class="muted">{t.panels.chatEmpty}</p>
          ) : (
            <ol class="chat-messages" ref={box} tabIndex={0} aria-label={t.panels.chatMessages} data-testid="chat-messages">
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
            <TextBox
              id="chat-text"
              label={t.panels.chatLabel}
              rows={2}
              maxLength={MAX}
              value={draft}
              onText={setDraft}
              placeholder={t.panels.chatPlaceholder}
              data-testid="chat-input"
            />
            <button type="submit" class="button" disabled={sending || !draft.trim()} data-testid="chat-send">
              {sending ? t.panels.chatSending : t.panels.chatSend}
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
