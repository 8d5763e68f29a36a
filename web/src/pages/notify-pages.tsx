/** /my-games, /dev/outbox and /mute/<id>/<seat>: the pages around notifications. */
import { useEffect, useState } from 'preact/hooks';
import type { DevOutboxEmail, MyGame } from '../../../schema/api';
import { type ApiFailure, devOutbox, muteGame, myGames } from '../api';
import { Link } from '../router';
import { loadToken, savedGameIds } from '../tokens';
import { PageTitle } from '../ui/page-title';

/** The seats this device holds, from one request; the tab title counts the games waiting for you. */
export function MyGamesPage() {
  const [games, setGames] = useState<MyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const tokens = savedGameIds()
      .map(loadToken)
      .filter((t): t is string => !!t);
    myGames(tokens).then(setGames, (e: ApiFailure) => setError(e.message));
  }, []);
  const turns = games?.filter((g) => g.yourTurn).length ?? 0;
  useEffect(() => {
    document.title = turns ? `(${turns}) Your turn — My games — Stonehenge` : 'My games — Stonehenge';
  }, [turns]);
  return (
    <>
      <PageTitle>My games</PageTitle>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      {games && !games.length && (
        <p>
          This device holds no seat yet. <Link href="/">Start a game</Link>.
        </p>
      )}
      {games && games.length > 0 && (
        <ul class="my-games" data-testid="my-games">
          {games.map((g) => (
            <li key={g.gameId}>
              <Link href={`/g/${g.gameId}`}>{g.title}</Link> — {g.players.map((p) => p.name).join(', ')}{' '}
              {g.yourTurn ? (
                <strong class="tag tag-strong">your turn</strong>
              ) : (
                <span class="tag">{g.status === 'active' ? 'waiting for others' : g.status}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Local development: every queued mail, with clickable links. The API answers 404 when deployed. */
export function DevOutboxPage() {
  const [emails, setEmails] = useState<DevOutboxEmail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    devOutbox().then(setEmails, (e: ApiFailure) =>
      setError(e.code === 'not_found' ? 'The local outbox is only on in local development (MAIL_DRIVER=outbox).' : e.message),
    );
  }, []);
  return (
    <>
      <PageTitle>Outbox (local development)</PageTitle>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      {emails?.length === 0 && <p>No email queued yet.</p>}
      {emails?.map((m) => (
        <article class="panel" key={m.id} data-testid="outbox-email">
          <h2>{m.subject}</h2>
          <p class="muted">
            to {m.to} · {m.kind} · {m.status} · {m.createdAt}
          </p>
          <pre class="mail-text">{m.text.split(/(https?:\/\/\S+)/).map((part, i) => (i % 2 ? <a href={part}>{part}</a> : part))}</pre>
        </article>
      ))}
    </>
  );
}

/** The visible mute link of a mail: it posts the same request as the List-Unsubscribe header. */
export function MutePage({ gameId, seat }: { gameId: string; seat: number }) {
  const [state, setState] = useState<'working' | 'done' | string>('working');
  useEffect(() => {
    const key = new URLSearchParams(location.search).get('k') ?? '';
    muteGame(gameId, seat, key).then(
      () => setState('done'),
      (e: ApiFailure) => setState(e.message),
    );
  }, [gameId, seat]);
  return (
    <>
      <PageTitle>Emails for this game</PageTitle>
      {state === 'working' && <p>Muting…</p>}
      {state === 'done' && (
        <p role="status">
          Muted: you get no more emails about this game. To turn them back on, open <Link href={`/g/${gameId}`}>the game</Link> from your seat link.
        </p>
      )}
      {state !== 'working' && state !== 'done' && (
        <p class="notice error" role="alert">
          {state}
        </p>
      )}
    </>
  );
}
