/**
 * /replay/<gameId>: a finished game, move by move. The record is fetched once
 * and replayed here by the shared engine (verifyRecord), so every position is
 * the engine's own, with every hidden card shown. This module is a lazy chunk
 * (see app.tsx): the engine is not part of the main bundle.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GamePayload, PlayerInfo } from '@schema/api';
import { nameSeats } from '@schema/names';
import { withBotNames } from '@schema/bot-seats';
import { logWords, useLogWords } from '../game/log-text';
import { type RecordCheck, verifyRecord } from '@engine/index';
import { ApiFailure } from '../api';
import { errorText } from '../i18n/error-text';
import { RulesetBoardView } from '../game/ruleset-board';
import { TextModeSwitch } from '../game/text-mode';
import { fmt, t } from '../i18n';
import { fill } from '../i18n/fill';
import { botLine } from '../review/bot-line';
import { type BotChoice, BotLineCaption, ReviewPanel } from '../review/review-panel';
import { moveLabeller } from '../review/move-label';
import { loadDescribe, loadedDescribe } from '../rulesets/registry';
import { useChunk } from '../ui/use-chunk';
import { Link } from '../router';
import { PageTitle } from '../ui/page-title';
import { TournamentLine } from '../ui/tournament-line';
import { setTitle } from '../ui/waiting';
import './replay-page.css';

type Loaded = Extract<RecordCheck, { ok: true }>;
type LoadState = { kind: 'loading' } | { kind: 'failed'; code: string; message: string } | { kind: 'ready'; check: Loaded };

const recordUrl = (gameId: string) => `/api/games/${encodeURIComponent(gameId)}/record`;

async function fetchRecord(gameId: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(recordUrl(gameId), { cache: 'no-store' });
  } catch {
    throw new ApiFailure(0, 'network', t.replay.networkError);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
    throw new ApiFailure(res.status, body?.error?.code ?? `http_${res.status}`, body?.error?.message ?? t.replay.httpError(res.status));
  }
  return res.json();
}

function moveFromQuery(total: number): number {
  const raw = new URLSearchParams(location.search).get('move');
  const n = raw === null ? 0 : Number.parseInt(raw, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), total) : 0;
}

export function ReplayPage({ gameId }: { gameId: string }) {
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  useEffect(() => {
    setTitle(t.replay.pageTitle);
    let live = true;
    fetchRecord(gameId).then(
      (raw) => {
        if (!live) return;
        const check = verifyRecord(raw);
        if (check.ok) setLoad({ kind: 'ready', check });
        else setLoad({ kind: 'failed', code: 'bad_record', message: t.replay.badRecord(check.message) });
      },
      (err: ApiFailure) => live && setLoad({ kind: 'failed', code: err.code, message: errorText(err) }),
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  if (load.kind === 'loading') return <PageTitle>{t.replay.loading}</PageTitle>;
  if (load.kind === 'failed') return <ReplayFailed gameId={gameId} code={load.code} message={load.message} />;
  return <Replayer gameId={gameId} check={load.check} />;
}

/** Exported for the pseudo-locale check. */
export function ReplayFailed({ gameId, code, message }: { gameId: string; code: string; message: string }) {
  const gameLink = <Link href={`/g/${encodeURIComponent(gameId)}`}>{t.replay.gamePageLink}</Link>;
  return (
    <div data-testid="replay-page" data-state="failed" data-code={code}>
      <PageTitle>{code === 'not_finished' ? t.replay.stillPlayed : t.replay.noReplay}</PageTitle>
      {code === 'not_finished' ? (
        <p class="notice" role="status">
          {fill(t.replay.notFinished, { game: gameLink })}
        </p>
      ) : code === 'unknown_game' ? (
        <p class="notice error" role="alert">
          {fill(t.replay.unknownGame, { archive: <Link href="/archive">{t.replay.browseArchive}</Link> })}
        </p>
      ) : (
        <p class="notice error" role="alert">
          {fill(t.replay.stillOpen, { message, game: gameLink })}
        </p>
      )}
    </div>
  );
}

/**
 * A record's players as the replay names them: a bot's seat in the reader's words, from the
 * record's `bots` (#45, schema/bot-seats.ts), not its stored English name. Exported for the
 * pseudo-locale check.
 */
export function recordPlayers(record: Loaded['record']): PlayerInfo[] {
  const bots = new Map((record.bots ?? []).map((b) => [b.seat, b.level]));
  const seats = record.players.map((p): PlayerInfo => {
    const bot = bots.get(p.seat);
    return { seat: p.seat, name: p.name, joined: true, ...(bot ? { bot } : {}) };
  });
  return [...withBotNames(seats, t.common.botName, t.common.formerPlayer)];
}

