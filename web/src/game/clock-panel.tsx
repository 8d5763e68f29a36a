/**
 * The game page's clocks (issue #31): the time control in words (weekends off said), and for a
 * seat: away until a date (its clock stops, every clock of its address when signed in with it; "I'm back" ends it), give another
 * player time, and propose / accept / decline a new time control. A turn mail's away link opens
 * this panel (`#…&away`). Words from the catalog's `clocks` area.
 */
import { useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { changeTimeControl, comeBack, giveTime, goAway } from './panels-api';
import { type ClockChoice, ClockFields, DEFAULT_CLOCK, chosenControl } from '../pages/create-clock';
import { awayDate, timeControlWords } from './clock-text';
import { t } from '../i18n';
import { errorText } from '../i18n/error-text';

const DAY = 24 * 3_600_000;

/** yyyy-mm-dd of an epoch ms, in UTC (the date input's value). */
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `awayAsked`: the page was opened by an away link (`AWAY_ASKED`, read in the first load). */
export function ClockPanel({
  payload,
  gameId,
  token,
  refresh,
  awayAsked = false,
}: {
  payload: GamePayload;
  gameId: string;
  token: string | null;
  refresh: () => void;
  awayAsked?: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const playing = payload.status === 'active' || payload.status === 'waiting';
  if (!playing) return null;
  const seat = payload.seat;
  const run = async (what: () => Promise<unknown>) => {
    setError(null);
    setDone(null);
    try {
      await what();
      setDone(t.timeControls.done);
      refresh();
    } catch (err) {
      setError(errorText(err));
    }
  };
  return (
    <section class="panel clock-panel" id="away" data-testid="clock-panel" aria-label={t.clocks.awayTitle}>
      <p data-testid="time-control">{timeControlWords(payload.timeControl ?? null, payload.weekendsOff)}</p>
      {token && seat !== null && (
        <>
          <AwayControl
            payload={payload}
            seat={seat}
            open={awayAsked || /(?:^#|&)away\b/.test(location.hash)}
            onAway={(until) => run(() => (until === null ? comeBack(gameId, token) : goAway(gameId, token, until)))}
          />
          {/* A tournament's game keeps the tournament's time control: nothing to give or change (#46). */}
          {payload.status === 'active' && payload.timeControl && !payload.tournament && (
            <GiveTime payload={payload} seat={seat} onGive={(to, hours) => run(() => giveTime(gameId, token, to, hours))} />
          )}
          {payload.status === 'active' && !payload.tournament && (
            <ChangeControl payload={payload} seat={seat} onSend={(body) => run(() => changeTimeControl(gameId, token, body))} />
          )}
        </>
      )}
      {error && (
        <p class="error" role="alert" data-testid="clock-error">
          {error}
        </p>
      )}
      {done && (
        <p class="muted" role="status">
          {done}
        </p>
      )}
    </section>
  );
}

function AwayControl({ payload, seat, open, onAway }: { payload: GamePayload; seat: number; open: boolean; onAway: (until: number | null) => void }) {
  const mine = payload.clocks?.find((c) => c.seat === seat)?.awayUntil;
  const [day, setDay] = useState(() => isoDay(Date.now() + 7 * DAY));
  return (
    <details class="clock-control" open={open || mine !== undefined} data-testid="away-control">
      <summary>{t.clocks.awayTitle}</summary>
      {mine !== undefined ? (
        <p>
          <span data-testid="away-you">{t.timeControls.awayYou(awayDate(mine))}</span>{' '}
          <button type="button" class="button" onClick={() => onAway(null)} data-testid="away-back">
            {t.timeControls.awayBack}
          </button>
        </p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            // The end of the chosen day (UTC): away "until Sat 12 Dec" includes that Saturday.
            onAway(Date.parse(`${day}T23:59:00Z`));
          }}
        >
          <p class="muted">{t.timeControls.awayExplain}</p>
          <label for="clock-away-until">{t.timeControls.awayUntil}</label>{' '}
          <input
            id="clock-away-until"
            class="input"
            type="date"
            value={day}
            min={isoDay(Date.now())}
            max={isoDay(Date.now() + 29 * DAY)}
            onInput={(e) => setDay(e.currentTarget.value)}
            data-testid="away-until"
          />{' '}
          <button type="submit" class="button" data-testid="away-go">
            {t.timeControls.awayButton}
          </button>
        </form>
      )}
    </details>
  );
}

function GiveTime({ payload, seat, onGive }: { payload: GamePayload; seat: number; onGive: (to: number, hours: number) => void }) {
  const others = payload.players.filter((p) => p.seat !== seat && p.joined && !p.bot);
  const [to, setTo] = useState(() => payload.active.find((s) => s !== seat) ?? others[0]?.seat ?? 0);
  const [hours, setHours] = useState(12);
  if (!others.length) return null;
  const name = payload.players[to]?.name ?? '';
  return (
    <details class="clock-control" data-testid="give-time">
      <summary>{t.timeControls.giveTitle}</summary>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onGive(to, hours);
        }}
      >
        <p class="muted">{t.timeControls.giveExplain}</p>
        <label>
          {t.timeControls.giveTo}{' '}
          <select class="input" value={String(to)} onChange={(e) => setTo(Number(e.currentTarget.value))} data-testid="give-to">
            {others.map((p) => (
              <option key={p.seat} value={String(p.seat)}>
                {p.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t.timeControls.giveHours}{' '}
          <input class="input" type="number" min="1" max="72" value={hours} onInput={(e) => setHours(Number(e.currentTarget.value))} data-testid="give-hours" />
        </label>{' '}
        <button type="submit" class="button" data-testid="give-go">
          {t.timeControls.giveButton(hours, name)}
        </button>
      </form>
    </details>
  );
}

function ChangeControl({
  payload,
  seat,
  onSend,
}: {
  payload: GamePayload;
  seat: number;
  onSend: (body: { timeControl: ReturnType<typeof chosenControl>; weekendsOff?: boolean } | { decline: true }) => void;
}) {
  const [choice, setChoice] = useState<ClockChoice>(DEFAULT_CLOCK);
  const proposal = payload.timeProposal;
  const names = (seats: number[]) => seats.map((s) => payload.players[s]?.name ?? `Seat ${s + 1}`).join(', ');
  return (
    <details class="clock-control" open={proposal !== undefined} data-testid="change-control">
      <summary>{t.timeControls.changeTitle}</summary>
      {proposal && (
        <div data-testid="time-proposal">
          <p>{t.timeControls.proposal(names([proposal.by]), timeControlWords(proposal.timeControl, proposal.weekendsOff))}</p>
          <p class="muted">{t.timeControls.accepted(names(proposal.accepted))}</p>
          {!proposal.accepted.includes(seat) && (
            <button
              type="button"
              class="button"
              onClick={() => onSend({ timeControl: proposal.timeControl, weekendsOff: proposal.weekendsOff })}
              data-testid="proposal-accept"
            >
              {t.timeControls.accept}
            </button>
          )}{' '}
          <button type="button" class="button" onClick={() => onSend({ decline: true })} data-testid="proposal-decline">
            {t.timeControls.decline}
          </button>
        </div>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSend({ timeControl: chosenControl(choice), weekendsOff: choice.weekendsOff });
        }}
      >
        <p class="muted">{t.timeControls.changeExplain}</p>
        <ClockFields value={choice} onChange={setChoice} timeout={false} />
        <button type="submit" class="button" data-testid="proposal-send">
          {t.timeControls.propose}
        </button>
      </form>
    </details>
  );
}
