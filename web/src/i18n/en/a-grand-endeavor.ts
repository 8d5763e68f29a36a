/** The board of a-grand-endeavor (web/src/rulesets/a-grand-endeavor/), loaded with its chunk. */

const lc = (s: string) => s.toLowerCase();

export const aGrandEndeavor = {
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
};