function Replayer({ gameId, check }: { gameId: string; check: Loaded }) {
  const { record, ruleset, steps } = check;
  // The log's words of the game's ruleset (its board's chunk brings them too, but a step's lines are said here).
  useLogWords(record.ruleset, 'all');
  const total = steps.length - 1;
  const [step, setStep] = useState(() => moveFromQuery(total));
  const [playing, setPlaying] = useState(false);
  const players = useMemo(() => recordPlayers(record), [record]);
  const go = (n: number) => setStep(Math.min(Math.max(Math.round(n), 0), total));

  // The address bar always names the move shown, so it can be copied as a deep link.
  useEffect(() => {
    history.replaceState(history.state, '', `/replay/${encodeURIComponent(gameId)}?move=${step}${location.hash}`);
  }, [gameId, step]);

  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setStep((s) => Math.min(s + 1, total)), 1000);
    return () => clearTimeout(timer);
  }, [playing, step, total]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      // Form fields keep their own arrow keys (the slider and the number box move on their own).
      if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
      const moves: Record<string, (s: number) => number> = {
        ArrowLeft: (s) => s - 1,
        ArrowRight: (s) => s + 1,
        Home: () => 0,
        End: () => total,
      };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      setPlaying(false);
      setStep((s) => Math.min(Math.max(move(s), 0), total));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);

  // The bot's line on the board: with the switch on, a reviewed decision whose move differs from the
  // bot's shows the position after the bot's choice, its pieces marked as the latest move.
  const [showBot, setShowBot] = useState(false);
  const [botChoice, setBotChoice] = useState<BotChoice | null>(null);
  const line = useMemo(
    () => (showBot && botChoice && botChoice.index === step ? botLine(ruleset, steps[step]!.state, botChoice.seat, botChoice.action, step) : null),
    [showBot, botChoice, step],
  );
  const state = line ? line.state : steps[step]!.state;
  const last = step === total && !line;
  const payload: GamePayload = useMemo(
    () => ({
      gameId,
      ruleset: record.ruleset,
      title: ruleset.title,
      options: record.options,
      // 'finished' at every step: boards then show the revealed view and offer no controls.
      status: 'finished',
      version: step,
      revision: step,
      seat: null,
      players,
      active: ruleset.status(state).active,
      view: ruleset.view(state, null),
      actions: [],
      log: line ? line.log : [],
      logStart: 0,
      revealed: ruleset.revealedView(state),
      ...(last ? { result: { ...record.result, ...(record.result.summary ? { summary: nameSeats(record.result.summary, players) } : {}) } } : {}),
      createdAt: record.createdAt,
      updatedAt: record.finishedAt,
      finishedAt: record.finishedAt,
    }),
    [step, line],
  );
  // Moves in the ruleset's words (its text mode's labels), for the review and the bot's line.
  const described = useChunk(`label:${record.ruleset}`, () => loadDescribe(record.ruleset), loadedDescribe(record.ruleset));
  const describe = described.state === 'ready' ? (described.value ?? undefined) : undefined;
  const moveLabel = useMemo(
    () =>
      moveLabeller(
        ruleset,
        record.ruleset,
        steps.map((s) => s.state),
        describe,
        players,
      ),
    [describe, players],
  );
  const actor = step > 0 ? record.actions[step - 1]! : null;
  const lines = steps[step]!.log.map((l) => logWords(record.ruleset, l, players));
  const winners = record.result.winners.map((s) => players[s]?.name ?? t.replay.seat(s + 1));
  const names = useMemo(() => players.map((p) => p.name), [players]);

  // The sticky bar's height, for the page's room under it and what scrolls below it (replay-page.css).
  const bar = useRef<HTMLElement>(null);
  const [barHeight, setBarHeight] = useState<number | null>(null);
  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBarHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      class="replay-page"
      data-testid="replay-page"
      data-state="ready"
      data-steps={total}
      data-ruleset={record.ruleset}
      style={barHeight === null ? undefined : { '--replay-bar': `${barHeight}px` }}
    >
      <header class="game-header">
        <PageTitle>{t.replay.title(ruleset.title)}</PageTitle>
        <p class="muted">
          {players.map((p) => p.name).join(', ')} · {t.replay.moves(total)} · {winners.length ? t.replay.wonBy(fmt.list(winners)) : t.replay.noWinner} ·{' '}
          <Link href={`/g/${encodeURIComponent(gameId)}`}>{t.replay.gamePage}</Link> · <TextModeSwitch />
        </p>
        {record.tournament && (
          <p class="muted">
            <TournamentLine tournament={record.tournament} />
          </p>
        )}
      </header>
      <section class="panel replay-controls" aria-label={t.replay.controls} ref={bar}>
        <p class="replay-step" data-testid="replay-step" data-step={step} aria-live="polite">
          <strong>{t.replay.moveOf(step, total)}</strong>
          {actor ? t.replay.acted(players[actor.seat]?.name ?? t.replay.seat(actor.seat + 1)) : t.replay.theSetup}
          {last && t.replay.gameOver}
        </p>
        <div class="replay-buttons">
          <button type="button" class="button" onClick={() => go(0)} disabled={step === 0} data-testid="replay-first">
            <span aria-hidden="true">« </span>
            <span class="replay-label">{t.replay.firstMove}</span>
          </button>
          <button type="button" class="button" onClick={() => go(step - 1)} disabled={step === 0} data-testid="replay-prev">
            <span aria-hidden="true">◀ </span>
            <span class="replay-label">{t.replay.backMove}</span>
          </button>
          <button
            type="button"
            class="button primary"
            onClick={() => {
              if (!playing && last) setStep(0);
              setPlaying(!playing);
            }}
            aria-pressed={playing}
            data-testid="replay-play"
          >
            {playing ? t.replay.pause : t.replay.play}
          </button>
          <button type="button" class="button" onClick={() => go(step + 1)} disabled={last} data-testid="replay-next">
            <span class="replay-label">{t.replay.forwardMove}</span>
            <span aria-hidden="true"> ▶</span>
          </button>
          <button type="button" class="button" onClick={() => go(total)} disabled={last} data-testid="replay-last">
            <span class="replay-label">{t.replay.lastMove}</span>
            <span aria-hidden="true"> »</span>
          </button>
        </div>
      </section>
      {/* Not in the sticky bar: the slider, the move number and the download would make it cover a
          fifth of the window (#58); they sit in the page under it. */}
      <div class="panel replay-more">
        <div class="replay-jump">
          <label for="replay-slider" class="visually-hidden">
            {t.replay.move}
          </label>
          <input
            id="replay-slider"
            type="range"
            min={0}
            max={total}
            value={step}
            onInput={(e) => {
              setPlaying(false);
              go(Number(e.currentTarget.value));
            }}
            data-testid="replay-slider"
          />
          <label for="replay-move">{t.replay.goToMove}</label>
          <input
            id="replay-move"
            class="input replay-number"
            type="number"
            min={0}
            max={total}
            value={step}
            onChange={(e) => {
              const n = Number(e.currentTarget.value);
              if (Number.isFinite(n)) {
                setPlaying(false);
                go(n);
              }
            }}
            data-testid="replay-input"
          />
          <a class="button" href={recordUrl(gameId)} download={`stonehenge-${record.ruleset}-${gameId}.json`} data-testid="replay-download">
            {t.replay.downloadRecord}
          </a>
        </div>
        <p class="muted replay-help">{t.replay.keys}</p>
      </div>
      <section class="panel" aria-labelledby="replay-log-title">
        <h2 id="replay-log-title">{step === 0 ? t.replay.setup : t.replay.whatMoveDid(step)}</h2>
        <ol class="log" tabIndex={0} aria-labelledby="replay-log-title" data-testid="replay-log">
          {lines.length === 0 ? (
            <li class="muted">{step === 0 ? t.replay.dealt : t.replay.noLogLine}</li>
          ) : (
            // In the page's language, from each entry's args (docs/record-format.md, "Log entries").
            lines.map((line, i) => (
              <li key={i} lang={line.lang}>
                {line.text}
              </li>
            ))
          )}
        </ol>
      </section>
      <div class="replay-board" data-bot-line={line ? step + 1 : undefined}>
        {line && botChoice && (
          <BotLineCaption
            move={step + 1}
            name={players[botChoice.seat]?.name ?? t.replay.seat(botChoice.seat + 1)}
            choice={moveLabel(botChoice.index, botChoice.seat, botChoice.action)}
          />
        )}
        <RulesetBoardView payload={payload} act={() => undefined} pending={false} review lastMoveLabel={line ? t.review.botChoiceLabel : undefined} />
      </div>
      <ReviewPanel
        gameId={gameId}
        ruleset={ruleset}
        record={record}
        names={names}
        step={step}
        go={go}
        showBot={showBot}
        setShowBot={setShowBot}
        onBotChoice={setBotChoice}
        moveLabel={moveLabel}
      />
    </div>
  );
}
