/**
 * Stonerush's text mode's own words in English, the source (docs/i18n.md): only text.ts reads them,
 * so they load with the text mode, not with the board (issue #49). `de.ts` fills the same keys, or tsc fails.
 */
import { plural } from '../../../../i18n/format';

const n = (count: number, one: string, other: string) => plural('en', count, { one: `# ${one}`, other: `# ${other}` });

export const words = {
  srRace: 'The race',
  srRaceCaption: (length: number, track: 'outer-ring' | 'bluestones') =>
    `Druids on the ${track === 'bluestones' ? 'bluestone horseshoe' : 'outer ring'} (space ${length} is home)`,
  srDruid: 'Druid',
  srSpace: 'Space',
  srToGo: 'Spaces to go',
  srYourColour: (c: string) => `Your secret colour: ${c}. You win if the ${c} druid wins the race.`,
  srHand: (count: number) => `Your hand: ${n(count, 'card', 'cards')}`,
  srPlayers: 'Players',
  srSeatLine: (name: string, cards: number, turn: boolean, backed: string | null) =>
    `${name}: ${n(cards, 'card', 'cards')} in hand${turn ? ', on turn' : ''}${backed ? `, backed ${backed}` : ''}`,
  srPiles: 'Piles',
  srDraw: (count: number) => `Draw pile: ${n(count, 'card', 'cards')}`,
  srDiscard: (cards: string) => `Discard pile, newest last: ${cards}`,
  srDiscardEmpty: 'Discard pile: empty',
  srTurn: (turn: number, discard: boolean) => `Turn ${turn}, ${discard ? 'discard' : 'play'} step.`,
  srFinished: (c: string) => `The ${c} druid reached home.`,
  srPlayGroup: 'Play cards to move a druid',
  srDiscardGroup: 'Discard, then draw back up to four',
  srPlayStays: (cards: string, colour: string) => `Play ${cards}: the ${colour} druid stays where it is`,
  srPlayMoves: (cards: string, colour: string, steps: number, from: number) =>
    `Play ${cards}: the ${colour} druid moves ${n(Math.abs(steps), 'space', 'spaces')} ${steps > 0 ? 'ahead' : 'back'} from space ${from}`,
  srKeepAll: 'Keep all your cards',
  srDiscardCards: (cards: string) => `Discard ${cards}`,
  srPromptPlay: 'Play one or more cards of one colour (black cards join any colour) to move that druid: day cards move it ahead, night cards back.',
  srPromptDiscard: 'Discard down to two cards at most, then draw back up to four.',
};
