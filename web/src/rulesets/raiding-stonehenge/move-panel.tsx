/**
 * Your hand and, when the game waits for you, the decision in words with one
 * control per listed action, grouped by type. Controls only ever send an
 * element of payload.actions.
 */
import type { PlayerColour } from '@engine/core/components';
import type { RaidingAction } from '@engine/raiding-stonehenge/model';
import type { RaidingView } from '@engine/raiding-stonehenge/view';
import { describeAction } from '../generic/describe';
import { cardFace, colourName } from '../../ui/colours';
import { Disk, NumberCard } from './pieces';
import { allotmentFor, cardWords, colourWord, plural } from './words';

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
  return (
    <section
      class={`panel rs-move-panel${myMove ? ' rs-my-move' : ''}`}
      aria-labelledby="rs-move-title"
      data-testid="rs-move"
      data-decision={myMove ? 'move' : undefined}
    >
      <h2 id="rs-move-title">{myMove ? 'Your decision' : view.phase === 'over' ? 'Your cards left' : 'Your hand'}</h2>
      {view.stage === 'tiebreak' && view.tiebreak && view.phase !== 'over' && (
        <p class="notice">
          Extra round {view.tiebreak.round} of {view.tiebreak.rounds}: only the players tied for the win play, with the cards in their hands.
        </p>
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
                <p class="step-prompt">Other moves:</p>
                {list.map((a, i) => (
                  <button key={i} type="button" class="button" disabled={pending} onClick={() => act(a)} data-testid="rs-action">
                    {describeAction(a as { type: string })}
                  </button>
                ))}
              </div>
            );
        }
      })}
      {view.myPlay && (
        <p class="rs-facedown" data-testid="rs-my-play">
          Your card lies face down: <strong>{cardWords(view.myPlay)}</strong>. It is turned up when everyone has played.
        </p>
      )}
      <h3>
        Cards in hand <span class="muted">({hand.length})</span>
      </h3>
      <div class="rs-hand" role="group" aria-label="Cards in your hand">
        {hand.length === 0 && <p class="muted">No cards in hand.</p>}
        {hand.map((id) => {
          const play = plays.find((p) => p.card === id);
          return play ? (
            <NumberCard
              key={id}
              id={id}
              selected={selectedCard === id}
              onSelect={() => onSelectCard(selectedCard === id ? null : id)}
              disabled={pending}
              label={`Play ${cardWords(id)}`}
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
  return (
    <div class="controls rs-controls" data-testid="rs-pick">
      <p class="step-prompt">
        <strong>Pick a card.</strong> Take the bottom card of one line into your hand (you will hold {(view.hand?.length ?? 0) + 1}). Choose it here or tap a
        card marked ▼ next in the lines.
      </p>
      <div class="rs-choice-list" role="group" aria-label="Lines you may take from">
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
              Line {p.line + 1}: {id ? cardWords(id) : 'empty'}
            </button>
          );
        })}
      </div>
      <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="rs-confirm">
        {pending ? 'Taking…' : chosen ? `Take ${cardWords(next(chosen.line) ?? '')} from line ${chosen.line + 1}` : 'Select a line first'}
      </button>
    </div>
  );
}

function PlayIntro() {
  return (
    <div class="controls rs-controls">
      <p class="step-prompt">
        <strong>Play a card face down.</strong> Everyone chooses at once. A coloured card sends your figure to the pile of its colour; a black card (6, 12, 18,
        24, 30) lets you choose any pile once the coloured cards are placed. Higher numbers place and take first.
      </p>
    </div>
  );
}

function PlayConfirm({ plays, selected, pending, act }: { plays: Play[]; selected: string | null; pending: boolean; act: (a: RaidingAction) => void }) {
  const chosen = plays.find((p) => p.card === selected) ?? null;
  let effect = 'Select a card in your hand.';
  if (chosen) {
    const f = cardFace(chosen.card);
    effect =
      f.colour === 'black'
        ? 'A black card: after the coloured cards are placed, you choose the pile for your figure.'
        : `Your figure will go to the ${f.colour} pile.`;
  }
  return (
    <div class="controls rs-controls">
      <p class={`hint${chosen ? '' : ' why'}`} data-testid="rs-play-effect">
        {effect}
      </p>
      <button type="button" class="button primary" disabled={!chosen || pending} onClick={() => chosen && act(chosen)} data-testid="rs-confirm">
        {pending ? 'Playing…' : chosen ? `Play ${cardWords(chosen.card)} face down` : 'Play a card'}
      </button>
    </div>
  );
}

function PlaceControls({ view, places, pending, act }: { view: RaidingView; places: Place[]; pending: boolean; act: (a: RaidingAction) => void }) {
  const there = (c: PlayerColour) => view.order.filter((s) => view.placements[s] === c).length;
  const mine = view.hand !== undefined && view.placer !== null ? view.played[view.placer] : null;
  return (
    <div class="controls rs-controls" data-testid="rs-place">
      <p class="step-prompt">
        <strong>Choose a pile for your figure.</strong> You played {mine ? `the black ${cardWords(mine).replace(', black', '')}` : 'a black card'}, so you may
        stand beside any pile. Sharing a pile changes what everyone there takes and sets aside; black-card players after you may still join.
      </p>
      <div class="rs-choice-list" role="group" aria-label="Piles to stand beside">
        {places.map((p) => {
          const n = there(p.colour);
          const a = allotmentFor(view, n + 1);
          return (
            <button
              key={p.colour}
              type="button"
              class="button rs-colour-button"
              disabled={pending}
              onClick={() => act(p)}
              data-testid="rs-action"
              data-colour={p.colour}
            >
              <Disk colour={p.colour} />
              <span class="rs-button-words">
                <strong>{colourName(p.colour)} pile</strong> ({view.piles[p.colour]} left, {plural(n, 'figure')} there): as things stand, take {a.take}
                {a.setAside > 0 && `, set aside ${a.setAside}`}
              </span>
            </button>
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
  return (
    <div class="controls rs-controls" data-testid="rs-set-aside">
      {p ? (
        <p class="step-prompt">
          <strong>Set a disk aside.</strong> You stand at the {colourWord(p.colour)} pile{' '}
          {p.atPile === 1 ? 'alone' : `with ${plural(p.atPile - 1, 'other figure')}`}: each there takes {mine?.takeDue ?? p.took} and sets aside {p.setAsideDue}
          . You took {plural(p.took, `${colourWord(p.colour)} disk`)}
          {mine && p.took < mine.takeDue ? ' (the pile ran short)' : ''}. Now put back <strong>{plural(p.remaining, 'more disk')}</strong> from the disks you
          collected earlier — not the ones just taken. Each goes back onto the pile of its colour.
        </p>
      ) : (
        <p class="step-prompt">
          <strong>Set a disk aside:</strong> choose its colour.
        </p>
      )}
      <div class="rs-choice-list" role="group" aria-label="Colour to put back">
        {choices.map((a) => (
          <button
            key={a.colour}
            type="button"
            class="button rs-colour-button"
            disabled={pending}
            onClick={() => act(a)}
            data-testid="rs-action"
            data-colour={a.colour}
          >
            <Disk colour={a.colour} />
            <span class="rs-button-words">
              Put back a <strong>{colourWord(a.colour)}</strong> disk{can ? ` (you may put back ${can[a.colour]})` : ''}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
