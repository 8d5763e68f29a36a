/** /join/<code>: take a seat with a name (and an email), then go to the game. */
import { timeControlWords, timeoutWords } from '../game/clock-text';
import { t } from '../i18n';
import { useEffect, useState } from 'preact/hooks';
import type { JoinGameBody, JoinPreview } from '@schema/api';
import { ApiFailure, getJoinPreview, joinGame } from '../api';
import { Link, navigate } from '../router';
import { chooseSeat, heldSeats, offerSeatLink, saveToken } from '../tokens';
import { OptionLinks, optionsInParts } from '../ui/options-words';
import { botSeat, nameAsSaid, withBotNames } from '@schema/bot-seats';
import { useRulesets } from '../ui/use-rulesets';
import { FormError } from '../ui/form-error';
import { PlayerFields } from '../ui/player-fields';
import { PageTitle } from '../ui/page-title';
import { RatingBadge } from './players/rating-badge';
import { setTitle } from '../ui/waiting';
import { fill } from '../i18n/fill';
import { errorText } from '../i18n/error-text';
import './home-page.css';
import type { ComponentChildren } from 'preact';
import { SignInFirst, herePath, useSignedInPlayer } from './players/sign-in-first';
import { useAccountMail } from './players/account-mail';

function joinErrorText(err: unknown): string {
  if (err instanceof ApiFailure) {
    if (err.code === 'unknown_join_code') return t.join.unknownCode;
    if (err.code === 'game_full') {
      return t.join.gameFull;
    }
  }
  return errorText(err, t.join.wentWrong);
}

export function JoinPage({ code }: { code: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Signed in, the seat is mailed at the account's address unless another is typed (#57).
  const account = useAccountMail();

  // What the invitation is to, before any typing; null while it loads.
  const [preview, setPreview] = useState<JoinPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  useEffect(() => {
    getJoinPreview(code).then(setPreview, (err: unknown) => setPreviewError(joinErrorText(err)));
  }, [code]);

  useEffect(() => {
    setTitle(t.join.docTitle(preview ? t.join.titleOf(nameAsSaid(preview.host, t.common.formerPlayer), preview.title) : t.join.titleAny));
  }, [preview]);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    const body: JoinGameBody = { name: name.trim() };
    if (email.trim()) body.email = email.trim();
    try {
      const joined = await joinGame(code, body, new URLSearchParams(location.search).get('invite'));
      saveToken(joined.gameId, joined.token, joined.seat);
      if (!email.trim() && !account) offerSeatLink(joined.gameId);
      navigate(`/g/${encodeURIComponent(joined.gameId)}`, { replace: true });
    } catch (err) {
      setError(joinErrorText(err));
      setBusy(false);
    }
  };

  const held = preview ? heldSeats(preview.gameId) : [];
  const closed = preview && preview.status !== 'waiting';
  // A rated game takes signed-in players only: say so before the form, not after it (#45 item 6).
  const player = useSignedInPlayer(Boolean(preview?.rated && !closed));
  const signedIn = player ? player.handle : player;
  // Signed in (back from the sign-in this invite asked for, too): the name starts as the account's, unless one is typed (#58).
  useEffect(() => {
    if (player) setName((typed) => typed || player.name);
  }, [player]);
  const needsSignIn = Boolean(preview?.rated && !closed && signedIn === false);
  // Not shown while it is still unknown whether a rated game's visitor is signed in: no form that then gives way.
  const asking = Boolean(preview?.rated && !closed && signedIn === undefined);
  return (
    <>
      <PageTitle>{preview ? t.join.titleOf(nameAsSaid(preview.host, t.common.formerPlayer), preview.title) : t.join.titleAny}</PageTitle>
      {previewError && (
        <p class="notice error" role="alert" data-testid="join-unavailable">
          {previewError}
        </p>
      )}
      {preview && <InviteSummary preview={preview} signedIn={Boolean(signedIn)} />}
      {preview && closed && <Closed preview={preview} />}
      {preview && !closed && held.length > 0 && (
        <div class="notice" role="status" data-testid="already-seated">
          <p>
            {t.join.alreadyHeld(held.length)} {held.map((h) => t.join.heldSeat(preview.players[h.seat]?.name ?? t.join.aPlayer, h.seat + 1)).join(', ')}.{' '}
            <Link href={`/g/${preview.gameId}`} onClick={() => held[0] && chooseSeat(preview.gameId, held[0].seat)} data-testid="open-held-seat">
              {t.join.openYourSeat}
            </Link>
          </p>
          <p>{t.join.joinAgain}</p>
        </div>
      )}
      {needsSignIn && <SignInFirst text={t.join.ratedJoinFirst} next={herePath()} />}
      {!previewError && !closed && !needsSignIn && !asking && (
        <form class="panel form" onSubmit={submit} data-testid="join-form">
          {preview?.rated && signedIn && <p class="muted">{t.join.signedInAs(signedIn)}</p>}
          <PlayerFields idPrefix="join-" name={name} email={email} onName={setName} onEmail={setEmail} account={account} />
          <FormError message={error} />
          <button type="submit" class="button primary" disabled={busy} data-testid="join-button">
            {busy ? t.join.joining : t.join.joinGame}
          </button>
        </form>
      )}
      <p>
        <Link href="/">{t.join.ownGame}</Link>
      </p>
    </>
  );
}

