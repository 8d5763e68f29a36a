/**
 * A seat changing hands in a game under way (issue #31): the table's vote on an absent player, a
 * bot standing in, a seat given to someone new and the page that claims it. Loaded with the absent
 * panel (web/src/game/table-panel.tsx) and the claim page, which few games ever show.
 */
import { plural } from '../format';

export const seats = {
  absentTitle: (name: string) => `${name} ran out of time`,
  absentSince: (when: string) =>
    `Their time ran out ${when}. What should the table do? The choice most of you make decides; a tie waits, and after a day the votes cast decide.`,
  absentWait: 'Wait one more period',
  absentBot: 'Let a bot play for them until they return',
  absentReplace: 'Give the seat to someone new',
  absentEnd: 'End the game',
  absentYourVote: (choice: string) => `Your vote: ${choice}.`,
  absentVotes: (n: number) => plural('en', n, { one: '# vote so far.', other: '# votes so far.' }),
  absentYou: 'Your time ran out: the others are choosing what happens. Make your move to stay in the game.',
  standInYou: 'A bot is playing your seat while you were away.',
  standInBack: 'Take my seat back',
  replacingTitle: 'A seat for someone new',
  replacingText: (name: string) => `Send this link to the person who takes ${name}'s seat; a bot plays it until they do.`,
  claimTitle: 'Take a seat in a game under way',
  claimText: 'The players of this game gave this seat to someone new. Choose the name the others will see.',
  claimName: 'Your name',
  claimButton: 'Take the seat',
  claimBad: 'This seat link is not complete. Ask the player who sent it for the whole link.',
  // Issue #45 item 5: the claim page as a join page (the game, its ruleset and players, a styled form).
  claimLead: '{title} is under way ({rules}). The table gave the seat of {name} to someone new: you, if you take it.',
  claimSeatOf: (name: string, seat: number) => `${name}'s seat (seat ${seat}): a bot keeps it until you take it`,
  claimOver: 'This game has ended, so its seat can no longer be taken.',
  claimTaking: 'Taking the seat…',
  claimLinkLabel: 'The seat link to send',
};
