/** Project cards: number cards (day or night), trilithon cards, and card backs. */
import type { JSX } from 'preact';
import { card } from '@engine/core/components';
import { Trilithon } from '../../board/trilithon';
import { colourName } from '../../ui/colours';
import { msg } from './i18n';
import { NumberFace } from '../../ui/number-face';
import { cardName } from './words';

function Face({ id }: { id: string }) {
  const c = card(id);
  if (c.kind === 'trilithon') {
    return (
      <>
        <span class="card-band">{colourName(c.colour)}</span>
        <svg class="age-card-glyph" viewBox="-16 -16 32 28" aria-hidden="true">
          <Trilithon scale={1.15} />
        </svg>
        <span class="card-half">{msg.trilithon}</span>
      </>
    );
  }
  return <NumberFace id={id} words={msg} />;
}

function classes(id: string, small?: boolean, extra?: string): string {
  const c = card(id);
  const half = c.kind === 'number' ? c.half : 'trilithon';
  return `card age-card c-${c.colour} ${half}${small ? ' small' : ''}${extra ? ` ${extra}` : ''}`;
}

interface CardProps {
  id: string;
  small?: boolean;
  /** When given, the card is a button that sends this move. */
  onPick?: () => void;
  pickLabel?: string;
  disabled?: boolean;
  testType?: string;
}

export function ProjectCard({ id, small, onPick, pickLabel, disabled, testType }: CardProps): JSX.Element {
  if (!onPick) {
    return (
      <span class={classes(id, small)} data-card={id} title={cardName(id)}>
        <Face id={id} />
      </span>
    );
  }
  return (
    <button
      type="button"
      class={classes(id, small, 'pickable')}
      onClick={onPick}
      disabled={disabled}
      title={pickLabel ?? cardName(id)}
      data-card={id}
      data-testid="age-action"
      data-type={testType}
    >
      <Face id={id} />
      <span class="visually-hidden">{` ${pickLabel ?? cardName(id)}`}</span>
    </button>
  );
}

/** A face-down card: nobody but its holder knows it. */
export function CardBack({ small, label = msg.faceDownCard }: { small?: boolean; label?: string }) {
  return (
    <span class={`card age-back${small ? ' small' : ''}`} role="img" aria-label={label} title={label}>
      <span class="age-back-mark" aria-hidden="true">
        ◈
      </span>
    </span>
  );
}

/** A row of n small backs (with the count in words, the label). */
export function Backs({ count, label }: { count: number; label: string }) {
  return (
    <span class="age-backs" role="img" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} class="age-mini-back" aria-hidden="true" />
      ))}
      <span class="age-backs-count" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
