/**
 * A finished game's panel (web/src/game/result-panel.tsx): the winners, the scores, the links to
 * the replay and the record, a rematch. Loaded with that panel, which a game in play never shows.
 */
import { list, select } from '../format';

export const result = {
  gameOver: 'Game over',
  nobodyWon: 'Nobody won.',
  winners: (names: string[]) => `${list('en', names)} ${select('en', names.length, { one: 'wins', other: 'win' })}!`,
  scores: 'Scores',
  player: 'Player',
  score: 'Score',
  replayLink: 'Replay move by move',
  reviewLink: 'Bot review of every decision',
  archiveLink: 'Browse the archive',
  downloadRecord: 'Download the record',
  rematchFailed: 'The rematch could not be reached.',
  openRematch: 'Open the rematch',
  rematchOffered: 'A rematch has been offered: same ruleset, same options, the same players.',
  rematchAsk: 'Same players, same options?',
  oneMoment: 'One moment…',
  joinRematch: 'Join the rematch',
  offerRematch: 'Offer a rematch',
  rematchHow: 'The other players are told by mail (if they gave an address) and on this page; open seats close after a week.',
};
