/**
 * Your hand and secret colour, and — on your turn — the controls of the current step: the whole
 * decision in one panel (`data-decision`). The hand is one Tab stop (arrow keys move between the
 * cards, Space selects), so a keyboard turn is a few presses: select, Tab, Enter.
 */
import { useEffect, useState } from 'preact/hooks';
import type { StonerushAction } from '@engine/stonerush/model';
import type { StonerushView } from '@engine/stonerush/view';
import { msg } from './i18n';
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
  useEffect(() => {
    setSelected([]);
    setCurrent(0);
  }, [version]);
  const hand = view.hand ?? [];
  const myMove = actions.length > 0;
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const [current, setCurrent] = useState(0);
  const stop = Math.min(current, Math.max(0, hand.length - 1));
  const onKey = (i: number) => (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -hand.length, End: hand.length }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(hand.length - 1, i + step));
    setCurrent(next);
    const cards = (e.currentTarget as HTMLElement).parentElement?.querySelectorAll<HTMLElement>('[data-testid=hand-card]');
    cards?.[next]?.focus();
  };

  return (
    <section class="panel hand-panel" aria-labelledby="hand-title" data-testid="hand-panel" data-decision={myMove ? view.step : undefined}>
      <h2 id="hand-title">{msg.handTitle}</h2>
      {myMove && <p class="step-prompt">{view.step === 'play' ? msg.promptPlay : msg.promptDiscard}</p>}
      <div class="hand" role="group" aria-label={myMove ? msg.handLabelMove : msg.handLabel}>
        {hand.length === 0 && <p class="muted">{msg.noCards}</p>}
        {hand.map((id, i) =>
          myMove ? (
            <Card
              key={id}
              id={id}
              selected={selected.includes(id)}
              onToggle={() => {
                setCurrent(i);
                toggle(id);
              }}
              disabled={pending}
              tabIndex={i === stop ? 0 : -1}
              onKeyDown={onKey(i)}
            />
          ) : (
            <Card key={id} id={id} />
          ),
        )}
      </div>
      {myMove && view.step === 'play' && <PlayControls actions={actions} selected={selected} positions={view.positions} pending={pending} onPlay={act} />}
      {myMove && view.step === 'discard' && <DiscardControls actions={actions} handSize={hand.length} selected={selected} pending={pending} onDiscard={act} />}
      {view.identity && (
        <p class="identity" data-testid="identity">
          {msg.secretColour} <Swatch colour={view.identity} /> <span class="secret-note">{msg.secretNote}</span>
        </p>
      )}
    </section>
  );
}
