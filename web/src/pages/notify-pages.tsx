/** /my-games, /dev/outbox and /mute/<id>/<seat>: the pages around notifications. */
import { awayDate } from '../game/clock-text';
import { type SeatNaming, withBotNames } from '@schema/bot-seats';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { span, useNow } from '../game/players-panel';
import { useEffect, useState } from 'preact/hooks';
import type { DevOutboxEmail, MyGame } from '@schema/api';
import { type ApiFailure, devOutbox, emailMyGames, muteGame, myGames } from '../api';
import { Link } from '../router';
import { allTokens, chooseSeat, placeToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { setTitle } from '../ui/waiting';
import { errorText } from '../i18n/error-text';
import { getMe } from './players/players-api';
import { EmailField } from '../ui/input-field';
import './outbox.css';

/**
 * The seats this device holds, from one request; the tab title counts the games waiting for you.
 * Seats held elsewhere come by mail: "Email me my games" sends every unfinished seat of an address.
 */
export function MyGamesPage() {
  const [games, setGames] = useState<MyGame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Signed in, the page does not ask to sign in (#45 item 9).
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    getMe().then(
      (me) => setSignedIn(me !== null),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    myGames(allTokens()).then(
      (list) => {
        // The server says which seat each token holds: file the tokens by seat.
        for (const g of list) placeToken(g.gameId, g.token, g.seat);
        setGames(list);
      },
      (e: unknown) => setError(errorText(e)),
    );
  }, []);
  const turns = games?.filter((g) => g.yourTurn).length ?? 0;
  useEffect(() => {
    setTitle(turns ? t.notify.myGamesTurnTitle(turns) : t.notify.myGamesPageTitle);
  }, [turns]);
  const seatsOf = (gameId: string) => games?.filter((g) => g.gameId === gameId).length ?? 0;
  return (
    <>
      <PageTitle>{t.notify.myGamesTitle}</PageTitle>
      <p class="muted">{signedIn ? t.notify.myGamesLeadSignedIn : fill(t.notify.myGamesLead, { signIn: <Link href="/me">{t.notify.signIn}</Link> })}</p>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      {games && !games.length && <p>{fill(t.notify.myGamesNone, { start: <Link href="/">{t.notify.startGame}</Link> })}</p>}
      {games && games.length > 0 && (
        <ul class="my-games" data-testid="my-games">
          {games.map((g) => (
            <li key={`${g.gameId}/${g.seat}`}>
              <MyGameTable game={g} openSeat={t.notify.openSeat} />
              {seatsOf(g.gameId) > 1 && <span class="muted">{t.notify.asName(g.players[g.seat]?.name ?? t.notify.seatN(g.seat + 1))}</span>}{' '}
              {g.yourTurn ? (
                <strong class="tag tag-strong">{t.notify.yourTurn}</strong>
              ) : (
                <span class="tag">{g.status === 'active' ? t.notify.waitingForOthers : t.notify.statusOf(g.status)}</span>
              )}
              <GameClock deadline={g.deadline ?? null} awayUntil={g.awayUntil} gameId={g.gameId} seat={g.seat} />
            </li>
          ))}
        </ul>
      )}
      <EmailMyGames />
    </>
  );
}

/**
 * A listed seat's game: its title, linked to the game page as this seat, and who sits at it (a
 * bot's seat in the reader's words, not its stored English name: #45, schema/bot-seats.ts).
 */
export function MyGameTable({
  game,
  openSeat,
}: {
  game: { gameId: string; seat: number; title: string; players: readonly (SeatNaming & { joined: boolean })[] };
  openSeat: string;
}) {
  return (
    <>
      <Link href={`/g/${game.gameId}`} onClick={() => chooseSeat(game.gameId, game.seat)}>
        {game.title}
      </Link>{' '}
      —{' '}
      {withBotNames(game.players, t.common.botName, t.common.formerPlayer)
        .map((p) => (p.joined ? p.name : openSeat))
        .join(', ')}
    </>
  );
}

/** A listed seat's clock as it counts down, its absence, and the way to the game page's away control. */
export function GameClock({ deadline, awayUntil, gameId, seat }: { deadline: number | null; awayUntil?: number | undefined; gameId: string; seat: number }) {
  const now = useNow(1000);
  return (
    <>
      {deadline !== null && (
        <span class="muted" data-testid="my-clock">
          {' '}
          · {deadline > now ? t.clocks.toMove(span(deadline - now)) : t.clocks.late(span(now - deadline))}
        </span>
      )}
      {awayUntil !== undefined && awayUntil > now && <span class="tag">{t.clocks.awayUntil(awayDate(awayUntil))}</span>}{' '}
      <Link href={`/g/${gameId}#away`} onClick={() => chooseSeat(gameId, seat)} data-testid="my-away-link">
        {t.clocks.awayTitle}
      </Link>
    </>
  );
}

/** "Email me my games": the seats registered with an address, on any device. */
function EmailMyGames() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      await emailMyGames(email.trim());
      setAnswer(t.notify.listOnItsWay);
    } catch (err) {
      setError(errorText(err, t.notify.tryAgain));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="panel" aria-labelledby="email-games-title" data-testid="email-my-games">
      <h2 id="email-games-title">{t.notify.otherDeviceTitle}</h2>
      <p>{t.notify.otherDeviceText}</p>
      <form class="form inline-form" onSubmit={submit}>
        <EmailField id="email-games" label={t.notify.yourEmailShort} required value={email} onEmail={setEmail} data-testid="email-games-address" />
        <button type="submit" class="button" disabled={busy} data-testid="email-games-button">
          {busy ? t.notify.sending : t.notify.emailMyGames}
        </button>
      </form>
      {answer && (
        <p class="notice" role="status" data-testid="email-games-answer">
          {answer}
        </p>
      )}
      <FormError message={error} />
    </section>
  );
}

/** Local development: every queued mail, with clickable links. The API answers 404 when deployed. */
export function DevOutboxPage() {
  const [emails, setEmails] = useState<DevOutboxEmail[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    devOutbox().then(setEmails, (e: ApiFailure) => setError(e.code === 'not_found' ? t.notify.outboxOff : errorText(e)));
  }, []);
  return (
    <>
      <PageTitle>{t.notify.outboxTitle}</PageTitle>
      {error && (
        <p class="notice error" role="alert">
          {error}
        </p>
      )}
      {emails?.length === 0 && <p>{t.notify.outboxNone}</p>}
      {emails?.map((m) => (
        <article class="panel" key={m.id} data-testid="outbox-email">
          <h2>{m.subject}</h2>
          <p class="muted">
            {t.notify.outboxTo(m.to)} · {m.kind} · {m.status} · {m.createdAt}
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
      (e: unknown) => setState(errorText(e)),
    );
  }, [gameId, seat]);
  return (
    <>
      <PageTitle>{t.notify.muteTitle}</PageTitle>
      {state === 'working' && <p>{t.notify.muting}</p>}
      {state === 'done' && <p role="status">{fill(t.notify.muted, { game: <Link href={`/g/${gameId}`}>{t.notify.theGame}</Link> })}</p>}
      {state !== 'working' && state !== 'done' && (
        <p class="notice error" role="alert">
          {state}
        </p>
      )}
    </>
  );
}
