/** This board's words in English, the source (docs/i18n.md): `de.ts` fills the same keys, or tsc fails. */
import { plural } from '../../../i18n/format';

const n = (count: number, one: string, other: string) => plural('en', count, { one: `# ${one}`, other: `# ${other}` });
const lc = (s: string) => s.toLowerCase();
const tookWords = (took: number, due: number, asideCount: number, asideDue: number) =>
  `took ${took}${took < due ? ` of ${due}` : ''}${asideDue > 0 ? `, set aside ${asideCount} of ${asideDue}` : ''}`;

/** Each option's name and help on the create form (web/src/pages/option-field.tsx), by option id. */
const OPTIONS: Record<string, readonly [name: string, help: string]> = {
  lowCardStarts: ['Low card starts next turn', 'Whoever played the lowest number becomes start player, instead of passing the marker clockwise.'],
  plusMinusColours: [
    '+1/−1 colours',
    'Two trilithon cards are drawn: loose disks of the first colour gain a point, of the second lose one; other loose disks count nothing.',
  ],
  accelerator: ['Accelerator', 'Multiply every take and set-aside by 2 or 3.'],
  extendedTiebreaker: ['Extended tiebreaker', 'Players tied for the win play four more rounds with their hands; then the highest card wins, day over night.'],
  reducedColours: ['Reduced colours (4 players)', 'Play with as many colours as players: random colours are removed with their disks and cards.'],
  twoThreePlayers: ['2–3 players', 'Needed for 2 or 3 players: three colours, low card starts and accelerator ×2.'],
  hiddenStash: ['Hidden stash', 'The disks each player collects stay secret until the end.'],
};

