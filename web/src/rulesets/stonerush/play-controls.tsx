/** The Play step: the selected cards, the matching legal play(s), a colour choice for black-only plays. */
import { useState } from 'preact/hooks';
import type { NumberCardId, PlayerColour } from '@engine/core/components';
import { msg } from './i18n';
import { colourName } from '../../ui/colours';
import { Swatch } from '../../ui/swatch';
import { type PlayAction, matchingPlays, playProblem } from './selection';
import { type StonerushAction, netSteps } from '@engine/stonerush/model';

interface Props {
  actions: StonerushAction[];
  selected: string[];
  positions: Record<PlayerColour, number>;
  pending: boolean;
  onPlay: (action: PlayAction) => void;
}

function describeMove(steps: number, colour: string, from: number): string {
  if (steps === 0) return msg.stays(colour, from);
  return msg.moves(colour, Math.abs(steps), steps > 0, from);
}

const playLabel = (n: number) => (n === 0 ? msg.play : msg.playN(n));

export function PlayControls({ actions, selected, positions, pending, onPlay }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const plays = matchingPlays(actions, selected);
  const action = plays.length === 1 ? plays[0] : plays.find((p) => p.colour === chosen);
  const steps = netSteps(selected as NumberCardId[]);
  const problem = plays.length === 0 ? playProblem(selected) : !action ? msg.chooseDruid : null;

  return (
    <div class="controls" data-testid="play-controls">
      {plays.length > 1 && (
        <fieldset class="colour-choice">
          <legend>{msg.whichDruid}</legend>
          {plays.map((p) => (
            <label key={p.colour} class="choice">
              <input
                type="radio"
                name="play-colour"
                value={p.colour}
                checked={chosen === p.colour}
                onChange={() => setChosen(p.colour)}
                data-testid={`colour-${p.colour}`}
              />
              <Swatch colour={p.colour} />
              <span class="muted">{msg.spaceOf(positions[p.colour])}</span>
            </label>
          ))}
        </fieldset>
      )}
      {action && <p class="hint">{describeMove(steps, colourName(action.colour), positions[action.colour])}</p>}
      {problem && (
        <p class={selected.length ? 'hint why' : 'hint'} data-testid="play-why">
          {problem}
        </p>
      )}
      <button type="button" class="button primary" disabled={!action || pending} onClick={() => action && onPlay(action)} data-testid="play-button">
        {pending ? msg.playing : playLabel(selected.length)}
      </button>
    </div>
  );
}
