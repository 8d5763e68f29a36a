/** The lists: open games, the archive, live games, the stats page; the open list's filters. */
import { plural } from '../format';

export const lists = {
  // /open
  openTitle: 'Open games',
  openLead:
    'These games are waiting for players, and their hosts let anyone join. Pick one, type your name, and you have a seat. An open game nobody fills closes after a week. You can also {start} and tick "Anyone may join".',
  openStart: 'start one yourself',
  openFailed: 'The open games could not be loaded.',
  openNone: 'No open games right now.',
  openMore: 'More open games',
  hostedBy: '{title}, hosted by {host}',
  rated: 'rated',
  seatsFree: (free: number, of: number) => plural('en', of, { one: `${free} of # seat free`, other: `${free} of # seats free` }),
  opened: (ago: string) => `opened ${ago}`,
  justNow: 'just now',
  joinGame: 'Join this game',
  ruleset: 'Ruleset',
  allRulesets: 'All rulesets',
  // filters
  filters: 'Filters',
  kind: 'Kind',
  ratedAndCasual: 'Rated and casual',
  ratedOnly: 'Rated only',
  casualOnly: 'Casual only',
  timeToMove: 'Time to move',
  anyTime: 'Any',
  atMostDay: 'At most a day',
  atMost3Days: 'At most 3 days',
  atMostWeek: 'At most a week',
  noDeadline: 'No deadline',
  hostRatingFrom: 'Host rating from',
  ratingTo: 'to',
};