/**
 * Ruleset (with its rules), host, seats, options and deadline policy: what the invite is to. The
 * claim page (web/src/pages/claim-page.tsx) shows the same facts of a game under way, with its own `lead`.
 */
export function InviteSummary({
  preview,
  lead,
  label,
  signedIn = false,
}: {
  preview: JoinPreview;
  lead?: ComponentChildren;
  label?: string;
  /** A signed-in visitor is not offered "(sign in)" beside "rated" (#58). */
  signedIn?: boolean;
}) {
  const rulesets = useRulesets();
  const options = optionsInParts(
    preview.options,
    rulesets?.find((r) => r.id === preview.ruleset),
  );
  // A bot's seat in the reader's words, not the English name the API keeps for it.
  const taken = withBotNames(preview.players, t.common.botName, t.common.formerPlayer).filter((p) => p.joined);
  return (
    <section class="panel invite" aria-label={label ?? t.join.invitedTo} data-testid="invite-summary">
      <p class="lead">
        {lead ??
          fill(t.join.invites, {
            host: nameAsSaid(preview.host, t.common.formerPlayer),
            title: <strong>{preview.title}</strong>,
            rules: <a href={`/rules/${preview.ruleset}`}>{t.join.howToPlay}</a>,
          })}
      </p>
      <dl class="facts">
        <dt>{t.join.players}</dt>
        <dd data-testid="invite-players">
          {taken.map((p, i) => (
            <span key={p.seat}>
              {i > 0 && ', '}
              {p.name}
              {p.bot && !botSeat(preview.players, p.seat) ? t.join.bot : ''}
              {preview.ratings?.[p.seat] && (
                <>
                  {' '}
                  <RatingBadge rating={preview.ratings[p.seat]} />
                </>
              )}
            </span>
          ))}
          {preview.rated && (
            <>
              {' '}
              <span class="tag" data-testid="invite-rated">
                {signedIn
                  ? t.join.ratedSignedIn
                  : fill(t.join.rated, { signin: <Link href={`/signin?next=${encodeURIComponent(herePath())}`}>{t.join.signIn}</Link> })}
              </span>
            </>
          )}
          {preview.seatsLeft > 0 && <> {fill(t.join.andFree, { seats: <strong data-testid="seats-left">{t.join.freeSeats(preview.seatsLeft)}</strong> })}</>}
        </dd>
        <dt>{t.join.rules}</dt>
        <dd data-testid="invite-options">
          <OptionLinks rulesetId={preview.ruleset} parts={options} />
        </dd>
        <dt>{t.join.pace}</dt>
        <dd data-testid="invite-deadline">
          {preview.timeControl || preview.deadlineHours
            ? `${timeControlWords(preview.timeControl ?? { kind: 'per-move', hours: preview.deadlineHours ?? 0 }, preview.weekendsOff)} — ${timeoutWords(preview.onTimeout)}.`
            : t.clocks.noClock}
        </dd>
      </dl>
    </section>
  );
}

/** A game that can no longer be joined says so on arrival, with where to go instead. */
function Closed({ preview }: { preview: JoinPreview }) {
  const text = preview.status === 'active' ? t.join.closedActive : preview.status === 'finished' ? t.join.closedFinished : t.join.closedAborted;
  return (
    <div class="notice" role="status" data-testid="join-closed">
      <p>{text}</p>
      <p>
        {preview.status === 'aborted' ? (
          <Link href="/open">{t.join.seeOpen}</Link>
        ) : (
          <Link href={`/g/${preview.gameId}`}>{preview.status === 'finished' ? t.join.seeGame : t.join.watchGame}</Link>
        )}
      </p>
    </div>
  );
}
