/** /g/<gameId>: the game, as your seat (token on this device) or as a spectator. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { ActionNotice } from '../game/action-notice';
import { ChatBadge, chatDevice } from '../game/chat-badge';
import { PlayersPanel } from '../game/players-panel';
import { RulesetBoardView } from '../game/ruleset-board';
import { TurnBanner, isMyTurn } from '../game/turn-banner';
import { useGame } from '../game/use-game';
import { usePresence } from '../game/presence';
import { RecapPanel } from '../game/recap-panel';
import { AWAY_ASKED, LaterPanel, PLACES, leaveShown, useLaterPanels } from '../game/later-panels';
import { useDecisionFocus } from '../game/focus';
import { TextModeSwitch } from '../game/text-mode';
import { Link } from '../router';
import { adoptTokenFromHash, chooseSeat, heldSeats, loadToken, placeToken } from '../tokens';
import { AnotherDevice, SeatLinkOffer, SeatSwitcher } from '../game/seat-offers';
import { PageTitle } from '../ui/page-title';
import { momentOf, rulesHref, rulesSectionFor } from './rules/sections';
import type { GamePayload } from '@schema/api';
import { OptionLinks } from '../ui/options-words';
import { reportGameTurns, setTitle, turnsInGame } from '../ui/waiting';
import { fmt, loadAreas, t } from '../i18n';
import { fill } from '../i18n/fill';
import { OfflineNotice, PendingWindow, QueuedMoveNotice, useOwnLabel } from '../game/page-notices';
import { errorText } from '../i18n/error-text';
import { useChunk } from '../ui/use-chunk';

/**
 * The waiting room and the result are shown only before and after play, so they come as chunks of
 * their own when the game is there, not with every game page's first screen (docs/performance.md).
 */
const loadWaitingRoom = () => Promise.all([import('../game/waiting-room'), loadAreas('join')]).then(([m]) => m.WaitingRoom);
const loadResultPanel = () => Promise.all([import('../game/result-panel'), loadAreas('result')]).then(([m]) => m.ResultPanel);
// A tournament game's line is a chunk loaded only for such a game (#49: one request fewer on every other game page).
const loadTournamentLine = () => import('../ui/tournament-line').then((m) => m.TournamentLine);
const loadAbsentPanel = () => Promise.all([import('../game/table-panel'), loadAreas('seats')]).then(([m]) => m.AbsentPanel);

/** A part whose chunk could not be loaded says so, where it would have been. */
function PartFailed() {
  return (
    <p class="notice error" role="alert">
      {t.common.chunkFailedHelp}
    </p>
  );
}

function WaitingRoom(props: { payload: GamePayload }) {
  const chunk = useChunk('waiting-room', loadWaitingRoom);
  if (chunk.state === 'failed') return <PartFailed />;
  return chunk.state === 'ready' ? <chunk.value {...props} /> : null;
}

function ResultPanel(props: { payload: GamePayload; token: string | null }) {
  const chunk = useChunk('result-panel', loadResultPanel);
  if (chunk.state === 'failed') return <PartFailed />;
  return chunk.state === 'ready' ? <chunk.value {...props} /> : null;
}

function TournamentLine(props: { tournament: { id: string; round: number }; finished?: boolean; gameId?: string }) {
  const chunk = useChunk('tournament-line', loadTournamentLine);
  return chunk.state === 'ready' ? <chunk.value {...props} /> : null;
}

/**
 * The table's answer to an absent player: a chunk of its own, loaded only while a seat is absent,
 * stood in for or being given away (rare; #34 keeps it off every other game page's first load).
 */
function AbsentPanel(props: { payload: GamePayload; token: string; refresh: () => void }) {
  const chunk = useChunk('absent-panel', loadAbsentPanel);
  if (chunk.state === 'failed') return <PartFailed />;
  return chunk.state === 'ready' ? <chunk.value {...props} /> : null;
}
const absentShown = (payload: GamePayload) =>
  payload.status === 'active' && (payload.absent !== undefined || (payload.replacing ?? []).length > 0 || payload.players.some((p) => p.standIn === 'absent'));

