/** Fightin' an' Drinkin' an' Stealin'!: your decision first, then the three events, the board and the clans. */
import type { FdsAction } from '@engine/fightin-drinkin-stealin/model';
import type { FdsView } from '@engine/fightin-drinkin-stealin/view';
import { fmt } from '../../i18n';
import { msg } from './i18n';
import type { BoardProps } from '../types';
import { FdsCard } from './card';
import { ChoiceControls } from './choice-controls';
import { type Chooser, EventPanel, type LastEvents } from './event-panel';
import type { EventId } from '@engine/fightin-drinkin-stealin/model';
import type { LogLine } from '@schema/api';
import { LogText } from '../../game/log-text';
import { PlayControls } from './play-controls';
import type { Revealed } from './later/revealed-panel';
import { LaterPart, laterChunk } from '../../board/later-part';
import { StoneCircle } from './stone-circle';
import { handWorth, nameAction, promptText, stageWords } from './words';

const LATEST = 3;

/** The clans and the revealed cards, below the first screen on a phone: loaded when reached, or at once in a finished game. */
const later = laterChunk(() => import('./later'));

/** The event each kind of log entry happens at; a play puts a card at all three. */
const EVENT_OF: Record<string, EventId[]> = {
  play: ['fightin', 'drinkin', 'stealin'],
  fight: ['fightin'],
  'fight-tie': ['fightin'],
  'monster-discard': ['fightin'],
  kill: ['fightin'],
  drinks: ['drinkin'],
  steal: ['stealin'],
  'steal-award': ['stealin'],
  'wee-lawyer': ['stealin'],
  thieves: ['stealin'],
  yellow: ['stealin'],
  habeas: ['stealin'],
};

/** The events the newest entry that happened at one touched. */
function lastEvents(log: readonly LogLine[]): LastEvents | undefined {
  for (let i = log.length - 1; i >= 0; i--) {
    const l = log[i]!;
    const events = typeof l.event === 'string' && ['fightin', 'drinkin', 'stealin'].includes(l.event) ? [l.event as EventId] : EVENT_OF[l.kind];
    if (events) return { seq: l.seq, events };
  }
  return undefined;
}

export function FdsBoard({ payload, act, pending }: BoardProps<FdsView, FdsAction>) {
  const view = payload.view;
  if (!view?.events || !view.seats) return null;
  const me = payload.seat === 0 || payload.seat === 1 ? payload.seat : null;
  const near = me ?? 0;
  const far = 1 - near;
  const w = msg;
  const playerNames = [0, 1].map((s) => payload.players[s]?.name ?? w.seat(s + 1));
  const names = playerNames.map((n, s) => (s === me ? w.youAre(n) : n));
  const actions = payload.actions;
  const name = (a: FdsAction) => nameAction(a, view, near, playerNames[far] ?? w.opponent);
  const choosing = actions.some((a) => a.type === 'play');
  const chooser: Chooser = {
    actionFor: (id) => (choosing ? undefined : actions.find((a) => 'card' in a && a.card === id)),
    labelFor: (a) => name(a).label,
    act,
    pending,
  };
  const finished = payload.status === 'finished';
  const waitingFor = view.active.filter((s) => s !== me).map((s) => playerNames[s]);
  // The last few public events, so a mid-event question comes with what led to it (a seat's recap says it already).
  const latest = payload.log.slice(-LATEST);

  return (
    <div class="fds" data-testid="fds-board" data-stage={view.stage} data-round={view.round}>
      <p class="fds-round" data-testid="fds-round">
        <strong>{w.round(Math.min(view.round, view.rounds), view.rounds)}</strong>
        {view.doubled && <span class="tag tag-strong">{w.double}</span>} <span class="muted">{finished ? w.stageOver : stageWords(view)}</span>
      </p>

      {latest.length > 0 && !finished && !payload.recap?.entries && (
        <ul class="fds-latest" aria-label={w.latest} data-testid="fds-latest">
          {latest.map((line) => (
            <li key={line.seq}>
              <LogText ruleset={payload.ruleset} line={line} players={payload.players} />
            </li>
          ))}
        </ul>
      )}

      {me !== null && !finished && (
        // The whole decision in one panel: the question, the choices, the hand and the confirm.
        <section
          class={`panel fds-decision${actions.length ? ' mine' : ''}`}
          aria-labelledby="fds-decision-title"
          data-testid="fds-decision"
          data-decision={actions.length ? (choosing ? 'play' : 'choice') : undefined}
        >
          <h2 id="fds-decision-title">{actions.length ? w.yourMove : w.yourHand}</h2>
          {actions.length > 0 && choosing && (
            <>
              <p class="fds-question">{promptText(view)}</p>
              <PlayControls view={view} me={me} actions={actions} pending={pending} act={act} />
            </>
          )}
          {actions.length > 0 && !choosing && <ChoiceControls question={promptText(view)} actions={actions} name={name} pending={pending} act={act} />}
          {actions.length === 0 && (
            <p class="muted" data-testid="fds-waiting">
              {waitingFor.length ? w.waitingFor(fmt.list(waitingFor as string[])) : w.nothingNow}
            </p>
          )}
          {!choosing && (view.hand?.length ?? 0) > 0 && (
            <>
              {actions.length > 0 && <h3>{w.yourHand}</h3>}
              <div class="fds-hand" role="group" aria-label={w.handLabel}>
                {(view.hand ?? []).map((id) => (
                  <FdsCard key={id} id={id} worth={handWorth(view, me, id)} />
                ))}
              </div>
            </>
          )}
        </section>
      )}

      <EventPanel view={view} near={near} names={names} chooser={chooser} last={lastEvents(payload.log)} me={me} />

      <div class="fds-lower">
        <section class="panel fds-board-panel" aria-labelledby="fds-board-title">
          <h2 id="fds-board-title">{w.boardTitle}</h2>
          <p class="fds-seat-caption">{w.farSits(names[far] ?? '', view.seats[far]?.sitsAt ?? 0)}</p>
          <StoneCircle view={view} near={near} names={names} me={me} />
          <p class="fds-seat-caption">{w.nearSits(names[near] ?? '', me === near, view.seats[near]?.sitsAt ?? 0)}</p>
          <p class="legend muted">{w.legend}</p>
        </section>
        <LaterPart
          chunk={later}
          now={finished}
          title={w.clansTitle}
          headingId="fds-clans-title"
          placeClass="fds-clans"
          height={750}
          draw={(m) => <m.ClanPanel view={view} names={names} me={me} order={[near, far]} />}
        />
      </div>

      {finished && payload.revealed !== undefined && (
        <LaterPart
          chunk={later}
          now
          title={payload.result !== undefined ? w.revealedEnd : w.revealedNow}
          headingId="fds-revealed-title"
          placeClass="fds-revealed"
          height={300}
          draw={(m) => <m.RevealedPanel revealed={payload.revealed as Revealed} names={names} atEnd={payload.result !== undefined} />}
        />
      )}
    </div>
  );
}
