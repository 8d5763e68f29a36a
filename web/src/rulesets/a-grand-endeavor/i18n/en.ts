/** This board's words in English, the source (docs/i18n.md): `de.ts` fills the same keys, or tsc fails. */

import { plural } from '../../../i18n/format';

const lc = (s: string) => s.toLowerCase();
const cards = (n: number) => plural('en', n, { one: '# card', other: '# cards' });

export const words = {
  /**
   * The one-line pitch: in English the meta's (the only place it is written), given by the caller,
   * so the board's words need not load the rulesets' metas (issue #34).
   */
  pitch: (metaPitch: string) => metaPitch,
  /** "Day 7 (white)", "Night 12 (black)", "Red trilithon". */
  numberCard: (night: boolean, num: number, colour: string) => `${night ? 'Night' : 'Day'} ${num} (${lc(colour)})`,
  trilithonCard: (colour: string) => `${colour} trilithon`,
  outerSpace: (space: number, colour: string) => `outer space ${space} (${lc(colour)})`,
  bluestoneSpace: (space: number) => `bluestone space ${space}`,
  trilithonSpace: (space: number) => `trilithon space T${space}`,
  seat: (seat: number) => `Seat ${seat}`,
  // A move as the confirm bar asks about it.
  aBegin: "Begin the day's work",
  aDefame: (name: string) => `Defame ${name} (costs 1 influence)`,
  aClaim: (site: string) => `Claim ${site}`,
  aDraw: 'Draw the top card of the deck',
  aTake: (card: string) => `Take the available project ${card}`,
  aCommit: (card: string) => `Commit to ${card}`,
  aUsurp: (name: string, cards: string) => `Usurp ${name}'s project, giving ${cards}`,
  aDiscard: (card: string) => `Put ${card} under the deck`,
  aWithdraw: 'Withdraw until the scoring (your hand goes under the deck)',
  // The board's panels.
  confirmLabel: 'Confirm your move',
  yourMoveLabel: 'Your move:',
  confirm: 'Confirm',
  chooseAgain: 'Choose again',
  monumentTitle: 'The monument',
  legendSummary: 'How to read the board',
  deckTitle: (atEnd: boolean) => (atEnd ? 'Revealed: the deck at the end' : 'Revealed: the deck'),
  theDeck: 'The deck',
  deckTopFirst: (n: number) => `${cards(n)}, top first.`,
  // Cards.
  trilithon: 'Trilithon',
  day: 'Day',
  night: 'Night',
  faceDownCard: 'Face-down card',
  faceDownProject: 'Face-down project',
  cardsInHand: (n: number) => plural('en', n, { one: '# card in hand', other: '# cards in hand' }),
  // Your hand.
  handTitle: 'Your hand',
  handLine: (n: number, possession: number | null, limit: number) =>
    `${cards(n)} in hand${
      possession === null
        ? ''
        : possession > limit
          ? `; ${possession} cards in your possession, over the limit of ${limit} until you give one up`
          : `; ${possession} of the ${limit} cards you may hold, project included`
    }. Only you see these.`,
  clickCard: 'Click a card to choose it.',
  noCards: 'No cards in hand.',
  handList: 'Cards in your hand',
  received: 'received',
  // Scores.
  category: (key: string, bluestoneRun: number, lintelRun: number) =>
    ({
      trilithons: 'Trilithons',
      trilithonPairs: 'Adjacent trilithon pairs',
      bluestones: 'Bluestones',
      bluestonePairs: 'Adjacent bluestone pairs',
      bluestoneRuns: `Runs of ${bluestoneRun}+ bluestones`,
      lintels: 'Lintels',
      lintelPairs: 'Adjacent lintel pairs',
      lintelRuns: `Runs of ${lintelRun}+ lintels`,
    })[key] ?? key,
  scoresTitle: (finished: boolean) => (finished ? 'Reputation points' : 'Reputation points so far'),
  scoreTable: 'Score table',
  built: 'Built',
  pointsWord: 'points',
  total: 'Total',
  // The phase panel and the supplies.
  buildingOver: 'The building is over',
  dayTurn: (day: number, name: string) => `Day ${day}: ${name}'s turn`,
  phasesLabel: 'The three phases of a turn',
  phaseConstruction: 'Construction',
  phaseDraw: 'Draw',
  phaseCommit: 'Commit',
  now: '(now)',
  // What the turn is waiting for (the view's step), with the phase it belongs to.
  promptStart: (who: string) => `${who} starts their turn: spend influence to defame someone, or begin the day's work.`,
  promptReturn: (who: string) => `${who} is back from the ritual and moves their Druid to a free trilithon space.`,
  promptClaimTurnUp: (who: string) => `Construction phase: ${who} turned their project face up and claims a construction site.`,
  promptClaimUsurp: (who: string) => `Commit phase: ${who} claims a trilithon space for the usurped project.`,
  promptClaimCommit: (who: string) => `Commit phase: ${who} claims a construction site for the new project.`,
  promptDraw: (who: string) => `Draw phase: ${who} draws up to 3 cards, from the available projects or the deck.`,
  promptCommit: (who: string) => `Commit phase: ${who} commits to a project from hand, or usurps a trilithon project.`,
  promptStranded: (who: string) =>
    `Commit phase: ${who} can commit to no project. They may spend influence to defame someone first (it may free a site), or withdraw until the scoring.`,
  promptUsurpDiscard: (victim: string, usurper: string) => `${victim} received two cards from ${usurper} and puts one of them under the deck.`,
  promptOverComplete: 'The monument is complete. Final scores.',
  promptOverRemoved: 'No one could go on. Final scores.',
  startHint: "Start of the turn, before construction: the only moment to defame before the day's work.",
  usurpHint: (usurper: string, victim: string) => `${usurper} is usurping ${victim}'s trilithon project; ${victim} decides which traded card to give up.`,
  supplyTitle: 'Available projects and supplies',
  supplyList: 'Available projects and the deck',
  takenSlot: 'Taken: refilled at the end of this Draw phase',
  emptySlot: 'Empty slot',
  deckLabel: (n: number) => `The deck: ${cards(n)}`,
  deckCount: (n: number) => `Deck: ${n}`,
  communityPile: 'Community pile',
  community: (lintels: number, pieces: number) =>
    `${plural('en', lintels, { one: '# neutral lintel', other: '# neutral lintels' })}, ${plural('en', pieces, { one: '# trilithon piece', other: '# trilithon pieces' })}`,
  neutralColour: 'Neutral colour',
  neutralNobody: 'nobody yet (the first to build from the community pile owns it)',
  neutralOwner: (name: string) => `owned by ${name}`,
  influenceSupply: 'Influence supply',
  disksLeft: (n: number) => plural('en', n, { one: '# disk left', other: '# disks left' }),
  outOfGame: 'Out of the game',
  outCards: (n: number) => `${cards(n)} (built projects and cards with no site)`,
  // The monument.
  builtLintel: (site: string, name: string, colour: string) => `${site}: a lintel built by ${name} (${lc(colour)})`,
  builtNeutral: (site: string, name: string, colour: string) => `${site}: a neutral lintel built by ${name} (${lc(colour)})`,
  builtBluestone: (site: string, name: string, colour: string) => `${site}: a bluestone built by ${name} (${lc(colour)})`,
  builtTrilithon: (site: string, name: string, colour: string) => `${site}: a trilithon built by ${name} (${lc(colour)})`,
  spaceClaimed: (site: string, name: string) => `${site}: claimed by ${name}'s Druid`,
  spaceFree: (site: string) => `${site}: free`,
  monumentSummary: (lintels: number, bluestones: number, trilithons: number, claims: number, last: string | null) =>
    `The monument: ${lintels} of 30 lintels, ${bluestones} of 20 bluestones and ${trilithons} of 5 trilithons built.` +
    (claims ? ` ${plural('en', claims, { one: '# site you may claim is a button', other: '# sites you may claim are buttons' })}.` : '') +
    (last ? ` Last move, ringed: ${last}.` : ''),
  druidOn: (name: string, site: string) => `${name}'s Druid on ${site}`,
  druidAtAltar: (name: string) => `${name}'s Druid before the altar stone`,
  altarStone: 'Altar stone',
  legendRing: 'Circles round the edge: the 30 outer spaces, with their number and colour letter.',
  legendLintels: "Bars just inside: lintels built, marked with the builder's letter (N: a neutral lintel from the community pile).",
  legendBlue: 'Squares: the 20 bluestone spaces; a lettered disk on one is a built bluestone.',
  legendTri: "T1–T5: the trilithon spaces; a built trilithon carries its owner's letter on the capstone.",
  legendDruids: 'Arched figures: Druids, on the site they claimed or before the altar stone.',
  legendClaim: 'Sites with a dashed ring are ones you may claim now: click or press Enter on one.',
  // The construction yards.
  yardsTitle: 'Construction yards',
  yardLabel: (name: string) => `${name}'s construction yard`,
  tagYou: 'you',
  tagToMove: 'to move',
  tagNeutral: 'owns neutral',
  tagRitual: 'ritual next turn',
  tagRemoved: 'out until scoring',
  lintels: 'Lintels',
  bluestones: 'Bluestones',
  influence: 'Influence',
  hand: 'Hand',
  druid: 'Druid',
  handCards: (n: number) => cards(n),
  leftOf: (n: number, of: number) => `${n} left of ${of}`,
  score: (over: boolean) => (over ? 'Score' : 'Score now'),
  points: (n: number) => plural('en', n, { one: '# point', other: '# points' }),
  druidOnSite: (site: string) => `on ${site}`,
  druidAltar: 'before the altar stone',
  druidYard: 'in the yard (no site claimed)',
  noProject: 'No project',
  carvedTitle: 'Carved bluestone on the card',
  projectTitle: (card: string) => `Project: ${card}`,
  projectMine: (card: string) => `Project: ${card} (face down, only you see it)`,
  projectRevealed: (card: string) => `Project: ${card} (face down, revealed at the end)`,
  projectFaceDown: 'Project: a face-down card',
  projectNone: 'Project: none',
  pStillDown: 'Still face down when the building ended.',
  pTurnsUp: (mine: boolean) => (mine ? 'Face down: it turns up at your next turn.' : 'Face down: it turns up at their next turn.'),
  pSite: (site: string) => `Site: ${site}.`,
  pNoSiteAltar: 'No site: the Druid waits before the altar stone.',
  pChoosing: 'Choosing a trilithon space now.',
  pCarved: 'A bluestone is carved and waits on the card.',
  pCapped: (disk: boolean) =>
    disk ? 'All 3 pieces; claimed with a bluestone on the capstone.' : 'All 3 pieces; claimed (no bluestone left for the capstone).',
  pPieces: (n: number) => `Trilithon pieces: ${n} of 3.`,
  pProtected: (safe: boolean) => (safe ? 'Just usurped: safe from usurping until worked for a day.' : 'Not yet claimed: others may usurp it.'),
  held: (atEnd: boolean, cardList: string | null) => `${atEnd ? 'Held at the end' : 'Held now'}: ${cardList ?? 'no cards'}.`,
  // Your move.
  movesTitle: 'Your move',
  gDiscard: 'Put one traded card under the deck',
  gDiscardExplain: (usurper: string) =>
    `${usurper} took your trilithon project and gave you two cards. You may hold only three: choose which one goes to the bottom of the deck; you keep the other.`,
  gClaim: (back: boolean) => (back ? 'Return to a trilithon space' : 'Claim a construction site'),
  track: (track: string) => ({ outerRing: 'Outer ring (a lintel)', bluestones: 'Bluestone horseshoe', trilithons: 'Trilithon spaces' })[track] ?? track,
  spaceButton: (n: number) => `Space ${n}`,
  bluestoneButton: (n: number) => `Bluestone ${n}`,
  claimReturn: 'Your ritual is done. Move your Druid from the altar stone to a free trilithon space to carry on with your trilithon project.',
  claimTurnUp: (project: string | null) =>
    `Your project${project ? `, ${project},` : ''} has turned face up: put your Druid on a construction site. A number card takes a free space of its colour, or a free bluestone space once its own number is built.`,
  claimUsurp: (project: string | null) => `The project you took${project ? `, ${project},` : ''} needs a site: choose a free trilithon space.`,
  claimNew: (project: string | null) =>
    `Your new project${project ? `, ${project},` : ''} is face up: put your Druid on a construction site for it (here, or on the board).`,
  noteTrilithon: 'face up; claim a trilithon space now',
  noteUp: 'face up; claim a site now',
  noteDown: 'face down; it turns up at your next turn',
  gDraw: 'Draw a card',
  drawForced: 'A trilithon project lies among the available projects: the rules make you take it.',
  drawExplain: (n: number) => `Draw up to three cards in all (your project counts): ${cards(n)} to go. Take an available project or the top card of the deck.`,
  drawButton: (n: number) => `Draw the top card of the deck (${cards(n)} left)`,
  gCommit: 'Commit to a project',
  commitTrilithon: 'You hold a trilithon card, so you must commit to it: it goes face up and claims a trilithon space.',
  commitExplain:
    'Play one card from your hand into your construction yard. A day card lies face down and turns up next turn; a night card goes face up and claims its site now.',
  commitButton: (card: string, note: string) => `Commit ${card} — ${note}`,
  gUsurp: (name: string, project: string | null) => (project ? `Usurp ${name}'s project ${project}` : `Usurp ${name}'s trilithon project`),
  usurpExplain: (name: string, colour: string) =>
    `Give ${name} two cards, each of the trilithon's colour or of ${name}'s colour (${lc(colour)}), and take over the project with its pieces and site.`,
  usurpButton: (a: string, b: string) => `Give ${a} and ${b}`,
  gBegin: 'Start your turn',
  beginExplain: "You hold influence. Spend one to defame another faction first, or just begin the day's work (construction, then drawing).",
  gStranded: 'No project you can commit to',
  strandedExplain:
    'None of your cards has a free site. Defaming a faction (below) sends its Druid to the altar and may free a site for you; otherwise you withdraw until the scoring, and your hand goes under the deck.',
  withdrawButton: 'Withdraw until the scoring',
  gDefame: 'Defame a faction (optional)',
  defameExplain: (influence: number) =>
    `Costs 1 influence (you have ${influence}). The defamed faction loses a numbered project to the bottom of the deck, its Druid goes before the altar stone, and it spends its next turn on a ritual. A trilithon project is kept.`,
  defameButton: (name: string) => `Defame ${name}`,
  defameLabel: (name: string, colour: string) => `Defame ${name} (${lc(colour)})`,
};
