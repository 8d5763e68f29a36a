/**
 * The table's answer to an absent player (issue #31), shown above the board: the vote on a seat
 * whose time ran out, the owner's "take my seat back" while a bot stands in, and the link of a
 * seat given to someone new. Resigning and cancelling are in leave-panel.tsx (a later panel).
 */
import type { AbsentChoice, GamePayload } from '@schema/api';
import { voteAbsent } from './panels-api';
import { fmt, t } from '../i18n';
import { FormError, useSend } from '../ui/form-error';
import { CopyLink } from './copy-link';
import './table-panel.css';

const CHOICES: AbsentChoice[] = ['wait', 'bot', 'replace', 'end'];

function choiceWords(c: AbsentChoice): string {
  const m = t.seats;
  return c === 'wait' ? m.absentWait : c === 'bot' ? m.absentBot : c === 'replace' ? m.absentReplace : m.absentEnd;
}

/** The vote on an absent seat, the stand-in banner and the replacement links: shown above the board. */
export function AbsentPanel({ payload, token, refresh }: { payload: GamePayload; token: string; refresh: () => void }) {
  const { busy, failure, send } = useSend(refresh);
  const seat = payload.seat;
  if (seat === null || payload.status !== 'active') return null;
  const m = t.seats;
  const absent = payload.absent;
  const me = payload.players[seat];
  const parts = [];
  if (me?.standIn === 'absent') {
    parts.push(
      <div class="notice" role="status" data-testid="stand-in" key="stand-in">
        <p>{m.standInYou}</p>
        <button
          type="button"
          class="button"
          disabled={busy}
          onClick={() => void send(() => voteAbsent(payload.gameId, token, seat, 'back'))}
          data-testid="take-seat-back"
        >
          {m.standInBack}
        </button>
      </div>,
    );
  }
  if (absent && absent.seat === seat) {
    parts.push(
      <p class="notice" role="status" data-testid="absent-you" key="absent-you">
        {m.absentYou}
      </p>,
    );
  } else if (absent) {
    const name = payload.players[absent.seat]?.name ?? '';
    const mine = absent.votes[String(seat)];
    const cast = Object.keys(absent.votes).length;
    parts.push(
      <section class="panel absent-panel" data-testid="absent-vote" aria-labelledby="absent-title" key="vote">
        <h2 id="absent-title">{m.absentTitle(name)}</h2>
        <p>{m.absentSince(fmt.relative(Math.min(0, Date.parse(absent.since) - Date.now())))}</p>
        <div class="absent-choices" role="group" aria-labelledby="absent-title">
          {CHOICES.map((c) => (
            <button
              type="button"
              key={c}
              class={`button${mine === c ? ' primary' : ''}`}
              aria-pressed={mine === c}
              disabled={busy}
              data-choice={c}
              onClick={() => void send(() => voteAbsent(payload.gameId, token, absent.seat, c))}
            >
              {choiceWords(c)}
            </button>
          ))}
        </div>
        <p class="muted" data-testid="absent-votes">
          {mine ? `${m.absentYourVote(choiceWords(mine))} ` : ''}
          {m.absentVotes(cast)}
        </p>
      </section>,
    );
  }
  for (const r of payload.replacing ?? []) {
    parts.push(<ReplacingLink key={`r${r.seat}`} url={`${location.origin}${r.url}`} name={payload.players[r.seat]?.name ?? ''} />);
  }
  if (!parts.length) return null;
  return (
    <>
      {parts}
      {failure && <FormError message={failure} />}
    </>
  );
}

/** A seat given to someone new: its claim link to pass on, with a Copy button (#45 item 5). */
function ReplacingLink({ url, name }: { url: string; name: string }) {
  const m = t.seats;
  return (
    <div class="notice" data-testid="replacing">
      <p>
        <strong>{m.replacingTitle}</strong> {m.replacingText(name)}
      </p>
      <CopyLink url={url} label={m.claimLinkLabel} row="copy-row" input="copy-link" testId="claim-link" copyTestId="copy-claim-link" />
    </div>
  );
}
