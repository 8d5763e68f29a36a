/** The post-game review on the replay page (web/src/review/, docs/review.md). */
import { number, plural } from '../format';

const pct = (n: number) => number('en', n, { maximumFractionDigits: 1 });
const pts = (n: number) => number('en', n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const duration = (seconds: number) =>
  seconds < 90
    ? plural('en', Math.max(1, Math.round(seconds)), { one: '# second', other: '# seconds' })
    : plural('en', Math.round(seconds / 60), { one: '# minute', other: '# minutes' });

export const review = {
  title: 'Bot review',
  intro:
    'The good bot looks at every decision of every player from what that player could see then (hidden cards are guessed, never read), plays the game out many times, and marks what each choice cost in expected placement.',
  setting: 'How thorough',
  quick: 'Quick',
  deep: 'Deep',
  settingHelp: (samples: number, rollouts: number) =>
    `${plural('en', samples, { one: '# guess', other: '# guesses' })} at the hidden cards × ${plural('en', rollouts, { one: '# playout', other: '# playouts' })} per decision`,
  estimating: 'timing this device…',
  about: (seconds: number) => `about ${duration(seconds)}`,
  start: 'Review the game',
  startAgain: (setting: string) => `Review again: ${setting}`,
  running: (setting: string) => `Reviewing (${setting})…`,
  progress: (done: number) => `${pct(done)} % done`,
  cancel: 'Cancel review',
  cancelled: 'The review was cancelled. Nothing was kept.',
  failed: (why: string) => `The review stopped: ${why}`,
  noWorker: 'This browser cannot run the review in the background (no Web Workers).',
  cached: 'Kept on this device from an earlier review.',
  summary: 'Players',
  player: 'Player',
  accuracy: 'Accuracy',
  accuracyValue: (n: number) => `${pct(n)} %`,
  accuracyOf: (judged: number) => plural('en', judged, { one: 'of # judged decision', other: 'of # judged decisions' }),
  noneJudged: 'none judged',
  decisions: 'Decisions',
  costliest: 'Costliest decisions',
  none: 'none',
  moveButton: (move: number, loss: number) => `Move ${move} (−${pts(loss)})`,
  error: (error: number, setting: string) =>
    `Sampling error: each mark's loss is known to about ±${pts(error)} placement points (two standard errors: a decision's own spread, or the spread pooled over the game when that is larger; mean over the choices that differ from the bot's; ${setting} setting). A mark near a threshold may change with another run.`,
  thresholds: (a: number, b: number, c: number) =>
    `Marks by expected loss in placement points: inaccuracy from ${pts(a)}, mistake from ${pts(b)}, blunder from ${pts(c)}.`,
  markBest: 'best',
  markGood: 'good',
  markInaccuracy: 'inaccuracy',
  markMistake: 'mistake',
  markBlunder: 'blunder',
  markUnclear: 'uncertain',
  unclearQuick: 'run Deep to tell',
  unclearDeep: 'within the sampling error',
  unclearRule:
    'A choice is called an inaccuracy, a mistake or a blunder only when its whole interval lies above zero; otherwise it is "uncertain", and the accuracy is over the other decisions.',
  resultTitle: (setting: string) => `The review's result (${setting})`,
  moves: 'Moves with marks',
  moveLine: (move: number, name: string) => `${move}. ${name}:`,
  notDecision: 'no choice',
  chart: 'Expected placement over the game (smoothed)',
  chartLabel: (names: string) =>
    `Line chart of each player's expected placement points (1 first, 0 last) after each decision, each point the mean over a stretch of decisions around it: ${names}. The table below gives the same figures.`,
  chartTable: 'The chart as a table',
  afterMove: 'After move',
  nextMove: (move: number, name: string) => `Move ${move}: ${name} played`,
  botWould: 'The bot would have played',
  botAgrees: 'The bot would have played the same.',
  worth: (played: number, bot: number, error: number) =>
    `Expected placement points: ${pts(played)} for the move played, ${pts(bot)} for the bot's (±${pts(2 * error)}).`,
  showBotOnBoard: "Show the bot's choice on the board",
  botOnBoard: (move: number, name: string) => `The board shows the position after the bot's choice for move ${move} (${name}), not the move played:`,
  botChoiceLabel: "The bot's choice:",
  hindsight: (name: string) =>
    `Hindsight: the board shows the bot's choice with the cards that actually came and every hidden card, which ${name} could not see then. The bot chose only from what ${name} could see.`,
  noDecisionHere: 'The next move was no choice (only one was legal), or the review has not reached it.',
};
