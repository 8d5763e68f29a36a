/** Your hand and secret colour, and — on your turn — the controls of the current step. */
import { useEffect, useState } from 'preact/hooks';
import type { StonerushAction } from '../../../../engine/stonerush/model';
import type { StonerushView } from '../../../../engine/stonerush/view';
import { Swatch } from '../../ui/swatch';
import { Card } from './card';
import { DiscardControls } from './discard-controls';
import { PlayControls } from './play-controls';

interface Props {
  view: StonerushView;
  actions: StonerushAction[];
  version: number;
  pending: boolean;
  act: (action: StonerushAction) => void;
}

export function HandPanel({ view, actions, version, pending, act }: Props) {
  const [selected, setSelected] = useState<string[]>([]);
  // A new version is a new situation: start the selection afresh.
  useEffect(() => setSelected([]), [version]);
  const hand = view.hand ?? [];
  const myMove = actions.length > 0;
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <section class="panel hand-panel" aria-labelledby="hand-title" data-testid="hand-panel">
      <h2 id="hand-title">Your hand</h2>
      {view.identity && (
        <p class="identity" data-testid="identity">
          Your secret colour: <Swatch colour={view.identity} /> <span class="secret-note">only you can see this</span>
        </p>
      )}
      {myMove && (
        <p class="step-prompt">
          {view.step === 'play'
            ? 'Select cards of one colour (black cards join any colour) and play them: each day card moves that druid one space ahead, each night card one space back.'
            : 'Now discard: keep at most two cards.'}
        </p>
      )}
      <div class="hand" role="group" aria-label="Cards in your hand">
        {hand.length === 0 && <p class="muted">No cards in hand.</p>}
        {hand.map((id) =>
          myMove ? <Card key={id} id={id} selected={selected.includes(id)} onToggle={() => toggle(id)} disabled={pending} /> : <Card key={id} id={id} />,
        )}
      </div>
      {myMove && view.step === 'play' && <PlayControls actions={actions} selected={selected} positions={view.positions} pending={pending} onPlay={act} />}
      {myMove && view.step === 'discard' && <DiscardControls actions={actions} handSize={hand.length} selected={selected} pending={pending} onDiscard={act} />}
    </section>
  );
}
