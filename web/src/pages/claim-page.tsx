/**
 * /claim/<gameId>/<seat>#k=<key>: someone new takes a seat the table gave away (the absent
 * vote's "replace"). The key stays in the fragment, so it never reaches a server log.
 *
 * A join page like the invite's (issue #45 item 5): the game, its ruleset, options, pace and
 * players as anyone watching sees them, the seat on offer among them, then a name and an email.
 * A rated game asks for a sign-in first and comes back here after it (item 6).
 */
import { useEffect, useState } from 'preact/hooks';
import type { GamePayload, JoinPreview, SeatRating } from '@schema/api';
import { claimSeat, getGameRatings, getWatched } from '../api';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { Link, navigate } from '../router';
import { chooseSeat, offerSeatLink, placeToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { PlayerFields } from '../ui/player-fields';
import { setTitle } from '../ui/waiting';
import { errorText } from '../i18n/error-text';
import { InviteSummary } from './join-page';
import { SignInFirst, herePath, useSignedIn } from './players/sign-in-first';
import { useAccountMail } from './players/account-mail';
import './home-page.css';

/** The game under way in the invite summary's shape: every seat taken, the one on offer named as such. */
export function claimPreview(payload: GamePayload, seat: number, rated: boolean, ratings: Record<number, SeatRating>): JoinPreview {
  const name = (s: number) => payload.players[s]?.name ?? '';
  return {
    gameId: payload.gameId,
    ruleset: payload.ruleset,
    title: payload.title,
    status: payload.status,
    options: payload.options,
    host: name(0),
    players: payload.players.map((p) => ({
      seat: p.seat,
      name: p.seat === seat ? t.seats.claimSeatOf(p.name, p.seat + 1) : p.name,
      joined: true,
      ...(p.bot && p.seat !== seat ? { bot: p.bot } : {}),
    })),
    seatsLeft: 0,
    deadlineHours: payload.deadlineHours ?? null,
    onTimeout: payload.onTimeout ?? 'remind',
    ...(payload.timeControl !== undefined ? { timeControl: payload.timeControl } : {}),
    ...(payload.weekendsOff !== undefined ? { weekendsOff: payload.weekendsOff } : {}),
    open: false,
    createdAt: payload.createdAt,
    rated,
    ratings,
  };
}

export function ClaimPage({ gameId, seat }: { gameId: string; seat: number }) {
  const key = /(?:^#|&)k=([^&]+)/.exec(location.hash)?.[1] ?? '';
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(key ? null : t.seats.claimBad);
  const [game, setGame] = useState<{ payload: GamePayload; rated: boolean; ratings: Record<number, SeatRating> } | null>(null);
  const m = t.seats;

  useEffect(() => {
    // What the seat is in: the game as a spectator sees it, and whether it is rated. A game that
    // cannot be read leaves the form alone (the claim's own answer then says what is wrong).
    Promise.all([getWatched(gameId), getGameRatings(gameId).catch(() => ({ rated: false, ratings: {} }))]).then(
      ([payload, r]) => setGame({ payload, rated: r.rated, ratings: r.ratings }),
      () => undefined,
    );
  }, [gameId]);
  useEffect(() => setTitle(t.join.docTitle(game ? `${m.claimTitle}: ${game.payload.title}` : m.claimTitle)), [game]);

  const over = game !== null && game.payload.status !== 'active';
  // Signed in, the seat is mailed at the account's address unless another is typed (#57).
  const account = useAccountMail();
  const signedIn = useSignedIn(Boolean(game?.rated && !over));
  const needsSignIn = Boolean(game?.rated && !over && signedIn === false);
  const asking = Boolean(game?.rated && !over && signedIn === undefined);

  async function take(e: Event) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const claimed = await claimSeat(gameId, { seat, key, name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}) });
      placeToken(claimed.gameId, claimed.token, claimed.seat);
      chooseSeat(claimed.gameId, claimed.seat);
      if (!email.trim() && !account) offerSeatLink(claimed.gameId);
      navigate(`/g/${claimed.gameId}`, { replace: true });
    } catch (err) {
      setFailure(errorText(err));
      setBusy(false);
    }
  }

  const formerName = game?.payload.players[seat]?.name ?? '';
  return (
    <div class="claim-page" data-testid="claim-page">
      <PageTitle>{m.claimTitle}</PageTitle>
      {game && (
        <InviteSummary
          preview={claimPreview(game.payload, seat, game.rated, game.ratings)}
          label={m.claimTitle}
          signedIn={Boolean(signedIn)}
          lead={fill(m.claimLead, {
            title: <strong>{game.payload.title}</strong>,
            rules: <a href={`/rules/${game.payload.ruleset}`}>{t.join.howToPlay}</a>,
            name: <strong>{formerName}</strong>,
          })}
        />
      )}
      {over ? (
        <div class="notice" role="status" data-testid="claim-over">
          <p>{m.claimOver}</p>
          <p>
            <Link href={`/g/${gameId}`}>{t.join.seeGame}</Link>
          </p>
        </div>
      ) : needsSignIn ? (
        <SignInFirst text={t.join.ratedClaimFirst} next={herePath()} />
      ) : asking ? null : (
        <form class="panel form" onSubmit={take} data-testid="claim-form">
          <p>{m.claimText}</p>
          {game?.rated && signedIn && <p class="muted">{t.join.signedInAs(signedIn)}</p>}
          <PlayerFields idPrefix="claim-" name={name} email={email} onName={setName} onEmail={setEmail} account={account} />
          <FormError message={failure} />
          <button type="submit" class="button primary" disabled={busy || !key || !name.trim()} data-testid="claim-take">
            {busy ? m.claimTaking : m.claimButton}
          </button>
        </form>
      )}
      {over && <FormError message={failure} />}
    </div>
  );
}
