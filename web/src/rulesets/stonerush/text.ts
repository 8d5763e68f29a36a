/**
 * Stonerush in words (the text mode, web/src/game/text-board.tsx): the race of the five druids
 * as a table, your hand and secret colour, the other players' hand sizes, the piles; each play
 * and discard named with the cards, the druid and where it goes.
 */
import { type NumberCardId, PLAYER_COLOURS } from '../../../../engine/core/components';
import { type StonerushAction, netSteps } from '../../../../engine/stonerush/model';
import type { StonerushView } from '../../../../engine/stonerush/view';
import type { GamePayload } from '../../../../schema/api';
import { cardFace } from '../../ui/colours';
import type { TextDescription } from '../types';

const WORDS = {
  race: 'The race',
  raceCaption: (length: number, track: string) => `Druids on the ${track} (space ${length} is home)`,
  track: { 'outer-ring': 'outer ring', bluestones: 'bluestone horseshoe' } as Record<string, string>,
  druid: 'Druid',
  space: 'Space',
  toGo: 'Spaces to go',
  you: 'You',
  yourColour: (c: string) => `Your secret colour: ${c}. You win if the ${c} druid wins the race.`,
  hand: (n: number) => `Your hand: ${n} card${n === 1 ? '' : 's'}`,
  empty: 'No cards.',
  players: 'Players',
  seatLine: (name: string, cards: number, turn: boolean, backed?: string) =>
    `${name}: ${cards} card${cards === 1 ? '' : 's'} in hand${turn ? ', on turn' : ''}${backed ? `, backed ${backed}` : ''}`,
  piles: 'Piles',
  draw: (n: number) => `Draw pile: ${n} card${n === 1 ? '' : 's'}`,
  discard: (cards: string) => `Discard pile, newest last: ${cards}`,
  discardEmpty: 'Discard pile: empty',
  turn: (n: number, step: string) => `Turn ${n}, ${step} step.`,
  finished: (c: string) => `The ${c} druid reached home.`,
  playGroup: 'Play cards to move a druid',
  discardGroup: 'Discard, then draw back up to four',
  play: (cards: string, colour: string, move: string) => `Play ${cards}: the ${colour} druid ${move}`,
  stays: 'stays where it is',
  moves: (n: number, ahead: boolean, from: number) => `moves ${n} space${n === 1 ? '' : 's'} ${ahead ? 'ahead' : 'back'} from space ${from}`,
  keepAll: 'Keep all your cards',
  discardCards: (cards: string) => `Discard ${cards}`,
  promptPlay: 'Play one or more cards of one colour (black cards join any colour) to move that druid: day cards move it ahead, night cards back.',
  promptDiscard: 'Discard down to two cards at most, then draw back up to four.',
};

/** "day 7 (white)". */
export function cardText(id: string): string {
  const f = cardFace(id);
  return `${f.half} ${f.number} (${f.colour})`;
}

function cardsText(ids: readonly string[]): string {
  if (ids.length <= 1) return ids.map(cardText).join('');
  return `${ids.slice(0, -1).map(cardText).join(', ')} and ${cardText(ids[ids.length - 1] as string)}`;
}

export function describeStonerush(payload: GamePayload<StonerushView, StonerushAction>): TextDescription<StonerushAction> {
  const v = payload.view;
  const name = (seat: number) => payload.players[seat]?.name ?? `Seat ${seat + 1}`;
  const race = PLAYER_COLOURS.map((c) => ({ c, at: v.positions[c] })).sort((a, b) => b.at - a.at);
  const sections: TextDescription['sections'] = [
    {
      heading: WORDS.race,
      lines: [WORDS.turn(v.turnNumber, v.step), ...(v.finisher ? [WORDS.finished(v.finisher)] : [])],
      table: {
        caption: WORDS.raceCaption(v.trackLength, WORDS.track[v.track] ?? v.track),
        columns: [WORDS.druid, WORDS.space, WORDS.toGo],
        rows: race.map(({ c, at }) => [c === v.identity ? `${c} (${WORDS.you.toLowerCase()})` : c, String(at), String(Math.max(0, v.trackLength - at))]),
      },
    },
  ];
  if (v.hand) {
    sections.push({
      heading: WORDS.hand(v.hand.length),
      lines: [...(v.identity ? [WORDS.yourColour(v.identity)] : []), ...(v.hand.length ? v.hand.map(cardText) : [WORDS.empty])],
    });
  }
  sections.push({
    heading: WORDS.players,
    lines: payload.players.map((p) =>
      WORDS.seatLine(
        p.seat === payload.seat ? `${name(p.seat)} (${WORDS.you.toLowerCase()})` : name(p.seat),
        v.handCounts[p.seat] ?? 0,
        v.turn === p.seat,
        v.identities?.[p.seat],
      ),
    ),
  });
  sections.push({
    heading: WORDS.piles,
    lines: [WORDS.draw(v.drawPileCount), v.discardPile.length ? WORDS.discard(v.discardPile.map(cardText).join(', ')) : WORDS.discardEmpty],
  });
  const label = (a: StonerushAction): string => {
    if (a.type === 'discard') return a.cards.length ? WORDS.discardCards(cardsText(a.cards)) : WORDS.keepAll;
    const steps = netSteps(a.cards as NumberCardId[]);
    const move = steps === 0 ? WORDS.stays : WORDS.moves(Math.abs(steps), steps > 0, v.positions[a.colour]);
    return WORDS.play(cardsText(a.cards), a.colour, move);
  };
  return {
    prompt: v.step === 'discard' ? WORDS.promptDiscard : WORDS.promptPlay,
    sections,
    label,
    group: (a) => (a.type === 'discard' ? WORDS.discardGroup : WORDS.playGroup),
  };
}
