/**
 * The replay page's review panel (docs/review.md): start a quick or deep review (the time each
 * takes here said up front), a progress bar with a cancel button, then per player the accuracy and
 * the costliest decisions (buttons that jump there), the chart of expected placement with a table
 * beside it, the move list with a mark on each decision (`data-review-mark`), and — for the
 * position shown — what was played next and what the bot would have played.
 *
 * A mark below good is given only for a loss clear of the sampling error (engine/core/review-marks.ts);
 * a loss within it is "uncertain" (`unclear`). The contract's hook `data-review-mark` names one of
 * its five marks, so an uncertain decision carries `good` there (no verdict against it) and
 * `data-review-unclear` beside it (docs/api-contract.md).
 */
import type { ComponentChild, Ref } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type DecisionReview, type GameReview, REVIEW_SETTINGS, type ReviewMark, type ReviewSetting } from '@engine/core/review';
import type { AnyRuleset } from '@engine/index';
import { fmt, t } from '../i18n';
import { ActionWords } from '../rulesets/generic/action-words';
import type { MoveLabel } from './move-label';
import { useTextMode } from '../game/text-mode';
import { type Running, cachedReview, canRun, defaultSetting, estimate, startReview } from './run';
import { followIntoView, showCurrent } from './scroll';
import { ColumnHeads } from '../ui/column-heads';
import './review.css';

type Phase =
  | { kind: 'idle'; note?: string }
  | { kind: 'running'; setting: ReviewSetting; share: number }
  | { kind: 'done'; review: GameReview; cached: boolean };

const MARK_SYMBOL: Record<ReviewMark, string> = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??', unclear: '~' };

export function markWord(mark: ReviewMark): string {
  const w = t.review;
  return { best: w.markBest, good: w.markGood, inaccuracy: w.markInaccuracy, mistake: w.markMistake, blunder: w.markBlunder, unclear: w.markUnclear }[mark];
}

/** A decision's mark as the page hook `data-review-mark` says it: one of the contract's five (an uncertain one is no verdict: `good`). */
export const hookMark = (mark: ReviewMark): Exclude<ReviewMark, 'unclear'> => (mark === 'unclear' ? 'good' : mark);

const two = (n: number) => fmt.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const settingWord = (s: ReviewSetting) => (s === 'quick' ? t.review.quick : t.review.deep);

export interface ReviewPanelProps {
  gameId: string;
  ruleset: AnyRuleset;
  record: { players: { seat: number; name: string }[]; actions: { seat: number; action: { type: string; [k: string]: unknown } }[] };
  /** The seats' names as the replay says them (a bot's in the reader's words), seat 0 first. */
  names: string[];
  /** The position shown: `step` actions played. */
  step: number;
  go(step: number): void;
  /** Whether the board shows the bot's choice (the replay page draws it: bot-line.ts), and its switch. */
  showBot: boolean;
  setShowBot(on: boolean): void;
  /** Told the bot's choice at the position shown whenever it differs from the move played, else null. */
  onBotChoice(choice: BotChoice | null): void;
  /** A move in its ruleset's words (move-label.tsx); without it, the generic words. */
  moveLabel?: MoveLabel;
}

/** The bot's choice at the decision `index` (0-based action index) of `seat`. */
export interface BotChoice {
  index: number;
  seat: number;
  action: { type: string };
}

