/** /join/<code>: take a seat with a name (and an email), then go to the game. */
import { useEffect, useState } from 'preact/hooks';
import type { JoinGameBody, JoinPreview } from '@schema/api';
import { ApiFailure, getJoinPreview, joinGame } from '../api';
import { Link, navigate } from '../router';
import { chooseSeat, heldSeats, offerSeatLink, saveToken } from '../tokens';
import { OptionLinks, optionsInParts } from '../ui/options-words';
import { useRulesets } from '../ui/use-rulesets';
import { FormError } from '../ui/form-error';
import { PlayerFields } from '../ui/player-fields';
import { PageTitle } from '../ui/page-title';
import { RatingBadge } from './players/open-filters';
import { setTitle } from '../ui/waiting';

function joinErrorText(err: unknown): string {
  if (err instanceof ApiFailure) {
    if (err.code === 'unknown_join_code') return 'This invite link does not match any game. Check that you copied all of it.';
    if (err.code === 'game_full') {
      return 'Every seat is taken: this game has all its players. An invite link does not say which game it is, so it cannot take you there to watch; ask a player for the game’s address.';
    }
    return err.message;
  }
  return 'Something went wrong. Please try again.';
}

export function JoinPage({ code }: { code: string }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // What the invitation is to, before any typing; null while it loads.
  const [preview, setPreview] = useState<JoinPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  useEffect(() => {
    getJoinPreview(code).then(setPreview, (err: unknown) => setPreviewError(joinErrorText(err)));
  }, [code]);

  useEffect(() => {
    setTitle(preview ? `Join ${preview.host}'s game of ${preview.title} — Stonehenge` : 'Join a game — Stonehenge');
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
      if (!email.trim()) offerSeatLink(joined.gameId);
      navigate(`/g/${encodeURIComponent(joined.gameId)}`, { replace: true });
    } catch (err) {
      setError(joinErrorText(err));
      setBusy(false);
    }
  };

  const held = preview ? heldSeats(preview.gameId) : [];
  const closed = preview && preview.status !== 'waiting';
  return (
    <>
      <PageTitle>{preview ? `Join ${preview.host}'s game of ${preview.title}` : 'Join a game'}</PageTitle>
      {previewError && (
        <p class="notice error" role="alert" data-testid="join-unavailable">
          {previewError}
        </p>
      )}
      {preview && <InviteSummary preview={preview} />}
      {preview && closed && <Closed preview={preview} />}
      {preview && !closed && held.length > 0 && (
        <div class="notice" role="status" data-testid="already-seated">
          <p>
            This browser already holds {held.length === 1 ? 'a seat' : `${held.length} seats`} of this game:{' '}
            {held.map((h) => `${preview.players[h.seat]?.name ?? 'a player'} (seat ${h.seat + 1})`).join(', ')}.{' '}
            <Link href={`/g/${preview.gameId}`} onClick={() => held[0] && chooseSeat(preview.gameId, held[0].seat)} data-testid="open-held-seat">
              Open your seat
            </Link>
          </p>
          <p>Joining again takes another seat and keeps both here: a switch on the game page picks which one you play (for two people at one screen).</p>
        </div>
      )}
      {!previewError && !closed && (
        <form class="panel form" onSubmit={submit} data-testid="join-form">
          <PlayerFields idPrefix="join-" name={name} email={email} onName={setName} onEmail={setEmail} />
          <FormError message={error} />
          <button type="submit" class="button primary" disabled={busy} data-testid="join-button">
            {busy ? 'Joining…' : 'Join the game'}
          </button>
        </form>
      )}
      <p>
        <Link href="/">Start a game of your own</Link>
      </p>
    </>
  );
}

const TIMEOUT_WORDS = {
  remind: 'a late player is reminded, and the game waits',
  forfeit: 'a player who misses it loses the game',
  bot: 'a bot moves for a late player',
} as const;

/** Ruleset (with its rules), host, seats, options and deadline policy: what the invite is to. */
function InviteSummary({ preview }: { preview: JoinPreview }) {
  const rulesets = useRulesets();
  const options = optionsInParts(
    preview.options,
    rulesets?.find((r) => r.id === preview.ruleset),
  );
  const taken = preview.players.filter((p) => p.joined);
  return (
    <section class="panel invite" aria-label="The game you are invited to" data-testid="invite-summary">
      <p class="lead">
        {preview.host} invites you to a game of <strong>{preview.title}</strong> (<a href={`/rules/${preview.ruleset}`}>how to play</a>).
      </p>
      <dl class="facts">
        <dt>Players</dt>
        <dd data-testid="invite-players">
          {taken.map((p, i) => (
            <span key={p.seat}>
              {i > 0 && ', '}
              {p.name}
              {p.bot ? ' (bot)' : ''} <RatingBadge rating={preview.ratings?.[p.seat]} />
            </span>
          ))}
          {preview.rated && (
            <>
              {' '}
              <span class="tag" data-testid="invite-rated">
                rated, for signed-in players (<Link href="/signin">sign in</Link>)
              </span>
            </>
          )}
          {preview.seatsLeft > 0 && (
            <>
              {' '}
              and <strong data-testid="seats-left">{preview.seatsLeft === 1 ? '1 free seat' : `${preview.seatsLeft} free seats`}</strong>
            </>
          )}
        </dd>
        <dt>Rules</dt>
        <dd data-testid="invite-options">
          <OptionLinks rulesetId={preview.ruleset} parts={options} />
        </dd>
        <dt>Pace</dt>
        <dd data-testid="invite-deadline">
          {preview.deadlineHours
            ? `${hoursInWords(preview.deadlineHours)} per move; then ${TIMEOUT_WORDS[preview.onTimeout]}.`
            : 'No deadline: everyone moves when they like, and is emailed when it is their turn.'}
        </dd>
      </dl>
    </section>
  );
}

function hoursInWords(h: number): string {
  if (h % 24 === 0) return h === 24 ? '1 day' : `${h / 24} days`;
  return h === 1 ? '1 hour' : `${h} hours`;
}

/** A game that can no longer be joined says so on arrival, with where to go instead. */
function Closed({ preview }: { preview: JoinPreview }) {
  const text =
    preview.status === 'active'
      ? 'Every seat is taken and the game has begun, so it cannot be joined any more. You can watch it.'
      : preview.status === 'finished'
        ? 'This game is over. Its page replays every move.'
        : 'This game was closed before it began (its seats were not taken in time), so it cannot be joined.';
  return (
    <div class="notice" role="status" data-testid="join-closed">
      <p>{text}</p>
      <p>
        {preview.status === 'aborted' ? (
          <Link href="/open">See games open to anyone</Link>
        ) : (
          <Link href={`/g/${preview.gameId}`}>{preview.status === 'finished' ? 'See the game' : 'Watch the game'}</Link>
        )}
      </p>
    </div>
  );
}
