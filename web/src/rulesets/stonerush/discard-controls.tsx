/** The Discard step: the cards to throw away (keep at most two), matched to a listed action. */
import type { StonerushAction } from '@engine/stonerush/model';
import { msg } from './i18n';
import { type DiscardAction, discardProblem, matchingDiscard } from './selection';

interface Props {
  actions: StonerushAction[];
  handSize: number;
  selected: string[];
  pending: boolean;
  onDiscard: (action: DiscardAction) => void;
}

export function DiscardControls({ actions, handSize, selected, pending, onDiscard }: Props) {
  const action = matchingDiscard(actions, selected);
  const label = selected.length === 0 ? msg.keepAll : msg.discardN(selected.length);
  return (
    <div class="controls" data-testid="discard-controls">
      <p class="hint">{msg.discardHint}</p>
      {!action && (
        <p class="hint why" data-testid="discard-why">
          {discardProblem(handSize, selected)}
        </p>
      )}
      <button type="button" class="button primary" disabled={!action || pending} onClick={() => action && onDiscard(action)} data-testid="discard-button">
        {pending ? msg.discarding : label}
      </button>
    </div>
  );
}
