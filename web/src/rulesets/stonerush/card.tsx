/** One number card: its number, day or night (symbol and word), and its colour by name. */
import { msg } from './i18n';
import { NumberFace } from '../../ui/number-face';
import { cardFace } from '../../ui/colours';

interface CardProps {
  id: string;
  /** Present when the card can be selected. */
  selected?: boolean;
  onToggle?: () => void;
  disabled?: boolean;
  small?: boolean;
  /** Roving focus in the hand: only one card is a Tab stop; the arrow keys move between them. */
  tabIndex?: number;
  onKeyDown?: (e: KeyboardEvent) => void;
}

function Face({ id }: { id: string }) {
  return <NumberFace id={id} words={msg} />;
}

export function Card({ id, selected, onToggle, disabled, small, tabIndex, onKeyDown }: CardProps) {
  const face = cardFace(id);
  const cls = `card c-${face.colour} ${face.half}${small ? ' small' : ''}${selected ? ' selected' : ''}`;
  if (!onToggle) {
    return (
      <span class={cls} data-card={id}>
        <Face id={id} />
      </span>
    );
  }
  return (
    <button
      type="button"
      class={cls}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onToggle}
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      data-card={id}
      data-testid="hand-card"
    >
      <Face id={id} />
      <span class="card-check" aria-hidden="true">
        {selected ? '✓' : ''}
      </span>
    </button>
  );
}
