/**
 * Your hand and, when the game waits for you, the decision in words with one
 * control per listed action, grouped by type. Controls only ever send an
 * element of payload.actions.
 */
import type { ComponentChildren } from 'preact';
import type { PlayerColour } from '@engine/core/components';
import type { RaidingAction } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import { ActionWords } from '../generic/action-words';
import { cardFace, colourName } from '../../ui/colours';
import { Disk, NumberCard } from './pieces';
import { msg } from './i18n';
import { fill } from '../../i18n/fill';
import { allotmentFor, cardWords } from './words';

type Pick = Extract<RaidingAction, { type: 'pick' }>;
type Play = Extract<RaidingAction, { type: 'play' }>;
type Place = Extract<RaidingAction, { type: 'place' }>;
type SetAside = Extract<RaidingAction, { type: 'setAside' }>;

interface Props {
  view: RaidingView;
  actions: RaidingAction[];
  pending: boolean;
  act: (action: RaidingAction) => void;
  selectedLine: number | null;
  onSelectLine: (line: number | null) => void;
  selectedCard: string | null;
  onSelectCard: (card: string | null) => void;
}

function byType(actions: RaidingAction[]): Map<string, RaidingAction[]> {
  const groups = new Map<string, RaidingAction[]>();
  for (const a of actions) groups.set(a.type, [...(groups.get(a.type) ?? []), a]);
  return groups;
}

export function MovePanel(props: Props) {
  const { view, actions, pending, act, selectedCard, onSelectCard } = props;
  const groups = byType(actions);
  const plays = (groups.get('play') ?? []) as Play[];
  const hand = view.hand ?? [];
  const myMove = actions.length > 0;
  const w = msg;
  return (
    <section
      class={`panel rs-move-panel${myMove ? ' rs-my-move' : ''}`}
      aria-labelledby="rs-move-title"
      data-testid="rs-move"
      data-decision={myMove ? 'move' : undefined}
    >
      <h2 id="rs-move-title">{myMove ? w.yourDecision : view.phase === 'over' ? w.yourCardsLeft : w.yourHand}</h2>
      {view.stage === 'tiebreak' && view.tiebreak && view.phase !== 'over' && (
        <p class="notice">{w.extraRoundNote(view.tiebreak.round, view.tiebreak.rounds)}</p>
      )}
      {[...groups.entries()].map(([type, list]) => {
        switch (type) {
          case 'pick':
            return <PickControls key={type} {...props} picks={list as Pick[]} />;
          case 'play':
            return <PlayIntro key={type} />;
          case 'place':
            return <PlaceControls key={type} view={view} places={list as Place[]} pending={pending} act={act} />;
          case 'setAside':
            return <SetAsideControls key={type} view={view} choices={list as SetAside[]} pending={pending} act={act} />;
          default:
            return (
              <div key={type} class="controls">
                <p class="step-prompt">{w.otherMoves}</p>
                {list.map((a, i) => (
                  <button key={i} type="button" class="button" disabled={pending} onClick={() => act(a)} data-testid="rs-action">
                    <ActionWords action={a as { type: string }} />
                  </button>
                ))}
              </div>
            );
        }
      })}
      {view.myPlay && (
        <p class="rs-facedown" data-testid="rs-my-play">
          {fill(w.faceDown, { card: <strong>{cardWords(view.myPlay)}</strong> })}
        </p>
      )}
      <h3>
        {w.cardsInHand} <span class="muted">({hand.length})</span>
      </h3>
      <div class="rs-hand" role="group" aria-label={w.handLabel}>
        {hand.length === 0 && <p class="muted">{w.noCards}</p>}
        {hand.map((id) => {
          const play = plays.find((p) => p.card === id);
          return play ? (
            <NumberCard
              key={id}
              id={id}
              selected={selectedCard === id}
              onSelect={() => onSelectCard(selectedCard === id ? null : id)}
              disabled={pending}
              label={w.playCard(cardWords(id))}
              testid="rs-choice"
            />
          ) : (
            <NumberCard key={id} id={id} />
          );
        })}
      </div>
      {plays.length > 0 && <PlayConfirm plays={plays} selected={selectedCard} pending={pending} act={act} />}
    </section>
  );
}

