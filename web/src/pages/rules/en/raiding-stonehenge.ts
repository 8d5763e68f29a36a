/** Raiding Stonehenge's rules page in English: the words of ../raiding-stonehenge.tsx, in page order. */
import type { PlayerColour } from '@engine/core/components';
import { colourName } from '../../../ui/colours';
import { cardWords } from '../../../rulesets/raiding-stonehenge/words';
import type { RaidingArtWords } from '../art/raiding-stonehenge';
import type { PageWords } from '../rules-page';

const words = {
  goal: [
    'You are a thief digging treasure out from under Stonehenge. The treasure is five kinds of disk, one per colour, and the dealers only pay for complete sets.',
    'At the end, each set of one disk in every colour scores 10 points and every disk left over costs you a point. The highest score wins. Each turn you choose a card to say where your figure goes; crowd the same pile as others and you get less, and may even have to give treasure back.',
  ],
  components: [
    "**The 60 number cards** (day and night 1 to 30); the trilithon cards are not used except in one variant. A card's colour follows its number: 1 white, 2 blue, 3 green, 4 yellow, 5 red, 6 black, then round again.",
    '**50 disks**, ten of each player colour, in five supply piles.',
    '**One figure per player**, and the grey figure that marks the start player.',
    'Cards as the game shows them: a coloured day card, a night card, and a black card, which lets its player go to any pile.',
    "The five kinds of disk, a player's figure and the grey start-player figure.",
    'Start player',
  ],
  setup: [
    'Make five supply piles, one per colour, of ten disks each.',
    'Shuffle the cards and deal each player five, face down, as their hand.',
    'Lay out five lines of face-up cards next to each other, with as many cards in each line as there are players. The card at the near end of a line is the one that can be taken.',
    'Choose a start player at random and give them the grey figure.',
    'Four players: five lines of four cards. The card marked “next” at the bottom of each line is the one a player may take.',
  ],
  turnIntro: ['Every turn has five steps. Only the first is taken in order round the table; everyone plays their card at the same time.'],
  pick: [
    'Starting with the start player and going clockwise, each player takes the bottom card of any line, so their hand grows from five cards to six. The rest of that line moves down. Several players may take from the same line. If only one line still has cards, the site takes from it for you.',
  ],
  playStep: [
    'Everyone chooses one card from their hand and puts it face down. When all have chosen, the cards turn over together. Played cards go to a face-up discard pile and are out of the game.',
  ],
  place: [
    'Figures go beside the supply piles in this order:',
    "Players who played a coloured card, highest number first. Each figure goes to the pile of its card's colour; there is no choice.",
    'Then players who played a black card (6, 12, 18, 24 or 30), highest first. Each chooses any pile, seeing where the others already stand.',
    'When two players played the same number (a day and a night card), the one sitting nearer the start player, going clockwise, goes first.',
    'Example: four players, Ann starts',
    'Ann ',
    'Bob ',
    'Cy ',
    'Dee ',
    "Coloured cards first: Bob's red 23, then Cy's blue 20, then Ann's red 17. Dee's black 24 comes last; she chooses the green pile, where nobody stands.",
    'Where the figures stand, numbered in the order they place and take.',
    'Supply piles and the figures beside them',
  ],
  take: [
    'In the same order, each player takes disks from the pile they stand at and then *sets aside* disks: puts disks from their earlier collection back on the supply piles, choosing the colours. The disks just taken cannot be put back. How many depends on how many figures share the pile:',
    'Disks taken and set aside by each player at a pile',
    'Figures at the pile',
    'Each takes',
    'Each sets aside',
    'The last row beats the others: if all players stand at one pile, nobody takes anything. A pile that runs short gives what it has, and a player with fewer disks than they owe puts back what they can. Disks put back are on the pile at once, so a later player there may take them.',
    'Example, continued',
    'Bob and Ann share the red pile, so each takes 2 red and puts back 1 disk from their collection. Cy is alone at blue and takes 1 blue; Dee is alone at green and takes 1 green. In order: Bob, Cy, Ann, Dee.',
  ],
  refill: [
    'Refill the lines from the deck, one card per short line at a time from left to right, until each line again holds one card per player; new cards go to the far end. Everyone takes their figure back, and the grey figure passes clockwise to the next player.',
  ],
  end: [
    'When a turn begins and no line has a card left to take, the game is over. If the lines hold fewer cards than there are players, the first players to pick get them, the rest play from the five cards they hold, and the game ends at the start of the next turn.',
  ],
  scoring: [
    'Sort your disks into sets, each set being one disk of every colour. Every set scores 10; every disk that is not in a set scores −1. The highest total wins.',
    'If several players share the top score, they compare the numbers of the cards left in their hands, highest first, then the next highest, and so on. Day and night do not matter here. Running out of cards first loses the comparison; identical hands share the win.',
    'Worked example',
    'Ann has ',
    ', ',
    ', ',
    ', ',
    ' and ',
    '.',
    'With a single red she completes one set: 10 points. Five disks are left over (one white, one blue, two green, one yellow): −5. Ann scores 5.',
    'Bob has exactly two of each colour: two sets and nothing left over, 20 points. Bob wins.',
  ],
  options: [
    'The grey figure no longer passes clockwise. Instead, whoever played the lowest number this turn, black cards included, starts the next turn. If two players tie for lowest, the one nearer the current start player, going clockwise, starts.',
    'At setup, two trilithon cards are drawn and placed face up for everyone to see. The first names a bonus colour, the second a penalty colour. At the end, sets still score 10, but disks outside sets change: each loose disk of the bonus colour scores +1, each loose disk of the penalty colour −1, and loose disks of other colours score nothing.',
    'Example',
    'Bonus ',
    ', penalty ',
    '. A player with one set, two loose ',
    ' disks and one loose ',
    ' disk scores 10 + 2 − 1 = 11.',
    'Every number in the take and set-aside table is multiplied by 2 (x2) or 3 (x3), including the row for all players at one pile. Two players sharing a pile with x2 each take 4 and put back 2; a player alone with x3 takes 3.',
    'Players tied for the win play four more rounds on their own, using only the cards in their hands: no picking and no refilling, just play, reveal, place, take and set aside with the supply as it is. “Everyone at one pile” now means all the tied players. These rounds only decide between the tied players. If they are still level afterwards, the highest card left in hand wins, and a day card beats the night card of the same number.',
    'For four players: play with four colours only. One colour, drawn at random and shown to everyone, leaves the game with its ten disks and its coloured cards (the black cards stay), leaving a deck of 50 cards. There are still five lines. A set is then one disk of each of the four colours in play. This option cannot be used with five players.',
    'Needed to play with two or three players, and only allowed then. It plays with three colours (as reduced colours), the low card starts, and the accelerator at x2, whatever the other options say. Choosing the x3 accelerator with it is refused.',
    "Each player's collected disks stay secret until the game ends, as if kept behind a screen. Everyone still sees the supply piles, where each figure stood and so what it took, and how many disks each player holds and puts back; only the colours a player holds and puts back, and their score, are hidden.",
  ],
  rulings: [
    '**Starting hands.** Everyone is dealt five cards at setup, so that picking makes six.',
    '**Forced moves are made for you:** a pick when only one line has cards, a set-aside when you have no real choice of colour, a last card in the extra rounds. Black-card players always choose.',
    '**Refilling** goes in passes: one card to every short line, left to right, until all are full or the deck is empty.',
    '**Order across piles.** Players take and set aside one at a time in placing order, which keeps each pile in the order the rules ask for.',
    '**Four at a pile** take 1 and put back 2, as printed, even though it breaks the pattern. “Every player” at one pile overrides the other rows whatever the player count.',
    '**Setting aside** returns disks from your own earlier collection to the supply, one disk per choice. Older disks of the colour you just took may go back; the new ones may not. An empty supply pile still accepts disks.',
    '**Ties for the win** are broken by the cards left in hand, highest first, ignoring day and night; identical hands share the win.',
    '**Low card starts** counts black cards too.',
    '**+1/−1 colours** are drawn among the colours in play and are public from the start.',
    '**Reduced colours** is for four players only (three players get it through the 2–3 player variant).',
    '**2–3 players** turns on three colours, low card starts and x2; also ticking those options changes nothing, but x3 is refused.',
    "**Extended tiebreaker.** Only the tied players take part. The first extra round is started by the start player if tied, otherwise by the nearest tied player clockwise. The game's scores are reported as they stood; the extra rounds' scores are shown separately.",
    '**Hidden stash** hides only what a careful player could not see at a real table either.',
    '**Accelerator** multiplies every row, the all-players row included.',
  ],
  content: [
    'A guessing game, designed by Rich Hutnik',
    'Thieves raid the enchanted treasure buried under Stonehenge. Everyone picks a card, everyone reveals at once, and the crowd at each pile decides who gets treasure and who has to give some back.',
    'The goal',
    'What you play with',
    'Setting up',
    'A turn, step by step',
    'Pick a card from the lines',
    'Play a card face down',
    'Place the figures',
    'Take and set aside disks',
    'Refill and pass the start',
    'The end of the game',
    'Scoring',
  ],
  art: {
    lines: 'Five lines of face-up cards, left to right',
    line: (n) => `Line ${n}`,
    next: 'next',
    canTake: (id) => `can be taken now: ${cardWords(id)}`,
    nobody: 'nobody',
    colour: colourName,
  } satisfies RaidingArtWords,
  everyone: 'every player in the game',
  alone: '1 (alone)',
  looseColour: (colour: PlayerColour) => colour,
  reducedCaption: (removed: string[]) => `A four-player game with reduced colours: ${removed.join(' and ')} left the game.`,
} as const;

/** What every language writes for the page: these parts, each with as many texts (`PageWords`). */
export type Words = PageWords<typeof words>;

export default words;
