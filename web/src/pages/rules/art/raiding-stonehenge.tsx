/** The pictures of the Raiding Stonehenge rules page (both languages): tables from the engine, the lines, a supply pile. */
import type { PlayerColour } from '@engine/core/components';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import { optionsSchema } from '@engine/raiding-stonehenge/schemas';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import { CardChip, Disk, Figure, NumberCard } from '../../../rulesets/raiding-stonehenge/pieces';

/** The few words inside the pictures, in the page's language. */
export interface RaidingArtWords {
  lines: string;
  line: (n: number) => string;
  next: string;
  canTake: (card: string) => string;
  nobody: string;
  colour: (c: PlayerColour) => string;
}

/** A table set up by the engine itself (fixed seed), as a spectator sees it. */
function table(players: number, options: Record<string, unknown> = {}): RaidingView {
  return raidingStonehenge.view(raidingStonehenge.setup('rules-page', players, optionsSchema.parse(options)), null) as RaidingView;
}

export const START = table(4);
export const REDUCED = table(4, { reducedColours: true });
export const PLUS_MINUS = table(4, { plusMinusColours: true });

/** The five lines as columns, the takeable card at the bottom, drawn with the game's card pieces. */
export function Lines({ view, words }: { view: RaidingView; words: RaidingArtWords }) {
  return (
    <ol class="rs-lines" aria-label={words.lines}>
      {view.lines.map((line, i) => {
        const next = line[0];
        return (
          <li key={i} class="rs-line">
            <span class="rs-line-title">{words.line(i + 1)}</span>
            <div class="rs-line-cards">
              {line
                .slice(1)
                .reverse()
                .map((id) => (
                  <CardChip key={id} id={id} />
                ))}
              {next ? (
                <div class="rs-next">
                  <span class="rs-next-label" aria-hidden="true">
                    ▼ {words.next}
                  </span>
                  <NumberCard id={next} small />
                  <span class="visually-hidden">{words.canTake(next)}</span>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** One supply pile and the figures standing beside it, numbered in the order they take. */
export function Pile({ colour, figures, words }: { colour: PlayerColour; figures: { name: string; order: number }[]; words: RaidingArtWords }) {
  return (
    <li class="rules-pile">
      <span class="rules-pile-head">
        <Disk colour={colour} big /> {words.colour(colour)}
      </span>
      <span class="rules-pile-figures">
        {figures.length ? figures.map((f) => <Figure key={f.name} name={f.name} order={f.order} />) : <span class="muted">{words.nobody}</span>}
      </span>
    </li>
  );
}