function PickControls({ picks, view, selectedLine, onSelectLine, pending, act }: Props & { picks: Pick[] }) {
  const chosen = picks.find((p) => p.line === selectedLine) ?? null;
  const next = (line: number) => view.lines[line]?.[0];
  const w = msg;
  return (
    <div class="controls rs-controls" data-testid="rs-pick">
      <p class="step-prompt">
        <strong>{w.pickTitle}</strong> {w.pickText((view.hand?.length ?? 0) + 1)}
      </p>
      <div class="rs-choice-list" role="group" aria-label={w.pickLabel}>
        {picks.map((p) => {
          const id = next(p.line);
          return (
            <button
              key={p.line}
              type="button"
              class={`button rs-choice-button${selectedLine === p.line ? ' rs-on' : ''}`}
              aria-pressed={selectedLine === p.line}
              disabled={pending}
              onClick={() => onSelectLine(selectedLine === p.line ? null : p.line)}
              data-testid="rs-choice"
            >
              {w.line(p.line + 1)}: {id ? cardWords(id) : w.empty}
            </button>
          );
        })}
      </div>
      <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="rs-confirm">
        {pending ? w.taking : chosen ? w.takeConfirm(cardWords(next(chosen.line) ?? ''), chosen.line + 1) : w.selectLine}
      </button>
    </div>
  );
}

function PlayIntro() {
  return (
    <div class="controls rs-controls">
      <p class="step-prompt">
        <strong>{msg.playTitle}</strong> {msg.playText}
      </p>
    </div>
  );
}

function PlayConfirm({ plays, selected, pending, act }: { plays: Play[]; selected: string | null; pending: boolean; act: (a: RaidingAction) => void }) {
  const chosen = plays.find((p) => p.card === selected) ?? null;
  const w = msg;
  let effect = w.selectCard;
  if (chosen) {
    const f = cardFace(chosen.card);
    effect = f.colour === 'black' ? w.blackEffect : w.colourEffect(colourName(f.colour));
  }
  return (
    <div class="controls rs-controls">
      <p class={`hint${chosen ? '' : ' why'}`} data-testid="rs-play-effect">
        {effect}
      </p>
      <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="rs-confirm">
        {pending ? w.playing : chosen ? w.playFaceDown(cardWords(chosen.card)) : w.playACard}
      </button>
    </div>
  );
}

/** A choice of colour: its disk and its words (a pile to go to, a disk to put back). */
function ColourButton({ colour, pending, onClick, children }: { colour: PlayerColour; pending: boolean; onClick: () => void; children: ComponentChildren }) {
  return (
    <button type="button" class="button rs-colour-button" disabled={pending} onClick={onClick} data-testid="rs-action" data-colour={colour}>
      <Disk colour={colour} />
      <span class="rs-button-words">{children}</span>
    </button>
  );
}
function PlaceControls({ view, places, pending, act }: { view: RaidingView; places: Place[]; pending: boolean; act: (a: RaidingAction) => void }) {
  const there = (c: PlayerColour) => view.order.filter((s) => view.placements[s] === c).length;
  const mine = view.hand !== undefined && view.placer !== null ? view.played[view.placer] : null;
  const w = msg;
  const black = mine ? cardFace(mine) : null;
  return (
    <div class="controls rs-controls" data-testid="rs-place">
      <p class="step-prompt">
        <strong>{w.placeTitle}</strong> {w.placeText(black ? w.blackCard(black.half === 'night', black.number) : null)}
      </p>
      <div class="rs-choice-list" role="group" aria-label={w.placeLabel}>
        {places.map((p) => {
          const n = there(p.colour);
          const a = allotmentFor(view, n + 1);
          return (
            <ColourButton key={p.colour} colour={p.colour} pending={pending} onClick={() => act(p)}>
              <strong>{w.pileName(colourName(p.colour))}</strong>
              {w.placeEffect(view.piles[p.colour], n, a.take, a.setAside)}
            </ColourButton>
          );
        })}
      </div>
    </div>
  );
}

function SetAsideControls({ view, choices, pending, act }: { view: RaidingView; choices: SetAside[]; pending: boolean; act: (a: RaidingAction) => void }) {
  const p = view.pending;
  const can = p?.returnable;
  const mine = p ? view.resolutions.find((r) => r.seat === p.seat) : undefined;
  const w = msg;
  return (
    <div class="controls rs-controls" data-testid="rs-set-aside">
      {p ? (
        <p class="step-prompt">
          <strong>{w.asideTitle}</strong>{' '}
          {w.asideText(colourName(p.colour), p.atPile - 1, mine?.takeDue ?? p.took, p.setAsideDue, p.took, !!mine && p.took < mine.takeDue)}{' '}
          {fill(w.asideNow, { more: <strong>{w.moreDisks(p.remaining)}</strong> })}
        </p>
      ) : (
        <p class="step-prompt">
          <strong>{w.asideColour}</strong>
        </p>
      )}
      <div class="rs-choice-list" role="group" aria-label={w.asideLabel}>
        {choices.map((a) => (
          <ColourButton key={a.colour} colour={a.colour} pending={pending} onClick={() => act(a)}>
            {w.putBack(colourName(a.colour), can ? can[a.colour] : null)}
          </ColourButton>
        ))}
      </div>
    </div>
  );
}