const statusWords = (status: GamePayload['status']) =>
  ({ waiting: t.game.statusWaiting, active: t.game.statusActive, finished: t.game.statusFinished, aborted: t.game.statusAborted })[status];

/** Picks the seat token (a link just opened, else the seat chosen here) and plays it; switching seats remounts the view. */
export function GamePage({ gameId }: { gameId: string }) {
  // Whether this visit came by a seat link (#t=…): a refused one is then said to be not valid.
  const [byLink] = useState(() => adoptTokenFromHash(gameId));
  const [token, setToken] = useState(() => loadToken(gameId));
  // How the seat shown was reached: a person's pick in the switcher, or the page following the turn.
  const [how, setHow] = useState<SwitchedBy>('opened');
  const switchSeat = (seat: number, by: SwitchedBy = 'person') => {
    chooseSeat(gameId, seat);
    setHow(by);
    setToken(loadToken(gameId));
  };
  return <GameView key={token ?? 'watching'} gameId={gameId} token={token} byLink={byLink} switchedBy={how} onSwitch={switchSeat} />;
}

type SwitchedBy = 'opened' | 'person' | 'turn';

/**
 * False until the frame after the first one with a payload and its board has been painted: the
 * panels below and beside the decision (log, chat, clocks, notes, leaving, another device,
 * notifications) render then, so the first screen's render is the header, the recap, the board
 * and the decision alone (on a slow phone the whole page in one render held the decision back;
 * docs/performance.md). All but another device also wait for their chunk, loaded when reached
 * (game/later-panels.tsx). When the board's chunk comes after the payload, the panels wait for it
 * too: rendered first, they held the board's render back by half a second on the slow phone.
 */
function useAfterFirstPaint(ready: boolean): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (!ready || later) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setLater(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [ready, later]);
  return later;
}

/**
 * Hot seat: with several seats of the game in this browser, the page goes to a seat that must
 * act when the one shown need not: on opening and after every move, but not in the first view
 * of a seat a person picked by hand (they want to look at it).
 */
function useHotSeat(
  payload: GamePayload | null,
  held: readonly { seat: number }[],
  switchedBy: SwitchedBy,
  onSwitch: (seat: number, by: SwitchedBy) => void,
): void {
  const firstVersion = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!payload || payload.seat === null || held.length < 2) return;
    firstVersion.current ??= payload.version;
    if (switchedBy === 'person' && payload.version === firstVersion.current) return;
    if (payload.status !== 'active' || payload.actions.length > 0) return;
    const next = held.find((h) => h.seat !== payload.seat && payload.active.includes(h.seat));
    if (next) onSwitch(next.seat, 'turn');
  }, [payload?.version, payload?.seat, held.length]);
}

