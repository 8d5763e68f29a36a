/**
 * A Grand Endeavor's text mode's own words in English, the source (docs/i18n.md): only text.ts reads them,
 * so they load with the text mode, not with the board (issue #49). `de.ts` fills the same keys, or tsc fails.
 */
import { plural } from '../../../../i18n/format';

const n = (count: number, one: string, other: string) => plural('en', count, { one: `# ${one}`, other: `# ${other}` });

export const words = {
  ageNow: 'Now',
  ageDay: (day: number) => `Day ${day}.`,
  ageTurn: (name: string, phase: string | null) => `${name}'s turn${phase ? `, ${phase} phase` : ''}.`,
  agePhase: (phase: string) => ({ Construction: 'construction', Draw: 'draw', Commit: 'commit' })[phase] ?? phase,
  ageHand: (count: number) => `Your hand: ${n(count, 'card', 'cards')}`,
  ageReceived: (cards: string) => `Traded to you, one to put back: ${cards}.`,
  ageFactions: 'The factions',
  ageFactionsCaption: 'Supplies, projects and Druids',
  ageFaction: 'Faction',
  ageFactionName: (name: string, colour: string) => `${name}, ${colour}`,
  ageInfluence: 'Influence',
  ageLintels: 'Lintels',
  ageBluestones: 'Bluestones',
  ageCards: 'Cards in hand',
  ageProject: 'Project',
  ageDruid: 'Druid',
  ageFaceDown: 'a face-down card',
  ageProjectWords: (card: string, site: string | null, pieces: number, flags: string) =>
    `${card}${site ? ` at ${site}` : ''}, ${n(pieces, 'piece', 'pieces')} built${flags ? `, ${flags}` : ''}`,
  ageCarved: 'carved',
  ageCapped: 'capped',
  ageProtected: 'just usurped',
  ageAtSite: (site: string) => `on ${site}`,
  ageAtAltar: 'before the altar stone',
  ageOffBoard: 'off the board',
  ageRemoved: 'removed from the game',
  ageReturning: 'moves back to a free trilithon space next turn',
  ageRitual: 'owes a ritual',
  ageMonument: 'The monument',
  ageTrack: (track: string) => ({ outerRing: 'Outer ring (lintels)', bluestones: 'Bluestone horseshoe', trilithons: 'Trilithon horseshoe' })[track] ?? track,
  ageTrackCaption: (track: string) => `${track}: spaces claimed or built`,
  ageSpace: 'Space',
  ageClaimed: 'Claimed by',
  ageBuilt: 'Built',
  ageNobody: 'nobody',
  ageBuiltBy: (name: string, colour: string | null, capDisk: boolean) =>
    `${colour === null ? 'neutral piece' : `${colour} piece`} of ${name}${capDisk ? ', cap disk' : ''}`,
  ageFree: (list: string) => `Free spaces: ${list}.`,
  ageAllTaken: 'No free space.',
  ageSupplies: 'Projects and supplies',
  ageAvailable: (list: string) => `Available projects: ${list}.`,
  ageEmptySlot: 'an empty slot',
  ageDeck: (count: number) => `Deck: ${n(count, 'card', 'cards')}.`,
  ageCommunity: (lintels: number, pieces: number) =>
    `Community supply: ${n(lintels, 'lintel', 'lintels')} and ${n(pieces, 'trilithon piece', 'trilithon pieces')}.`,
  ageInfluenceSupply: (count: number) => `Influence supply: ${count}.`,
  ageRemovedCards: (list: string) => `Out of the game: ${list}.`,
  ageScores: 'Reputation points so far',
  ageScoresCaption: 'Points per kind of building (count × points each)',
  ageCategory: (label: string, points: number) => `${label} (×${points})`,
  ageCount: (count: number, points: number) => `${count} → ${points}`,
  ageTotal: 'Total',
  ageGroup: (type: string) =>
    ({
      begin: 'Begin',
      defame: 'Defame a rival',
      claim: 'Claim a site',
      draw: 'Draw',
      take: 'Take an available project',
      commit: 'Commit to a project',
      usurp: 'Usurp a project',
      discard: 'Put a card back',
      withdraw: 'Withdraw',
    })[type] ?? type,
};
