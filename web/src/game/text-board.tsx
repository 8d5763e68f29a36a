/**
 * The text mode of a game (issue #33): the table in structured words from the seat's view
 * (headings, lists, tables), the legal actions as one labelled radio group with the same
 * choose-then-confirm step as the drawn boards, and other players' moves announced in a live
 * region. Each ruleset says what to write (`describe` in its index.tsx); this renders it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GamePayload, LogLine } from '@schema/api';
import type { AnyAction, TextDescription, TextSection } from '../rulesets/types';
import { fmt, t } from '../i18n';
import { logWords } from './log-text';
import { isMyTurn } from './turn-banner';
import './text-board.css';

const KEEP_NEWS = 8;

export function TextBoard({
  payload,
  act,
  pending,
  describe,
  review = false,
}: {
  payload: GamePayload;
  act: (a: AnyAction) => void;
  pending: boolean;
  describe: (payload: GamePayload) => TextDescription;
  /** A position looked at, not played (the replay page): the table only, no decision or news. */
  review?: boolean;
}) {
  const text = describe(payload);
  return (
    <div class="text-board" data-testid="text-board">
      <section class="panel text-table" data-board="text" aria-labelledby="text-table-title">
        <h2 id="text-table-title">{t.textMode.tbTable}</h2>
        {text.sections.map((s, i) => (
          <Section key={`${s.heading}-${i}`} section={s} level={3} />
        ))}
      </section>
      {!review && <Decision payload={payload} act={act} pending={pending} text={text} />}
      {!review && <News payload={payload} />}
    </div>
  );
}

function Section({ section, level }: { section: TextSection; level: 3 | 4 | 5 }) {
  const H = `h${level}` as 'h3';
  return (
    <section class="text-section">
      <H>{section.heading}</H>
      {section.lines && section.lines.length > 0 && (
        <ul>
          {section.lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
      {section.table && (
        // A wide table scrolls inside its own box on a phone: a Tab stop, so keys can scroll it too.
        <div class="text-grid-scroll" tabIndex={0} role="region" aria-label={section.table.caption}>
          <table class="text-grid">
            <caption>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row">{r[0]}</th>
                  {r.slice(1).map((c, j) => (
                    <td key={j}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {section.sections?.map((s, i) => (
        <Section key={`${s.heading}-${i}`} section={s} level={Math.min(level + 1, 5) as 4 | 5} />
      ))}
    </section>
  );
}

/** The legal actions grouped by kind, in one radio group (the arrow keys walk all of them), and Confirm. */
function Decision({ payload, act, pending, text }: { payload: GamePayload; act: (a: AnyAction) => void; pending: boolean; text: TextDescription }) {
  // A choice belongs to the state it was made in: a new version (a move, a live update) makes a
  // new list, and a choice from the old one is not even rendered, let alone sent.
  const [picked, setPicked] = useState<{ version: number; index: number } | null>(null);
  const [asked, setAsked] = useState(false);
  const chosen = picked?.version === payload.version ? picked.index : null;
  const setChosen = (index: number) => setPicked({ version: payload.version, index });
  useEffect(() => setAsked(false), [payload.version, payload.seat]);
  const mine = isMyTurn(payload);
  if (!mine) {
    const others = payload.active.filter((s) => s !== payload.seat).map((s) => payload.players[s]?.name ?? t.textMode.seat(s + 1));
    const line = payload.status !== 'active' ? t.textMode.tbOver : others.length ? t.textMode.tbWaitingFor(fmt.list(others)) : t.textMode.tbWaiting;
    return (
      <section class="panel text-decision" aria-labelledby="text-decision-title">
        <h2 id="text-decision-title">{t.textMode.tbYourMove}</h2>
        <p data-testid="text-not-your-turn">{line}</p>
      </section>
    );
  }
  const groups = new Map<string, { action: AnyAction; index: number }[]>();
  payload.actions.forEach((action, index) => {
    const g = text.group?.(action as AnyAction) ?? t.textMode.tbChoices;
    groups.set(g, [...(groups.get(g) ?? []), { action: action as AnyAction, index }]);
  });
  const choice = chosen === null ? null : (payload.actions[chosen] as AnyAction | undefined);
  const confirm = () => {
    if (!choice) {
      setAsked(true);
      return;
    }
    act(choice);
  };
  return (
    <section class="panel text-decision" aria-labelledby="text-decision-title" data-decision="text">
      <h2 id="text-decision-title">{t.textMode.tbYourMove}</h2>
      {text.prompt && (
        <p data-testid="text-prompt" lang={text.promptLang}>
          {text.prompt}
        </p>
      )}
      <p class="muted" id="text-decision-help">
        {t.textMode.tbChoose}
      </p>
      {[...groups].map(([heading, items], g) => (
        <fieldset key={heading} class="text-choices" aria-describedby={g === 0 ? 'text-decision-help' : undefined}>
          <legend>{heading}</legend>
          {items.map(({ action, index }) => (
            <div class="text-choice" key={index}>
              <input
                type="radio"
                name="text-move"
                id={`text-move-${index}`}
                checked={chosen === index}
                disabled={pending}
                onChange={() => {
                  setChosen(index);
                  setAsked(false);
                }}
              />
              <label for={`text-move-${index}`}>{text.label(action)}</label>
            </div>
          ))}
        </fieldset>
      ))}
      <button type="button" class="button primary" disabled={pending} onClick={confirm} data-testid="text-confirm">
        {choice ? t.textMode.tbConfirm(text.label(choice)) : t.textMode.tbConfirmNone}
      </button>
      {asked && !choice && (
        <p class="notice error" role="alert">
          {t.textMode.tbChooseFirst}
        </p>
      )}
      {pending && (
        <p class="muted" role="status">
          {t.textMode.tbSending}
        </p>
      )}
    </section>
  );
}

/** The log entries a page has not shown yet that are not this seat's own doing. */
export function newsSince(log: readonly LogLine[], seenSeq: number, seat: number | null): LogLine[] {
  return log.filter((l) => l.seq > seenSeq && (seat === null || l.seat !== seat));
}

/**
 * Other players' moves (and what the rules did after them) as they arrive, read out by the
 * screen reader (role=log is polite: it waits for the reader to finish), and "Your turn" when
 * the turn comes back. What was in the log when the page opened is not read again.
 */
function News({ payload }: { payload: GamePayload }) {
  const newest = payload.log.at(-1)?.seq ?? payload.logStart;
  const seen = useRef(newest);
  const wasMine = useRef(isMyTurn(payload));
  const counter = useRef(0);
  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    const fresh = newsSince(payload.log, seen.current, payload.seat).map((l) => logWords(payload.ruleset, l, payload.players).text);
    seen.current = Math.max(seen.current, newest);
    const mine = isMyTurn(payload);
    // The turn came back, or others moved and it is yours again (bots answer within your own move).
    if (mine && (!wasMine.current || fresh.length > 0)) fresh.push(t.textMode.tbYourTurn);
    wasMine.current = mine;
    if (!fresh.length) return;
    setItems((old) => [...old, ...fresh.map((text) => ({ id: ++counter.current, text }))].slice(-KEEP_NEWS));
  }, [newest, payload.version]);
  return (
    <section class="panel text-news" aria-labelledby="text-news-title">
      <h2 id="text-news-title">{t.textMode.tbNews}</h2>
      {items.length === 0 && <p class="muted">{t.textMode.tbNewsNone}</p>}
      <div role="log" aria-live="polite" aria-relevant="additions" aria-labelledby="text-news-title" data-testid="text-news">
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