function GameView({
  gameId,
  token,
  byLink,
  switchedBy,
  onSwitch,
}: {
  gameId: string;
  token: string | null;
  byLink: boolean;
  switchedBy: SwitchedBy;
  onSwitch: (seat: number, by?: SwitchedBy) => void;
}) {
  const game = useGame(gameId, token);
  const { payload } = game;
  const queuedLabel = useOwnLabel(payload, game.queued?.action);
  // The board drawn (or the table waiting, without one): only then do the panels below render, and
  // their places watch the viewport (before the board is drawn the page is short, and every place
  // would seem within reach).
  const [boardDrawn, setBoardDrawn] = useState(false);
  const firstScreen = payload !== null && (boardDrawn || payload.status === 'waiting');
  const later = useAfterFirstPaint(firstScreen);
  const panels = useLaterPanels(later);
  // The server said which seat this token holds: file it under that seat on this device.
  const placedSeat = payload && !game.tokenRefused && token ? payload.seat : null;
  const [held, setHeld] = useState(() => heldSeats(gameId));
  useEffect(() => {
    if (!token || placedSeat === null) return;
    placeToken(gameId, token, placedSeat);
    setHeld(heldSeats(gameId));
  }, [gameId, token, placedSeat]);
  useHotSeat(game.pending ? null : payload, held, switchedBy, onSwitch);
  const mine = payload ? isMyTurn(payload) : false;
  useDecisionFocus(payload?.version, mine, game.pending);
  usePresence(gameId, token, payload?.status === 'active' || payload?.status === 'waiting');

  // A seat link opened over this very page (same address, new #t=…) changes only the hash:
  // take the seat it carries and load the page again as that seat.
  useEffect(() => {
    const onHash = () => {
      if (!/(?:^#|&)t=/.test(location.hash)) return;
      adoptTokenFromHash(gameId);
      location.reload();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [gameId]);

  // The header's count of games waiting: this page's own, when it is the only game held here (ui/waiting.ts).
  const heldHere = held.map((h) => h.seat);
  const turnsHere = payload ? turnsInGame(payload, heldHere) : null;
  useEffect(() => {
    if (turnsHere !== null) reportGameTurns(gameId, turnsHere);
  }, [gameId, turnsHere]);
  useEffect(() => () => reportGameTurns(gameId, null), [gameId]);

  useEffect(() => {
    const base = payload ? t.game.docTitle(payload.title) : t.game.docTitleLoading;
    setTitle(mine ? t.game.docTitleYourTurn(base) : base);
  }, [payload?.title, mine]);

  if (game.fatal) {
    return (
      <>
        <PageTitle>{t.game.notFound}</PageTitle>
        <p class="notice error" role="alert">
          {game.fatal.code === 'unknown_game' ? t.game.noGameHere : errorText(game.fatal)}
        </p>
        <p>
          {fill(t.game.notFoundNext, {
            start: <Link href="/">{t.game.startNew}</Link>,
            archive: <Link href="/archive">{t.game.browseArchive}</Link>,
          })}
        </p>
      </>
    );
  }
  if (!payload) {
    return (
      <>
        <PageTitle>{t.game.loading}</PageTitle>
        {game.offline && <OfflineNotice savedAt={null} />}
      </>
    );
  }
  const spectator = payload.seat === null;
  // Waiting or under way: the clocks, another device and the notifications are shown.
  const playing = payload.status === 'active' || payload.status === 'waiting';
  // The token of a seat this page holds and the server accepted (null: watching).
  const seatToken = !spectator && !game.tokenRefused ? token : null;
  // The stored seat this device played was given to someone new by the table: say so, not "invalid link".
  // After a reload the page holds no token: the seat this device lost is still explained (#45 item 4).
  const refused = (game.tokenRefused || !token) && game.refusedSeat !== null ? payload.players[game.refusedSeat] : undefined;
  const givenAway =
    refused && (refused.replaced || refused.standIn === 'replace')
      ? { seat: refused.seat, at: refused.replaced?.at ?? null, waiting: !refused.replaced }
      : null;
  return (
    <div class="game-page" data-testid="game-page" data-status={payload.status} data-version={payload.version} data-seat={payload.seat ?? undefined}>
      <header class="game-header">
        <div class="title-row">
          <PageTitle>{payload.title}</PageTitle>
          <span class={`status status-${payload.status}`} data-testid="status">
            {statusWords(payload.status)}
          </span>
          {spectator && <span class="tag">{t.game.watchingTag}</span>}
          {seatToken && <ChatBadge gameId={gameId} token={seatToken} chatLast={payload.chatLast ?? 0} mySeat={payload.seat as number} />}
        </div>
        <OptionsSummary payload={payload} />
        {payload.tournament && (
          <p class="muted">
            <TournamentLine tournament={payload.tournament} finished={payload.status === 'finished'} gameId={payload.gameId} />
          </p>
        )}
        <PlayersPanel payload={payload} />
        <TurnBanner payload={payload} />
      </header>
      {seatToken && payload.seat !== null && (
        <SeatSwitcher
          held={held}
          current={payload.seat}
          players={payload.players}
          active={payload.status === 'active' ? payload.active : []}
          onSwitch={onSwitch}
        />
      )}
      {switchedBy === 'turn' && mine && seatToken && payload.seat !== null && (
        <p class="notice" role="status" data-testid="hot-seat-switched">
          {fill(t.game.hotSeatSwitched, { name: <strong>{payload.players[payload.seat]?.name ?? t.game.seatName(payload.seat + 1)}</strong> })}
        </p>
      )}
      {/* While the table fills, the host's seat link is the news of the first screen; once the game
          runs, it goes below the game (see there). */}
      {seatToken && payload.status === 'waiting' && <SeatLinkOffer gameId={gameId} token={seatToken} />}
      {givenAway && (
        <div class="notice" role="status" data-testid="seat-given-away">
          <p>
            <strong>
              {givenAway.waiting
                ? t.game.seatBeingGiven
                : t.game.seatGivenAway(payload.players[givenAway.seat]?.name ?? '', givenAway.at ? fmt.dateTime(new Date(givenAway.at)) : null)}
            </strong>
          </p>
          <p>{fill(t.game.seatGivenAwayNext, { start: <Link href="/">{t.game.seatGivenAwayStart}</Link> })}</p>
        </div>
      )}
      {!givenAway && (game.tokenRefused || (byLink && !token)) && (
        <div class="notice error" role="alert" data-testid="seat-link-invalid">
          <p>
            <strong>{byLink ? t.game.linkInvalid : t.game.storedLinkInvalid}</strong> {t.game.linkInvalidWhy}
          </p>
          <p>
            {fill(t.game.linkInvalidHelp, {
              resend: (
                <a href="#recover-title" data-testid="recover-jump">
                  {t.game.linkResend}
                </a>
              ),
            })}
          </p>
        </div>
      )}
      {spectator && payload.status !== 'finished' && !game.tokenRefused && !byLink && <p class="notice">{t.game.watchingNotice}</p>}
      {seatToken && absentShown(payload) && <AbsentPanel payload={payload} token={seatToken} refresh={game.refresh} />}
      {payload.status === 'waiting' && <WaitingRoom payload={payload} />}
      {payload.status === 'finished' && <ResultPanel payload={payload} token={spectator || game.tokenRefused ? null : token} />}
      <div class="game-layout">
        {/* First on a phone, above the decision; atop the side column on a wide screen. */}
        {seatToken && <RecapPanel payload={payload} gameId={gameId} token={seatToken} />}
        <div class="game-main">
          {/* The take-back window and the offer to take back: in the page's flow above the decision,
              not held at the screen's bottom edge, where on a phone they covered the hand and the
              next step's button (#58). */}
          {payload.pending && !game.pending && (
            <PendingWindow until={payload.pending.until} onSend={() => void game.publish()} onTakeBack={() => void game.takeBack()} />
          )}
          {payload.canUndo && !payload.pending && !game.pending && (
            <p class="notice take-back" data-testid="take-back-offer">
              {fill(t.game.takeBackOffer, {
                button: (
                  <button type="button" class="button" onClick={() => void game.takeBack()} data-testid="take-back">
                    {t.game.takeBack}
                  </button>
                ),
              })}
            </p>
          )}
          {payload.status !== 'waiting' && (
            <RulesetBoardView
              payload={payload}
              act={(a) => void game.act(a)}
              // A queued move holds the choice until it is sent or cancelled.
              pending={game.pending || game.queued !== null}
              // The recap above already names the newest move: no second line for it.
              showLastMove={!(seatToken && (payload.recap?.entries ?? 0) > 0)}
              onDrawn={() => setBoardDrawn(true)}
            />
          )}
          {/* What became of a move, where the player is looking (#45 item 3): under the decision, held at
              the screen's bottom edge while the board is taller than the screen. */}
          <div class="move-status" data-testid="move-status">
            {game.offline && <OfflineNotice savedAt={game.savedAt} />}
            {game.queued && <QueuedMoveNotice move={game.queued} onCancel={game.cancelQueued} label={queuedLabel} />}
            {game.notice && <ActionNotice notice={game.notice} />}
            {game.pending && (
              <p class="notice" role="status" data-testid="pending">
                {t.game.sending}
              </p>
            )}
          </div>
          {/* Under the board and the decision, not above them: a late joiner's first screen is the game
              and what brought them here, the recap and the decision (#45 item 9); it folds once copied. */}
          {seatToken && payload.status !== 'waiting' && <SeatLinkOffer gameId={gameId} token={seatToken} />}
        </div>
        <aside class="game-side" aria-label={t.game.whatHappened}>
          {/* The panels below the first screen: a place with each one's heading until they are reached. */}
          <LaterPanel
            panels={panels}
            place={PLACES.log()}
            draw={(p) => (
              <p.GameLog
                gameId={gameId}
                token={game.tokenRefused ? null : token}
                log={payload.log}
                logStart={payload.logStart ?? 0}
                ruleset={payload.ruleset}
                players={payload.players}
              />
            )}
          />
          {seatToken && (
            <LaterPanel
              panels={panels}
              place={PLACES.chat()}
              draw={(p) => (
                <p.ChatPanel gameId={gameId} token={seatToken} chatLast={payload.chatLast ?? 0} mySeat={payload.seat as number} device={chatDevice(gameId)} />
              )}
            />
          )}
        </aside>
      </div>
      {playing && (
        <LaterPanel
          panels={panels}
          place={PLACES.clock(payload)}
          draw={(p) => <p.ClockPanel payload={payload} gameId={gameId} token={seatToken} refresh={game.refresh} awayAsked={AWAY_ASKED} />}
        />
      )}
      {seatToken && <LaterPanel panels={panels} place={PLACES.notes()} draw={(p) => <p.NotesPanel gameId={gameId} token={seatToken} />} />}
      {seatToken && (
        <LaterPanel
          panels={panels}
          place={PLACES.leave(payload)}
          draw={(p) => <p.LeavePanel payload={payload} token={seatToken} refresh={game.refresh} shown={leaveShown(payload)} />}
        />
      )}
      {later && seatToken && playing && <AnotherDevice gameId={gameId} token={seatToken} />}
      {payload.status !== 'finished' && payload.status !== 'aborted' && (
        <LaterPanel
          panels={panels}
          place={PLACES.notify(!game.tokenRefused && token !== null)}
          draw={(p) => <p.NotifyPanel gameId={gameId} seat={payload.seat} token={game.tokenRefused ? null : token} />}
        />
      )}
    </div>
  );
}

/** Help in context: the rules page, and the section explaining the moment the game is at. */
function RulesHelp({ payload }: { payload: GamePayload }) {
  const moment = payload.status === 'active' ? momentOf(payload.ruleset, payload.view) : undefined;
  const section = moment ? rulesSectionFor(payload.ruleset, moment) : undefined;
  return (
    <span class="rules-help" data-testid="rules-help">
      <a href={rulesHref(payload.ruleset)} target="_blank" rel="noopener" aria-label={t.game.howToPlayLabel(payload.title)}>
        {t.game.howToPlay}
      </a>
      {section && (
        <>
          {' · '}
          <a href={`${rulesHref(payload.ruleset)}#${section}`} target="_blank" rel="noopener" aria-label={t.game.thisStepLabel} data-testid="rules-help-now">
            {t.game.thisStep}
          </a>
        </>
      )}
      {' · '}
      <TextModeSwitch />
    </span>
  );
}

/**
 * The options that differ from the ruleset's defaults, in words ("Standard rules" when none), and
 * the rules links. Exported for the pseudo-locale check.
 */
export function OptionsSummary({ payload }: { payload: GamePayload }) {
  // Named by the payload itself: the line needs neither a request nor the rulesets' metadata.
  const words = payload.changedOptions ?? null;
  // One line with the rules links, so the board keeps its place on a phone.
  return (
    <p class="muted options-line" data-testid="options-line">
      {words && (
        <span>
          <OptionLinks rulesetId={payload.ruleset} parts={words} /> ·{' '}
        </span>
      )}
      <RulesHelp payload={payload} />
    </p>
  );
}
