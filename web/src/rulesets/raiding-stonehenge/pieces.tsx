/** Small pieces of the table: disks, figures, the start marker, compact cards and card backs. */
import type { PlayerColour } from '@engine/core/components';
import { msg } from './i18n';
import { NumberFace } from '../../ui/number-face';
import { COLOUR_LETTER, cardFace, colourName } from '../../ui/colours';
import { cardWords, initials } from './words';

/** A disk of one colour, its letter on it; `count` adds "×n". Without a count, the caller writes the colour's name next to it. */
export function Disk({ colour, count, big }: { colour: PlayerColour; count?: number; big?: boolean }) {
  return (
    <span class={`rs-disk-wrap${count === 0 ? ' rs-zero' : ''}`}>
      <span class={`rs-disk c-${colour}${big ? ' rs-big' : ''}`} aria-hidden="true">
        {COLOUR_LETTER[colour]}
      </span>
      {count !== undefined ? (
        <span>
          <span class="visually-hidden">{colourName(colour)} </span>×{count}
        </span>
      ) : null}
    </span>
  );
}

/** A player's figure: a pawn carrying the player's initials. */
export function Figure({ name, order, you }: { name: string; order?: number; you?: boolean }) {
  return (
    <span class={`rs-figure${you ? ' rs-you' : ''}`} title={name}>
      <span class="rs-pawn" aria-hidden="true">
        {initials(name)}
      </span>
      <span class="rs-figure-name">
        {order !== undefined && <span class="rs-order">{order}.</span>} {name}
      </span>
    </span>
  );
}

/** The grey start-player figure. */
export function StartMarker({ label = msg.startPlayer }: { label?: string }) {
  return (
    <span class="rs-start" data-testid="rs-start-marker">
      <span class="rs-pawn rs-grey" aria-hidden="true">
        {msg.startLetter}
      </span>
      <span>{label}</span>
    </span>
  );
}

/** A card in a line that is not the takeable one: number, colour letter and day/night, stacked tight. */
export function CardChip({ id }: { id: string }) {
  const f = cardFace(id);
  return (
    <span class={`rs-chip c-${f.colour} ${f.half}`} data-card={id}>
      <span class="rs-chip-band">{COLOUR_LETTER[f.colour]}</span>
      <span class="rs-chip-number">{f.number}</span>
      <span class="rs-chip-half" aria-hidden="true">
        {f.half === 'day' ? '☀' : '☾'}
      </span>
      <span class="visually-hidden">{cardWords(id)}</span>
    </span>
  );
}

/** Face-down cards, as backs (at most `max`, then a count); the caller says the number in words. */
export function CardBacks({ count, max = 6 }: { count: number; max?: number }) {
  return (
    <span class="rs-backs" aria-hidden="true">
      {Array.from({ length: Math.min(count, max) }, (_, i) => (
        <span key={i} class="rs-back" />
      ))}
      {count > max && <span>+{count - max}</span>}
    </span>
  );
}

interface CardProps {
  id: string;
  small?: boolean;
  /** Given: the card is a button that selects this choice. */
  onSelect?: () => void;
  selected?: boolean;
  disabled?: boolean;
  /** Words for the button, when the face alone does not say what choosing it does. */
  label?: string;
  testid?: string;
}

/** A number card (the shared .card look): colour by name, number, day or night. */
export function NumberCard({ id, small, onSelect, selected, disabled, label, testid }: CardProps) {
  const f = cardFace(id);
  const cls = `card c-${f.colour} ${f.half}${small ? ' small' : ''}${selected ? ' selected' : ''}`;
  const face = <NumberFace id={id} words={msg} />;
  if (!onSelect) {
    return (
      <span class={cls} data-card={id} data-testid={testid}>
        {face}
      </span>
    );
  }
  return (
    <button type="button" class={`${cls} rs-card-button`} aria-pressed={selected} disabled={disabled} onClick={onSelect} data-card={id} data-testid={testid}>
      {face}
      {label && <span class="visually-hidden">{` ${label}`}</span>}
      <span class="card-check" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
    </button>
  );
}
