/**
 * The five lines of face-up cards, side by side as columns. The card at the
 * bottom of a column (index 0) is the one that may be taken; on your pick it
 * is a button that selects that line.
 */
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import { CardChip, NumberCard } from './pieces';
import { msg } from './i18n';
import { fill } from '../../i18n/fill';
import { cardWords } from './words';

interface Props {
  /** The line the latest pick took from, and its log number. */
  last?: { seq: number; line: number };
  view: RaidingView;
  /** Lines you may pick from now (empty when it is not your pick). */
  pickable: number[];
  selectedLine: number | null;
  onSelectLine: (line: number) => void;
  pending: boolean;
}

export function LinesPanel({ view, pickable, selectedLine, onSelectLine, pending, last }: Props) {
  const w = msg;
  return (
    <section class="panel rs-lines-panel" aria-labelledby="rs-lines-title" data-testid="rs-lines">
      <h2 id="rs-lines-title">{w.linesTitle}</h2>
      <p class="hint">
        {fill(w.linesHint, { next: <strong>{w.nextMark}</strong> })} {w.drawPile(view.deckCount)}
      </p>
      <ol class="rs-lines" aria-label={w.linesLabel}>
        {view.lines.map((line, i) => {
          const can = pickable.includes(i);
          const rest = line.slice(1).reverse();
          const next = line[0];
          return (
            <li
              key={i}
              class={`rs-line${selectedLine === i ? ' rs-selected-line' : ''}${last?.line === i ? ' last-touched' : ''}`}
              data-testid="rs-line"
              data-line={i}
              data-last-move={last?.line === i ? last.seq : undefined}
            >
              <h3 class="rs-line-title">
                {w.line(i + 1)}
                {last?.line === i && <span class="tag last-tag">{w.lastTaken}</span>}
              </h3>
              <div class="rs-line-cards">
                {rest.map((id, k) => (
                  <CardChip key={`${id}-${k}`} id={id} />
                ))}
                {next ? (
                  <div class="rs-next">
                    <span class="rs-next-label" aria-hidden="true">
                      {w.nextMark}
                    </span>
                    {can ? (
                      <NumberCard
                        id={next}
                        small
                        selected={selectedLine === i}
                        onSelect={() => onSelectLine(i)}
                        disabled={pending}
                        label={w.takeFromLine(i + 1, cardWords(next))}
                        testid="rs-choice"
                      />
                    ) : (
                      <>
                        <NumberCard id={next} small />
                        <span class="visually-hidden">{w.takeableNext(cardWords(next))}</span>
                      </>
                    )}
                  </div>
                ) : (
                  <p class="rs-empty">{w.empty}</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
