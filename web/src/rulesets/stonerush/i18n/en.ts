/** This board's words in English, the source (docs/i18n.md): `de.ts` fills the same keys, or tsc fails. */
import { plural } from '../../../i18n/format';

const cards = (n: number) => plural('en', n, { one: '# card', other: '# cards' });

export const words = {
  /**
   * The one-line pitch: in English the meta's (the only place it is written), given by the caller,
   * so the board's words need not load the rulesets' metas (issue #34).
   */
  pitch: (metaPitch: string) => metaPitch,
  // The create form's option words (web/src/pages/option-field.tsx), by option id; '' for an id not here.
  optionLabel: ({ id }: { id: string }) => (({ track: 'Race track' }) as Record<string, string>)[id] ?? '',
  optionHelp: ({ id }: { id: string }) =>
    (({ track: 'The quicker variant races on the 20 bluestones instead of the 30-space outer ring.' }) as Record<string, string>)[id] ?? '',
  optionChoice: ({ id, choice }: { id: string; choice: string }) =>
    (({ 'track:outer-ring': 'Outer ring (30 spaces)', 'track:bluestones': 'Bluestones (20 spaces, quicker)' }) as Record<string, string>)[`${id}:${choice}`] ??
    '',
  day: 'Day',
  night: 'Night',
  /** A number card in short words, its half already named: "day 7". */
  cardShort: (night: boolean, num: number) => `${night ? 'night' : 'day'} ${num}`,
  boardTitle: 'Stone circle',
  turnLine: (turn: number, name: string, discards: boolean) => `Turn ${turn}: ${name} ${discards ? 'discards' : 'plays cards'}.`,
  legend: "Outer spaces repeat the colours 1 white, 2 blue, 3 green, 4 yellow, 5 red, 6 black. Druids show their colour's letter.",
  seat: (seat: number) => `Seat ${seat}`,
  circleLabel: (bluestones: boolean, druids: string) =>
    `Stone circle. The race runs on the ${bluestones ? 'bluestones, spaces 1 to 20' : 'outer ring, spaces 1 to 30'}. ${druids}.`,
  druidOn: (colour: string, space: number) => `${colour} druid on space ${space}`,
  lastMove: (who: string, colour: string, from: number, to: number) => `Last move: ${who} moved the ${colour.toLowerCase()} druid from space ${from} to ${to}.`,
  handTitle: 'Your hand',
  promptPlay: 'Select cards of one colour (black joins any) and play them: a day card moves that druid one space ahead, a night card one back.',
  promptDiscard: 'Now discard: keep at most two cards.',
  handLabelMove: 'Cards in your hand: arrow keys move, Space selects',
  handLabel: 'Cards in your hand',
  noCards: 'No cards in hand.',
  secretColour: 'Your secret colour:',
  secretNote: 'only you can see this',
  keepAll: 'Keep all cards',
  discardN: (n: number) => `Discard ${cards(n)}`,
  discardHint: 'Select the cards to discard; you keep at most two. Then draw back up to four.',
  discarding: 'Discarding…',
  stays: (colour: string, from: number) => `The ${colour.toLowerCase()} druid stays on space ${from}.`,
  moves: (colour: string, n: number, ahead: boolean, from: number) =>
    `The ${colour.toLowerCase()} druid moves ${plural('en', n, { one: '# space', other: '# spaces' })} ${ahead ? 'ahead' : 'back'} from space ${from} (further if it lands on another druid).`,
  play: 'Play',
  playN: (n: number) => `Play ${cards(n)}`,
  playing: 'Playing…',
  chooseDruid: 'Choose which druid these black cards move.',
  whichDruid: 'Black cards move any druid: which one?',
  spaceOf: (space: number) => `(space ${space})`,
  selectToPlay: 'Select one or more cards to play.',
  mixedColours: (colours: string) => `These cards are ${colours}: a play is cards of one colour, plus any black cards.`,
  notAPlay: 'These cards do not make a legal play.',
  keepAtMost: (keep: number, more: number) => `You may keep at most ${keep} cards: select ${cards(more)} more to discard.`,
  notADiscard: 'These cards are not a legal discard.',
  tableTitle: 'Table',
  druids: 'Druids',
  space: (space: number) => `space ${space}`,
  finished: ' — finished',
  raceEnds: (space: number, bluestones: boolean) => `The race ends on space ${space} (${bluestones ? 'bluestones' : 'outer ring'}).`,
  players: 'Players',
  inHand: (n: number) => `: ${cards(n)} in hand`,
  backed: ' · backed ',
  held: (list: string) => ` · held ${list}`,
  piles: 'Piles',
  pilesLine: (draw: number, discard: number) => `Draw pile: ${cards(draw)}. Discard pile: ${discard}.`,
  discardTop: 'Top of the discard pile, newest first',
  /** The result's score column, and what it counts (the result panel). */
  scoreColumn: 'Space reached',
  scoreNote:
    "The space each player's secret colour reached on the track (the finish is the last space). When no player owns the finishing druid, the furthest of the players' own druids wins.",
};
