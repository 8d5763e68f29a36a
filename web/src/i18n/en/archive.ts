/** The archive of finished games and the games live now (/archive, its own chunk). */
import { plural } from '../format';

export const archive = {
  archiveTitle: 'Archive of finished games',
  archivePageTitle: 'Archive — Stonehenge',
  playerName: 'Player name',
  filter: 'Filter',
  liveNow: 'Live now',
  movesSoFar: (n: number) => plural('en', n, { one: '# move so far', other: '# moves so far' }),
  waitingFor: (names: string) => `waiting for ${names}`,
  wonBy: 'Won by {names}',
  resigned: (names: string, _n: number) => `${names} resigned`,
  forfeited: (names: string, _n: number) => `${names} lost on time`,
  noWinner: 'No winner',
  moves: (n: number) => plural('en', n, { one: '# move', other: '# moves' }),
  seat: (n: number) => `Seat ${n}`,
  replay: 'Replay',
  downloadRecord: 'Download the record',
  archiveNone: 'No finished games here yet.',
  more: 'More',
  /** `?tournament=`: the archive shows one tournament's games; `{name}` links it. */
  ofTournament: 'The games of {name}.',
  allGames: 'Show every game',
};