export function ReviewPanel({ gameId, ruleset, record, names, step, go, showBot, setShowBot, onBotChoice, moveLabel }: ReviewPanelProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [setting, setSetting] = useState<ReviewSetting>('quick');
  // Until the reader picks one, the setting follows the device: deep where it fits the time (run.ts).
  const picked = useRef(false);
  const pick = (s: ReviewSetting) => {
    picked.current = true;
    setSetting(s);
  };
  const [times, setTimes] = useState<Record<ReviewSetting, number> | null>(null);
  const running = useRef<Running | null>(null);
  const panel = useRef<HTMLElement>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  // A review kept on this device shows at once (the deep one first); else the time each would take.
  useEffect(() => {
    let live = true;
    (async () => {
      const kept = (await cachedReview(gameId, ruleset, 'deep')) ?? (await cachedReview(gameId, ruleset, 'quick'));
      if (live && kept) setPhase({ kind: 'done', review: kept, cached: true });
    })();
    if (!canRun()) return;
    const timing = estimate(record);
    timing.promise.then(
      (s) => {
        if (!live) return;
        setTimes(s);
        if (!picked.current) setSetting(defaultSetting(s));
      },
      () => undefined,
    );
    return () => {
      live = false;
      timing.cancel();
      running.current?.cancel();
    };
  }, [gameId]);

  // /replay/<id>#review (the game page's and the result mail's link) opens at the panel, and stays
  // there while the board's chunk and the rest load above it (scroll.ts).
  useEffect(() => (location.hash === '#review' ? followIntoView(() => panel.current) : undefined), []);

  // The button that had the focus goes when a review starts (Start) and when it ends (Cancel): the
  // focus moves to Cancel, then to the result's heading or to the note that says why it stopped,
  // never to the page's body — unless the reader has moved on elsewhere on the page meanwhile.
  const wasRunning = useRef(false);
  useEffect(() => {
    const at = document.activeElement;
    const lost = !at || at === document.body || Boolean(panel.current?.contains(at));
    if (phase.kind === 'running') {
      wasRunning.current = true;
      if (lost) cancelButton.current?.focus();
      return;
    }
    if (!wasRunning.current) return;
    wasRunning.current = false;
    if (lost) (phase.kind === 'done' ? resultTitle.current : note.current)?.focus();
  }, [phase.kind]);

  const start = (which: ReviewSetting) => {
    running.current?.cancel();
    setPhase({ kind: 'running', setting: which, share: 0 });
    const run = startReview(gameId, ruleset, record, names.length, which, (share) => setPhase((p) => (p.kind === 'running' ? { ...p, share } : p)));
    running.current = run;
    run.promise.then(
      (review) => {
        if (running.current === run) setPhase({ kind: 'done', review, cached: false });
      },
      (err: Error) => {
        if (running.current === run) setPhase({ kind: 'idle', note: t.review.failed(err.message) });
      },
    );
  };
  const cancel = () => {
    running.current?.cancel();
    running.current = null;
    setPhase({ kind: 'idle', note: t.review.cancelled });
  };

  const review = phase.kind === 'done' ? phase.review : null;
  const byIndex = useMemo(() => new Map((review?.decisions ?? []).map((d) => [d.index, d])), [review]);
  const here = byIndex.get(step);
  useEffect(() => {
    onBotChoice(here && !here.same ? { index: here.index, seat: here.seat, action: here.bot as { type: string } } : null);
  }, [here]);

  return (
    <section class="panel review-panel" id="review" ref={panel} data-review={phase.kind} aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">{t.review.title}</h2>
      <p class="muted">{t.review.intro}</p>
      {!canRun() ? (
        <p class="notice error" role="alert">
          {t.review.noWorker}
        </p>
      ) : phase.kind === 'running' ? (
        <div class="review-running" data-testid="review-running">
          <label for="review-progress">{t.review.running(settingWord(phase.setting))}</label>
          <progress id="review-progress" max={1} value={phase.share} data-testid="review-progress" />
          <p aria-live="polite" class="review-share">
            {t.review.progress(Math.floor(phase.share * 1000) / 10)}
          </p>
          <button type="button" class="button" onClick={cancel} data-testid="review-cancel" ref={cancelButton}>
            {t.review.cancel}
          </button>
        </div>
      ) : (
        <Controls
          setting={setting}
          setSetting={pick}
          noteRef={note}
          times={times}
          start={start}
          again={review ? review.setting : null}
          note={phase.kind === 'idle' ? phase.note : undefined}
        />
      )}
      {review && (
        <ReviewResult
          review={review}
          cached={phase.kind === 'done' && phase.cached}
          names={names}
          record={record}
          byIndex={byIndex}
          step={step}
          go={go}
          showBot={showBot}
          setShowBot={setShowBot}
          moveLabel={moveLabel}
          titleRef={resultTitle}
        />
      )}
    </section>
  );
}

