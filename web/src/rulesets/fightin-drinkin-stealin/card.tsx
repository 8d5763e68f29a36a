/** Cards of this game: number cards and trilithon cards face up, and card backs. */
import type { ComponentChildren } from 'preact';
import { card } from '@engine/core/components';
import type { Awards } from '@engine/fightin-drinkin-stealin/model';
import { msg } from './i18n';
import { NumberFace } from '../../ui/number-face';
import { AwardRow } from './awards';
import { cardWords, colourName } from './words';

const isGonagal = (id: string) => id === 'D01' || id === 'N01';

function Face({ id, foot }: { id: string; foot?: ComponentChildren }) {
  const c = card(id);
  if (c.kind === 'trilithon') {
    return (
      <>
        <span class="card-band">{colourName(c.colour)}</span>
        <span class="fds-trilithon-icon" aria-hidden="true">
          Π
        </span>
        <span class="card-half">{msg.trilithon}</span>
      </>
    );
  }
  return <NumberFace id={id} words={msg} foot={foot ?? (isGonagal(id) ? <span class="card-half">{msg.gonagal}</span> : undefined)} />;
}

interface CardProps {
  id: string;
  small?: boolean;
  /** Worth for its owner, shown when it differs from the printed number (a Wee Lawyer). */
  worth?: number;
  /** A placed card still face down: only its owner sees it. */
  secret?: boolean;
  loot?: Awards;
  selected?: boolean;
  /** Makes the card a button. */
  onClick?: () => void;
  disabled?: boolean;
  label?: string;
  testid?: string;
  badge?: ComponentChildren;
}

export function FdsCard({ id, small, worth, secret, loot, selected, onClick, disabled, label, testid, badge }: CardProps) {
  const c = card(id);
  const colour = c.colour;
  const half = c.kind === 'number' ? c.half : 'trilithon';
  const zeroed = c.kind === 'number' && worth !== undefined && worth !== c.number;
  const cls = `card fds-card c-${colour} ${half}${small ? ' small' : ''}${selected ? ' selected' : ''}${secret ? ' fds-secret' : ''}${onClick ? ' fds-choosable' : ''}`;
  // Worth and secrecy replace the day/night line: the owner's deck already says which half it is.
  const foot =
    zeroed || secret ? (
      <span class="fds-foot">
        {zeroed && <span class="fds-worth">{msg.worth(worth ?? 0)}</span>}
        {secret && <span class="fds-secret-note">{msg.faceDown}</span>}
      </span>
    ) : undefined;
  const body = (
    <>
      <Face id={id} foot={foot} />
      {badge}
    </>
  );
  const wrapped = onClick ? (
    <button type="button" class={cls} aria-pressed={selected} disabled={disabled} onClick={onClick} data-card={id} data-testid={testid}>
      {body}
      {label && <span class="visually-hidden">{` ${label}`}</span>}
    </button>
  ) : (
    <span class={cls} data-card={id} data-testid={testid}>
      {body}
      <span class="visually-hidden">{msg.cardHidden(cardWords(id), isGonagal(id), zeroed ? (worth ?? 0) : null, !!secret)}</span>
    </span>
  );
  if (!loot) return wrapped;
  return (
    <span class="fds-with-loot">
      {wrapped}
      <span class="fds-loot">
        <span class="fds-loot-label">{msg.loot}</span> <AwardRow awards={loot} compact />
      </span>
    </span>
  );
}

/** A face-down card, as the other clan sees it. */
export function CardBack({ small, label = msg.faceDownCard }: { small?: boolean; label?: string }) {
  return (
    <span class={`card fds-back${small ? ' small' : ''}`} data-testid="fds-card-back">
      <span aria-hidden="true" class="fds-back-mark">
        ✦
      </span>
      <span class="fds-back-text">{msg.faceDown}</span>
      <span class="visually-hidden">{label}</span>
    </span>
  );
}