export const words = {
  /**
   * The one-line pitch: in English the meta's (the only place it is written), given by the caller,
   * so the board's words need not load the rulesets' metas (issue #34).
   */
  pitch: (metaPitch: string) => metaPitch,
  // Why the setup check switched or refused an option (its `says`, engine/raiding-stonehenge/setup.ts): the
  // same sentence as the check's English message (test/engine/setup-fit.test.ts); '' for a kind not here.
  setupReason: ({ kind, args }: { kind: string; args: { variant?: { min: number; max: number }; usual?: { min: number; max: number } } }) => {
    const v = args.variant ?? { min: 2, max: 3 };
    const u = args.usual ?? { min: 3, max: 5 };
    return kind === 'variant-players'
      ? `The 2–3 player variant is only for ${v.min} or ${v.max} players.`
      : kind === 'variant-x3'
        ? 'The 2–3 player variant plays with accelerator ×2; it cannot be combined with ×3.'
        : kind === 'needs-variant'
          ? `With ${v.min} or ${v.max} players the 2–3 player variant is needed.`
          : kind === 'reduced-five'
            ? 'Reduced colours keeps one colour per player, so with 5 players nothing would be removed: it is for 3–4 players.'
            : kind === 'players'
              ? `Raiding Stonehenge is for ${u.min} or ${u.max} players (${v.min} or ${v.max} with the 2–3 player variant).`
              : '';
  },
  // The create form's option words (web/src/pages/option-field.tsx), by option id; '' for an id not here.
  optionLabel: ({ id }: { id: string }) => OPTIONS[id]?.[0] ?? '',
  optionHelp: ({ id }: { id: string }) => OPTIONS[id]?.[1] ?? '',
  optionChoice: ({ id, choice }: { id: string; choice: string }) =>
    (({ 'accelerator:off': 'Off', 'accelerator:x2': '×2', 'accelerator:x3': '×3' }) as Record<string, string>)[`${id}:${choice}`] ?? '',
  day: 'Day',
  night: 'Night',
  /** A number card in words, its colour by name: "day 7, white". */
  card: (night: boolean, num: number, colour: string) => `${night ? 'night' : 'day'} ${num}, ${lc(colour)}`,
  ordinal: (i: number) => {
    const tens = i % 100;
    if (tens >= 11 && tens <= 13) return `${i}th`;
    return `${i}${['th', 'st', 'nd', 'rd'][i % 10] ?? 'th'}`;
  },
  seat: (seat: number) => `Seat ${seat}`,
  someone: 'someone',
  none: 'none',
  startPlayer: 'Start player',
  startPlayerIs: (name: string) => `Start player: ${name}`,
  startLetter: 'S',
  // The take / set-aside table's rows.
  rowAll: (atPile: number) => `All ${atPile} at one pile`,
  rowAlone: 'Alone at a pile',
  rowMany: (atPile: number) => `${atPile} at one pile`,
  // The lines.
  linesTitle: 'The five lines',
  linesHint: 'Cards are taken from the bottom of a line (marked {next}); the rest slide down, and new cards join at the top.',
  nextMark: '▼ next',
  drawPile: (count: number) => `Draw pile: ${n(count, 'card', 'cards')}.`,
  linesLabel: 'Lines of cards, left to right',
  line: (line: number) => `Line ${line}`,
  lastTaken: 'last taken',
  takeFromLine: (line: number, card: string) => `Line ${line}: take ${card}`,
  takeableNext: (card: string) => `takeable next: ${card}`,
  empty: 'empty',
  // The piles.
  pilesTitle: 'Disk piles and figures',
  pilesShown: (tiebreak: boolean, turn: number) =>
    `Figures stand where the ${tiebreak ? 'latest extra round' : `turn ${turn}`} reveal sent them, numbered in the order they take.`,
  pilesBefore: 'After the cards are revealed, each figure goes beside a pile of disks.',
  disks: 'disks',
  left: 'left',
  bonus: '+1 bonus',
  penalty: '−1 penalty',
  lastPlaced: 'last placed or taken',
  figuresAt: (colour: string) => `Figures at the ${lc(colour)} pile`,
  noFigure: 'no figure',
  took: (took: number, due: number, asideCount: number, asideDue: number) => tookWords(took, due, asideCount, asideDue),
  stillToChoose: 'Still to choose a pile (black cards):',
  outOfGame: 'Out of the game (reduced colours):',
  // The turn.
  phasePick: (name: string, order: string) => `${name} takes a card from the bottom of a line. Picking order: ${order}.`,
  phasePlaySome: (names: string, done: number, of: number) => `${names} each play one card face down (${done} of ${of} played).`,
  phasePlayAll: (done: number, of: number) => `Everyone plays one card face down (${done} of ${of} played).`,
  phasePlace: (name: string) => `${name} played a black card and chooses a pile.`,
  phaseSetAside: (name: string, more: number, colour: string) => `${name} sets aside ${n(more, 'more disk', 'more disks')} at the ${lc(colour)} pile.`,
  phaseTaking: 'Disks are being taken.',
  phaseOver: 'The game is over: no line has a card left.',
  vTwoThree: '2–3 players (three colours, low card starts, ×2)',
  vLowCard: 'low card starts next turn',
  vAccelerator: (m: number) => `accelerator ×${m}`,
  vReduced: 'reduced colours',
  vPlusMinus: (bonus: string, penalty: string) => `+1/−1 colours (bonus ${lc(bonus)}, penalty ${lc(penalty)})`,
  vTiebreaker: 'extended tiebreaker',
  vHidden: 'hidden stash',
  endTitle: 'End of the raid',
  extraRound: (round: number, rounds: number) => `Extra round ${round} of ${rounds}`,
  turn: (turn: number) => `Turn ${turn}`,
  tied: (names: string, over: boolean, scores: string, rounds: number) =>
    `${names} ${over ? 'were' : 'are'} tied for the win on the game's score (${scores}), so they ${over ? 'played' : 'play'} up to ${rounds} extra rounds with the cards in hand; only the tied players take part, and the rounds only rank them.`,
  afterExtra: (scores: string) => `After the extra rounds: ${scores}.`,
  revealExtra: 'Latest extra-round reveal',
  revealTurn: (turn: number) => `Turn ${turn} reveal`,
  toPile: (colour: string) => `${lc(colour)} pile`,
  choosingPile: ' → choosing a pile',
  revealResult: (atPile: number, took: string, aside: string) => `. ${atPile === 1 ? 'Alone' : `${atPile} there`}: ${took}${aside ? ` (${aside})` : ''}`,
  takeTitle: 'Taking and setting aside',
  takeCaption: 'What figures at one pile take and set aside',
  colFigures: 'Figures at a pile',
  colTakes: 'Each takes',
  colSetsAside: 'Each sets aside',
  scoringHint: (plusMinus: boolean) =>
    `Setting aside puts disks you collected earlier back onto their piles — never the ones just taken. Short piles or collections give what they can. A set (one disk of each colour in play) scores 10; ${plusMinus ? 'loose disks of the bonus colour +1, of the penalty colour −1.' : 'every loose disk −1.'}`,
  variants: (list: string) => `Variants: ${list}.`,
  playedCards: (count: number, deck: number) => `Played cards (${count}), draw pile ${n(deck, 'card', 'cards')}`,
  noneYet: 'None yet.',
  // Your decision.
  yourDecision: 'Your decision',
  yourCardsLeft: 'Your cards left',
  yourHand: 'Your hand',
  extraRoundNote: (round: number, rounds: number) =>
    `Extra round ${round} of ${rounds}: only the players tied for the win play, with the cards in their hands.`,
  otherMoves: 'Other moves:',
  faceDown: 'Your card lies face down: {card}. It is turned up when everyone has played.',
  cardsInHand: 'Cards in hand',
  handLabel: 'Cards in your hand',
  noCards: 'No cards in hand.',
  playCard: (card: string) => `Play ${card}`,
  pickTitle: 'Pick a card.',
  pickText: (hold: number) =>
    `Take the bottom card of one line into your hand (you will hold ${hold}). Choose it here or tap a card marked ▼ next in the lines.`,
  pickLabel: 'Lines you may take from',
  taking: 'Taking…',
  takeConfirm: (card: string, line: number) => `Take ${card} from line ${line}`,
  selectLine: 'Select a line first',
  playTitle: 'Play a card face down.',
  playText:
    'Everyone chooses at once. A coloured card sends your figure to the pile of its colour; a black card (6, 12, 18, 24, 30) lets you choose any pile once the coloured cards are placed. Higher numbers place and take first.',
  selectCard: 'Select a card in your hand.',
  blackEffect: 'A black card: after the coloured cards are placed, you choose the pile for your figure.',
  colourEffect: (colour: string) => `Your figure will go to the ${lc(colour)} pile.`,
  playing: 'Playing…',
  playFaceDown: (card: string) => `Play ${card} face down`,
  playACard: 'Play a card',
  placeTitle: 'Choose a pile for your figure.',
  placeText: (card: string | null) =>
    `You played ${card ? `the black ${card}` : 'a black card'}, so you may stand beside any pile. Sharing a pile changes what everyone there takes and sets aside; black-card players after you may still join.`,
  blackCard: (night: boolean, num: number) => `${night ? 'night' : 'day'} ${num}`,
  placeLabel: 'Piles to stand beside',
  pileName: (colour: string) => `${colour} pile`,
  placeEffect: (left: number, figures: number, take: number, aside: number) =>
    ` (${left} left, ${n(figures, 'figure', 'figures')} there): as things stand, take ${take}${aside > 0 ? `, set aside ${aside}` : ''}`,
  asideTitle: 'Set a disk aside.',
  asideText: (colour: string, others: number, takeDue: number, asideDue: number, took: number, short: boolean) =>
    `You stand at the ${lc(colour)} pile ${others === 0 ? 'alone' : `with ${n(others, 'other figure', 'other figures')}`}: each there takes ${takeDue} and sets aside ${asideDue}. You took ${n(took, `${lc(colour)} disk`, `${lc(colour)} disks`)}${short ? ' (the pile ran short)' : ''}.`,
  asideNow: 'Now put back {more} from the disks you collected earlier — not the ones just taken. Each goes back onto the pile of its colour.',
  moreDisks: (more: number) => n(more, 'more disk', 'more disks'),
  asideColour: 'Set a disk aside: choose its colour.',
  asideLabel: 'Colour to put back',
  putBack: (colour: string, can: number | null) => `Put back a ${lc(colour)} disk${can === null ? '' : ` (you may put back ${can})`}`,
  // The raiders.
  raidersTitle: 'Raiders and their disks',
  hiddenHint: "Hidden stash: each player's disks stay behind a screen until the end; only how many they hold is public.",
  you: 'you',
  winner: '★ winner',
  sitsOut: 'sits out the extra rounds',
  pickingNow: 'picking a card now',
  hasPicked: 'has picked',
  waitsPick: 'waits to pick',
  choosingCard: 'choosing a card to play',
  playedFaceDown: (card: string) => `has played ${card} face down`,
  playedACard: 'has played a card face down',
  choosingPileBlack: 'choosing a pile for the figure (black card)',
  figureAt: (colour: string) => `figure at the ${lc(colour)} pile`,
  waitsPile: 'waits to choose a pile (black card)',
  settingAside: 'setting disks aside',
  hasTaken: 'has taken and set aside',
  waitsTake: 'waits to take',
  hand: 'Hand',
  noCardsShort: 'no cards',
  cards: (count: number) => n(count, 'card', 'cards'),
  played: 'Played',
  playedRow: (card: string, pile: string | null, took: string | null) => `${card} → ${pile ? `${lc(pile)} pile` : 'no pile yet'}${took ? `; ${took}` : ''}`,
  disksRow: 'Disks',
  hiddenDisks: (count: number) => `${n(count, 'disk', 'disks')}, hidden behind the screen`,
  score: 'Score',
  scoreLine: (sets: number, loose: number) => `${n(sets, 'set', 'sets')} · ${n(loose, 'loose disk', 'loose disks')} · `,
  points: (points: number) => n(points, 'point', 'points'),
  afterTiebreak: (main: number) => ` (after the extra rounds; game score ${main})`,
};
