/** Stonerush's rules page in English: the words of ../stonerush.tsx, in page order. */
import type { PageWords } from '../rules-page';

const words = {
  goal: [
    'All five druids run the same lap of the stone circle. You do not own a druid: you are dealt a secret trilithon card that says which colour you are cheering for. Everybody may move every druid, so the trick is to help your own without showing the others which one it is.',
    'The race stops the moment a druid reaches the last space. If it is the colour you hold in secret, you win.',
  ],
  components: [
    'The board at the start: all five druids wait on space 1 of the outer ring. Space 30, the finish, has a gold rim.',
    '**The board.** The race runs on the outer ring of 30 numbered spaces. Each space has a colour, shown by its letter (W, B, G, Y, R, or Bk for black). The colours of the spaces do not matter in this game.',
    '**Five druids**, one of each player colour. All five run even with three or four players.',
    "**42 number cards**: the day cards 1 to 30 and the night cards 1 to 12. A card's colour follows its number (1 white, 2 blue, 3 green, 4 yellow, 5 red, 6 black, then round again from 7). The number itself never matters, only the colour and whether the card is a day or a night card.",
    '**Five trilithon cards**, one per druid colour. Yours tells you, and only you, which druid you back.',
    'Number cards as the game shows them: a day card of each colour, then a night card. Black cards are the wild ones.',
    'The trilithon cards: ',
  ],
  setup: [
    'Stand all five druids on space 1.',
    'Shuffle the trilithon cards and give one face down to each player. Look at yours and keep it hidden. With fewer than five players, the spare ones stay face down and nobody learns their colours.',
    'Shuffle the 42 number cards, give everyone four, and put the rest face down as the draw pile.',
    'Pick the first player at random. Turns then go round the table in seat order.',
  ],
  turnIntro: ['Your turn has three parts: play cards, move one druid, then tidy your hand. The site asks you for two decisions: the play and the discard.'],
  play: [
    'Choose one or more cards from your hand. You cannot pass: at least one card has to go down.',
    'All the cards you choose must share one colour. Day and night cards of that colour may be mixed.',
    'Black cards are wild: add them to any colour you play.',
    'If you play only black cards, you say which druid they move.',
    'Which plays are allowed?',
    'From this hand you may play the yellow cards alone or together, the black 6 with either or both yellows, the black 6 with the green 9, the green 9 alone, or the black 6 alone for any druid. Yellow with green is not allowed.',
  ],
  move: [
    'The druid of the colour you played moves. Count one space forward for every day card and one space back for every night card; the numbers printed on the cards make no difference. A day and a night card together cancel out.',
    'If the druid ends its move on a space where another druid already stands, it slips one more space the same way. If that space is taken too, it keeps going until it finds an empty one. Space 1 is the exception: any number of druids may share it.',
    'One yellow day card: the yellow druid steps from space 4 to space 5.',
    'Before',
    'After',
    'Two red night cards: red goes back two spaces from 7 to 5. Yellow is already there, so red slips one further back, to 4.',
    'Before',
    'After',
    'A black day card with a green day card: green moves two spaces, from 1 to 3. A blue day card with a blue night card would move blue nowhere.',
    'Before',
    'After',
  ],
  discard: [
    'The cards you played go face up on the discard pile. Then look at what is left in your hand: you may keep at most two cards. Throw away the extra ones, and as many more as you like, onto the same pile. Finally draw from the draw pile until you hold four cards again.',
    'When the draw pile runs dry, shuffle the discard pile into a fresh draw pile and carry on drawing.',
    'Tidying up',
    'You played one card and still hold three. You must let go of at least one of them, and you may drop all three if none is any use to you. You then draw back up to four.',
  ],
  end: [
    'The race is over the instant any druid reaches the last space (on the outer ring, that is space 30), even in the middle of a move. A druid that would run past the last space stops on it. Everyone now turns up their trilithon card.',
  ],
  scoring: [
    'There are no points. The player whose trilithon card matches the druid on the finish space wins.',
    "With three or four players the finishing druid may belong to nobody. Then look at where each player's own druid stands: whoever backs the druid furthest along the track wins, and players level on that share the win.",
    'Worked example: nobody backs the winner',
    'Four players. Ann holds red, Bob blue, Cy green and Dee white; nobody holds yellow. Yellow reaches space 30. Red is on 22, blue and green are both on 25, white is on 18.',
    'The end of the race: yellow on 30, blue and green side by side on 25, red on 22, white on 18.',
    'Nobody backs yellow, so we compare the backed druids. Blue and green are furthest along, level on 25: Bob and Cy share the win. The result lists, for each player, the space their druid reached (Ann 22, Bob 25, Cy 25, Dee 18), but only to show how close it was.',
  ],
  trackOption: [
    'For a shorter game the druids race on the horseshoe of 20 bluestones inside the ring instead of the outer ring. They start on bluestone 1 and the race ends on bluestone 20. The horseshoe does not loop: it is a straight run from one end to the other. Every other rule stays the same.',
    'The bluestone track: the druids wait on bluestone 1 at the lower left end of the horseshoe; bluestone 20, at the lower right end, is the finish.',
  ],
  rulings: [
    '**Black cards on their own** are a legal play, and you choose which druid they move. Otherwise a hand of four black cards could not be played at all.',
    '**Add up first, then move.** Day and night cards are totalled before the druid moves, so a play that comes to nothing moves nobody and pushes nobody.',
    '**Slipping can repeat.** A druid keeps slipping past occupied spaces until it stops on a free one.',
    '**Space 1 is the start line.** Druids never go back past it, even though the ring is a circle, and it can hold everyone without anyone slipping.',
    '**Overshooting** the finish stops the druid on the finish, and so does slipping onto it: either way the race ends.',
    '**Nobody backs the finisher:** the player whose own druid is furthest along wins; ties share the win.',
    '**The discard pile is open.** Anyone may look through the played and thrown-away cards. Hands, the draw pile and the trilithon cards stay secret until the end.',
    '**Keeping cards:** with two or fewer cards left after playing you may keep them all or throw any away; with three you must throw away at least one. If your play emptied your hand, you are not asked at all.',
    '**Reshuffling** takes in everything on the discard pile, including the cards of the turn in progress.',
    '**The bluestone track** is a line of 20, not a loop, with the same movement rules.',
  ],
  content: [
    'A race, designed by Tom Van ’t veld',
    'Five druids race once round the stone circle. Each player secretly backs one of them, and every card you play pushes some druid on or back.',
    'The goal',
    'What you play with',
    'Setting up',
    'A turn, step by step',
    'Play cards of one colour',
    'Move that druid',
    'Discard and draw',
    'The end of the race',
    'Who wins',
  ],
} as const;

/** What every language writes for the page: these parts, each with as many texts (`PageWords`). */
export type Words = PageWords<typeof words>;

export default words;