function Controls({
  setting,
  setSetting,
  times,
  start,
  again,
  note,
  noteRef,
}: {
  setting: ReviewSetting;
  setSetting(s: ReviewSetting): void;
  times: Record<ReviewSetting, number> | null;
  start(s: ReviewSetting): void;
  again: ReviewSetting | null;
  note: string | undefined;
  noteRef: Ref<HTMLParagraphElement>;
}) {
  return (
    <div class="review-controls">
      {note && (
        <p class="notice" role="status" data-testid="review-note" tabIndex={-1} ref={noteRef}>
          {note}
        </p>
      )}
      <fieldset class="review-settings">
        <legend>{t.review.setting}</legend>
        {(['quick', 'deep'] as const).map((s) => (
          <label key={s} class="review-setting">
            <input type="radio" name="review-setting" value={s} checked={setting === s} onChange={() => setSetting(s)} data-testid={`review-${s}`} />{' '}
            <strong>{settingWord(s)}</strong> — {times ? t.review.about(times[s]) : t.review.estimating}
            <span class="muted review-setting-help"> ({t.review.settingHelp(REVIEW_SETTINGS[s].samples, REVIEW_SETTINGS[s].rollouts)})</span>
          </label>
        ))}
      </fieldset>
      <button type="button" class="button primary" onClick={() => start(setting)} data-testid="review-start">
        {again ? t.review.startAgain(settingWord(setting)) : t.review.start}
      </button>
    </div>
  );
}

