/** Before the game starts: the invite link to share, and who has joined. */
import { useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { t } from '../i18n';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function WaitingRoom({ payload }: { payload: GamePayload }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const joined = payload.players.filter((p) => p.joined);
  const open = payload.players.length - joined.length;
  // The key lets people behind one address join an open game by this link (issue 29.5).
  const invite = payload.joinCode
    ? `${location.origin}/join/${payload.joinCode}${payload.invite ? `?invite=${encodeURIComponent(payload.invite)}` : ''}`
    : null;
  const copy = async () => {
    if (invite) setCopied((await copyText(invite)) ? 'yes' : 'no');
  };
  return (
    <section class="panel waiting" aria-labelledby="waiting-title" data-testid="waiting-room">
      <h2 id="waiting-title">{t.join.inviteTitle}</h2>
      <p>{t.join.seatsTaken(joined.length, payload.players.length, open)}</p>
      {invite ? (
        <>
          <label for="invite-link">{t.join.inviteLabel}</label>
          <div class="copy-row">
            <input id="invite-link" class="input" type="text" readOnly value={invite} onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
            <button type="button" class="button" onClick={copy} data-testid="copy-invite">
              {t.join.copy}
            </button>
          </div>
          <p class="hint" role="status">
            {copied === 'yes' && t.join.copied}
            {copied === 'no' && t.join.notCopied}
          </p>
        </>
      ) : (
        <p class="muted">{t.join.inviteHidden}</p>
      )}
      <h3>{t.join.joinedSoFar}</h3>
      <ul class="plain-list" data-testid="joined-list">
        {joined.map((p) => (
          <li key={p.seat}>
            {p.name}
            {p.seat === payload.seat ? t.join.you : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
