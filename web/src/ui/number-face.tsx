/**
 * A number card's face as every board draws it (the shared .card look): its colour by name, its
 * number, and its half as a symbol and a word, in the ruleset's own words for day and night.
 * `foot` takes the half's place where a board says something else there (Fightin's Gonagals and loot).
 */
import type { ComponentChildren } from 'preact';
import { cardFace, colourName } from './colours';

export function NumberFace({ id, words, foot }: { id: string; words: { day: string; night: string }; foot?: ComponentChildren }) {
  const f = cardFace(id);
  return (
    <>
      <span class="card-band">{colourName(f.colour)}</span>
      <span class="card-number">{f.number}</span>
      {foot ?? (
        <span class="card-half">
          <span aria-hidden="true">{f.half === 'day' ? '☀' : '☾'}</span> {f.half === 'day' ? words.day : words.night}
        </span>
      )}
    </>
  );
}