/** A review's result: each player's summary, the chart, the marks (exported for the pseudo-locale check). */
export function ReviewResult({
  review,
  cached,
  names,
  record,
  byIndex,
  step,
  go,
  showBot,
  setShowBot,
  moveLabel = genericLabel,
  titleRef,
}: {
  review: GameReview;
  cached: boolean;
  names: string[];
  record: ReviewPanelProps['record'];
  byIndex: Map<number, DecisionReview>;
  step: number;
  go(step: number): void;
  showBot: boolean;
  setShowBot(on: boolean): void;
  moveLabel?: MoveLabel | undefined;
  /** The result's heading, focused when a review ends (it has tabindex -1). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const [textMode] = useTextMode();
  const name = (seat: number) => names[seat] ?? String(seat + 1);
  const { inaccuracy, mistake, blunder } = review.thresholds;
  const unclearHint = review.setting === 'deep' ? t.review.unclearDeep : t.review.unclearQuick;
  // Stepping the replay keeps the current decision in view in the list, below the sticky bar.
  const moves = useRef<HTMLOListElement>(null);
  useEffect(() => showCurrent(moves.current), [step]);
  return (
    <div class="review-result" data-testid="review-result" data-setting={review.setting}>
      <h3 id="review-result-title" tabIndex={-1} ref={titleRef} data-testid="review-result-title">
        {t.review.resultTitle(settingWord(review.setting))}
      </h3>
      {cached && <p class="muted">{t.review.cached}</p>}
      <NextMove decision={byIndex.get(step)} name={name} showBot={showBot} setShowBot={setShowBot} label={moveLabel} unclearHint={unclearHint} />
      <div class="review-scroll">
        <table class="review-players" data-testid="review-players">
          <caption class="visually-hidden">{t.review.summary}</caption>
          <thead>
            <tr>
              <th scope="col">{t.review.player}</th>
              <th scope="col">{t.review.accuracy}</th>
              <th scope="col">{t.review.decisions}</th>
              <th scope="col">{t.review.costliest}</th>
            </tr>
          </thead>
          <tbody>
            {review.players.map((p) => (
              <tr key={p.seat}>
                <th scope="row">
                  <span class={`review-swatch seat-${p.seat}`} aria-hidden="true" /> {name(p.seat)}
                </th>
                <td>
                  {p.accuracy === null ? t.review.noneJudged : t.review.accuracyValue(p.accuracy)}
                  {p.accuracy !== null && p.counts.unclear > 0 && <span class="review-counts muted">{t.review.accuracyOf(p.judged)}</span>}
                </td>
                <td>
                  {p.decisions}
                  <span class="review-counts">
                    {(['inaccuracy', 'mistake', 'blunder', 'unclear'] as const).map((m) =>
                      p.counts[m] ? (
                        <span key={m} class={`review-mark mark-${m}`}>
                          {' '}
                          {p.counts[m]} × {markWord(m)}
                        </span>
                      ) : null,
                    )}
                  </span>
                </td>
                <td>
                  {p.costliest.length === 0
                    ? t.review.none
                    : p.costliest.map((i) => {
                        const d = review.decisions[i] as DecisionReview;
                        return (
                          <button key={i} type="button" class="link-button review-jump" onClick={() => go(d.index)} data-testid="review-costly">
                            {t.review.moveButton(d.index + 1, d.loss)}
                          </button>
                        );
                      })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="hint" data-testid="review-error">
        {t.review.error(2 * review.meanError, settingWord(review.setting))} {t.review.thresholds(inaccuracy, mistake, blunder)} {t.review.unclearRule}
      </p>
      <Chart review={review} names={names} total={record.actions.length} step={step} textMode={textMode} />
      <h3 id="review-moves-title">{t.review.moves}</h3>
      <ol class="review-moves" aria-labelledby="review-moves-title" data-testid="review-moves" ref={moves}>
        {record.actions.map((a, i) => {
          const d = byIndex.get(i);
          return (
            <li
              key={i}
              data-review-mark={d ? hookMark(d.mark) : undefined}
              data-review-unclear={d?.mark === 'unclear' ? '' : undefined}
              class={d ? `mark-${d.mark}` : 'review-forced'}
              aria-current={step === i ? 'step' : undefined}
            >
              <button type="button" class="link-button" onClick={() => go(i)}>
                {t.review.moveLine(i + 1, name(a.seat))} {moveLabel(i, a.seat, a.action)}
              </button>{' '}
              {d ? (
                <span class={`review-mark mark-${d.mark}`}>
                  <span aria-hidden="true">{MARK_SYMBOL[d.mark]} </span>
                  {markWord(d.mark)}
                  {!d.same && d.loss > 0 && (
                    <span class="muted">
                      {' '}
                      (−{two(d.loss)} ± {two(2 * d.error)}){d.mark === 'unclear' && `: ${unclearHint}`}
                    </span>
                  )}
                </span>
              ) : (
                <span class="muted">{t.review.notDecision}</span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** What was played from the position shown, and the bot's choice: the bot's line beside the board. */
function NextMove({
  decision,
  name,
  showBot,
  setShowBot,
  label,
  unclearHint,
}: {
  decision: DecisionReview | undefined;
  name(seat: number): string;
  showBot: boolean;
  setShowBot(on: boolean): void;
  label: MoveLabel;
  unclearHint: string;
}) {
  if (!decision)
    return (
      <p class="review-next muted" data-testid="review-next">
        {t.review.noDecisionHere}
      </p>
    );
  const d = decision;
  return (
    <div class={`review-next notice mark-${d.mark}`} data-testid="review-next" role="status">
      <p>
        <strong>{t.review.nextMove(d.index + 1, name(d.seat))}</strong> {label(d.index, d.seat, d.played as { type: string })} —{' '}
        <span class={`review-mark mark-${d.mark}`}>
          <span aria-hidden="true">{MARK_SYMBOL[d.mark]} </span>
          {markWord(d.mark)}
        </span>
        {d.mark === 'unclear' && <span class="muted">: {unclearHint}</span>}
      </p>
      {d.same ? (
        <p>{t.review.botAgrees}</p>
      ) : (
        <p data-testid="review-bot-line">
          {t.review.botWould}: <strong>{label(d.index, d.seat, d.bot as { type: string })}</strong>{' '}
          <button type="button" class="button" aria-pressed={showBot} onClick={() => setShowBot(!showBot)} data-testid="review-bot-board">
            {t.review.showBotOnBoard}
          </button>
        </p>
      )}
      {!d.same && showBot && (
        <p class="muted" data-testid="review-hindsight">
          {t.review.hindsight(name(d.seat))}
        </p>
      )}
      {d.playedValue !== null && d.botValue !== null && <p class="muted">{t.review.worth(d.playedValue, d.botValue, d.error)}</p>}
    </div>
  );
}

/**
 * Each decision's expected placement points, averaged with its neighbours (a window of about a
 * fifteenth of the game): one decision's few rollouts end in a win or a loss, their mean over a
 * stretch of the game is the trend the chart is for. Decisions not played out (the choice was the
 * bot's and the setting charts only some of those, `chartEvery`) add nothing; null where a window
 * has no decision played out.
 */
function smoothed(decisions: readonly DecisionReview[], seats: number): (number[] | null)[] {
  const half = Math.max(1, Math.round(decisions.length / 30));
  return decisions.map((_, i) => {
    const from = Math.max(0, i - half);
    const to = Math.min(decisions.length - 1, i + half);
    const out = new Array<number>(seats).fill(0);
    let n = 0;
    for (let j = from; j <= to; j++) {
      const e = decisions[j]?.expected;
      if (!e) continue;
      n++;
      for (let s = 0; s < seats; s++) out[s] = (out[s] ?? 0) + (e[s] ?? 0);
    }
    return n ? out.map((v) => v / n) : null;
  });
}

const W = 600;
const H = 180;

/** Each seat's expected placement points after each decision: a line chart, and the same as a table. */
function Chart({ review, names, total, step, textMode }: { review: GameReview; names: string[]; total: number; step: number; textMode: boolean }) {
  const x = (index: number) => (total <= 1 ? 0 : (index / (total - 1)) * W);
  const y = (v: number) => H - v * H;
  const smooth = useMemo(() => smoothed(review.decisions, names.length), [review, names.length]);
  const points = review.decisions.map((d, i) => ({ d, v: smooth[i] ?? null })).filter((p): p is { d: DecisionReview; v: number[] } => p.v !== null);
  const lines = names.map((_, seat) => points.map(({ d, v }) => `${x(d.index).toFixed(1)},${y(v[seat] ?? 0).toFixed(1)}`).join(' '));
  // The table: the chart's own (smoothed) figures, about twenty rows spread over the game, and the last.
  const every = Math.max(1, Math.ceil(points.length / 20));
  const rows = points.filter((_, i) => i % every === 0 || i === points.length - 1);
  return (
    <figure class="review-chart" data-testid="review-chart">
      <figcaption>
        <h3>{t.review.chart}</h3>
        <ul class="review-legend">
          {names.map((n, seat) => (
            <li key={seat}>
              <span class={`review-swatch seat-${seat}`} aria-hidden="true" /> {n}
            </li>
          ))}
        </ul>
      </figcaption>
      {!textMode && (
        <svg viewBox={`-4 -4 ${W + 8} ${H + 8}`} role="img" aria-label={t.review.chartLabel(names.join(', '))} preserveAspectRatio="none">
          <line class="review-axis" x1={0} y1={H / 2} x2={W} y2={H / 2} />
          <line class="review-now" x1={x(step)} y1={0} x2={x(step)} y2={H} />
          {lines.map((points, seat) => (
            <polyline key={seat} class={`review-line seat-${seat}`} points={points} />
          ))}
        </svg>
      )}
      <details class="review-table" open={textMode}>
        <summary>{t.review.chartTable}</summary>
        <div class="review-scroll">
          <table>
            <ColumnHeads heads={[t.review.afterMove, ...names]} />
            <tbody>
              {rows.map(({ d, v }) => (
                <tr key={d.index}>
                  <th scope="row">{d.index + 1}</th>
                  {names.map((_, seat) => (
                    <td key={seat}>{two(v[seat] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/**
 * The line above the board while it shows the bot's choice (the replay page draws it, bot-line.ts):
 * which move it stands in for, the choice in words, and that it is hindsight — the board plays it
 * from the real position, with every hidden card and the cards that actually came, none of which
 * the seat could see when it chose.
 */
export function BotLineCaption({ move, name, choice }: { move: number; name: string; choice: ComponentChild }) {
  return (
    <div class="notice review-bot-caption" role="status" data-testid="review-bot-caption">
      <p>
        {t.review.botOnBoard(move, name)} <strong>{choice}</strong>
      </p>
      <p class="muted" data-testid="review-bot-hindsight">
        {t.review.hindsight(name)}
      </p>
    </div>
  );
}

/** Without the ruleset's words: the engine's names, marked English. */
const genericLabel: MoveLabel = (_i, _s, action) => <ActionWords action={action as { type: string; [k: string]: unknown }} />;
