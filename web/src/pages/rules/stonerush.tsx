/** Stonerush, explained: the race, a turn with its moves drawn on the ring, the end, the variant, our rulings. */
import { PLAYER_COLOURS } from '@engine/core/components';
import { optionsMeta } from '@engine/stonerush/model';
import { Swatch } from '../../ui/swatch';
import { StoneCircle } from '../../rulesets/stonerush/stone-circle';
import { Cards, RingCrop, board } from './art/stonerush';
import { Diagram, Example, Frames, type RulesContent, optionsSection, rulingsSection } from './rules-page';

const goal = (
  <>
    <p>
      All five druids run the same lap of the stone circle. You do not own a druid: you are dealt a secret trilithon card that says which colour you are
      cheering for. Everybody may move every druid, so the trick is to help your own without showing the others which one it is.
    </p>
    <p>The race stops the moment a druid reaches the last space. If it is the colour you hold in secret, you win.</p>
  </>
);

const components = (
  <>
    <Diagram caption="The board at the start: all five druids wait on space 1 of the outer ring. Space 30, the finish, has a gold rim.">
      <div class="rules-board">
        <StoneCircle view={board({})} />
      </div>
    </Diagram>
    <ul>
      <li>
        <strong>The board.</strong> The race runs on the outer ring of 30 numbered spaces. Each space has a colour, shown by its letter (W, B, G, Y, R, or Bk
        for black). The colours of the spaces do not matter in this game.
      </li>
      <li>
        <strong>Five druids</strong>, one of each player colour. All five run even with three or four players.
      </li>
      <li>
        <strong>42 number cards</strong>: the day cards 1 to 30 and the night cards 1 to 12. A card's colour follows its number (1 white, 2 blue, 3 green, 4
        yellow, 5 red, 6 black, then round again from 7). The number itself never matters, only the colour and whether the card is a day or a night card.
      </li>
      <li>
        <strong>Five trilithon cards</strong>, one per druid colour. Yours tells you, and only you, which druid you back.
      </li>
    </ul>
    <Diagram caption="Number cards as the game shows them: a day card of each colour, then a night card. Black cards are the wild ones.">
      <Cards ids={['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'N11']} />
    </Diagram>
    <p class="rules-swatches">
      The trilithon cards:{' '}
      {PLAYER_COLOURS.map((c) => (
        <Swatch key={c} colour={c} />
      ))}
    </p>
  </>
);

const setup = (
  <ol>
    <li>Stand all five druids on space 1.</li>
    <li>
      Shuffle the trilithon cards and give one face down to each player. Look at yours and keep it hidden. With fewer than five players, the spare ones stay
      face down and nobody learns their colours.
    </li>
    <li>Shuffle the 42 number cards, give everyone four, and put the rest face down as the draw pile.</li>
    <li>Pick the first player at random. Turns then go round the table in seat order.</li>
  </ol>
);

const turnIntro = (
  <p>Your turn has three parts: play cards, move one druid, then tidy your hand. The site asks you for two decisions: the play and the discard.</p>
);

const play = (
  <>
    <p>Choose one or more cards from your hand. You cannot pass: at least one card has to go down.</p>
    <ul>
      <li>All the cards you choose must share one colour. Day and night cards of that colour may be mixed.</li>
      <li>Black cards are wild: add them to any colour you play.</li>
      <li>If you play only black cards, you say which druid they move.</li>
    </ul>
    <Example title="Which plays are allowed?">
      <Cards ids={['D04', 'N10', 'D06', 'D09']} />
      <p>
        From this hand you may play the yellow cards alone or together, the black 6 with either or both yellows, the black 6 with the green 9, the green 9
        alone, or the black 6 alone for any druid. Yellow with green is not allowed.
      </p>
    </Example>
  </>
);

const move = (
  <>
    <p>
      The druid of the colour you played moves. Count one space forward for every day card and one space back for every night card; the numbers printed on the
      cards make no difference. A day and a night card together cancel out.
    </p>
    <p>
      If the druid ends its move on a space where another druid already stands, it slips one more space the same way. If that space is taken too, it keeps going
      until it finds an empty one. Space 1 is the exception: any number of druids may share it.
    </p>
    <Diagram caption="One yellow day card: the yellow druid steps from space 4 to space 5.">
      <Cards ids={['D04']} />
      <Frames
        frames={[
          { label: 'Before', art: <RingCrop positions={{ yellow: 4, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
          { label: 'After', art: <RingCrop positions={{ yellow: 5, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
        ]}
      />
    </Diagram>
    <Diagram caption="Two red night cards: red goes back two spaces from 7 to 5. Yellow is already there, so red slips one further back, to 4.">
      <Cards ids={['N05', 'N11']} />
      <Frames
        frames={[
          { label: 'Before', art: <RingCrop positions={{ yellow: 5, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
          { label: 'After', art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
        ]}
      />
    </Diagram>
    <Diagram caption="A black day card with a green day card: green moves two spaces, from 1 to 3. A blue day card with a blue night card would move blue nowhere.">
      <Cards ids={['D06', 'D09']} />
      <Frames
        frames={[
          { label: 'Before', art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
          { label: 'After', art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 3, white: 1 }} from={1} to={7} /> },
        ]}
      />
    </Diagram>
  </>
);

const discard = (
  <>
    <p>
      The cards you played go face up on the discard pile. Then look at what is left in your hand: you may keep at most two cards. Throw away the extra ones,
      and as many more as you like, onto the same pile. Finally draw from the draw pile until you hold four cards again.
    </p>
    <p>When the draw pile runs dry, shuffle the discard pile into a fresh draw pile and carry on drawing.</p>
    <Example title="Tidying up">
      <p>
        You played one card and still hold three. You must let go of at least one of them, and you may drop all three if none is any use to you. You then draw
        back up to four.
      </p>
    </Example>
  </>
);

const end = (
  <>
    <p>
      The race is over the instant any druid reaches the last space (on the outer ring, that is space 30), even in the middle of a move. A druid that would run
      past the last space stops on it. Everyone now turns up their trilithon card.
    </p>
  </>
);

const scoring = (
  <>
    <p>There are no points. The player whose trilithon card matches the druid on the finish space wins.</p>
    <p>
      With three or four players the finishing druid may belong to nobody. Then look at where each player's own druid stands: whoever backs the druid furthest
      along the track wins, and players level on that share the win.
    </p>
    <Example title="Worked example: nobody backs the winner">
      <p>
        Four players. Ann holds red, Bob blue, Cy green and Dee white; nobody holds yellow. Yellow reaches space 30. Red is on 22, blue and green are both on
        25, white is on 18.
      </p>
      <Diagram caption="The end of the race: yellow on 30, blue and green side by side on 25, red on 22, white on 18.">
        <div class="rules-board">
          <StoneCircle view={board({ yellow: 30, red: 22, blue: 25, green: 25, white: 18 })} />
        </div>
      </Diagram>
      <p>
        Nobody backs yellow, so we compare the backed druids. Blue and green are furthest along, level on 25: Bob and Cy share the win. The result lists, for
        each player, the space their druid reached (Ann 22, Bob 25, Cy 25, Dee 18), but only to show how close it was.
      </p>
    </Example>
  </>
);

const trackOption = (
  <>
    <p>
      For a shorter game the druids race on the horseshoe of 20 bluestones inside the ring instead of the outer ring. They start on bluestone 1 and the race
      ends on bluestone 20. The horseshoe does not loop: it is a straight run from one end to the other. Every other rule stays the same.
    </p>
    <Diagram caption="The bluestone track: the druids wait on bluestone 1 at the lower left end of the horseshoe; bluestone 20, at the lower right end, is the finish.">
      <div class="rules-board">
        <StoneCircle view={board({}, 'bluestones')} />
      </div>
    </Diagram>
  </>
);

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Black cards on their own</strong> are a legal play, and you choose which druid they move. Otherwise a hand of four black cards could not be played
      at all.
    </li>
    <li>
      <strong>Add up first, then move.</strong> Day and night cards are totalled before the druid moves, so a play that comes to nothing moves nobody and pushes
      nobody.
    </li>
    <li>
      <strong>Slipping can repeat.</strong> A druid keeps slipping past occupied spaces until it stops on a free one.
    </li>
    <li>
      <strong>Space 1 is the start line.</strong> Druids never go back past it, even though the ring is a circle, and it can hold everyone without anyone
      slipping.
    </li>
    <li>
      <strong>Overshooting</strong> the finish stops the druid on the finish, and so does slipping onto it: either way the race ends.
    </li>
    <li>
      <strong>Nobody backs the finisher:</strong> the player whose own druid is furthest along wins; ties share the win.
    </li>
    <li>
      <strong>The discard pile is open.</strong> Anyone may look through the played and thrown-away cards. Hands, the draw pile and the trilithon cards stay
      secret until the end.
    </li>
    <li>
      <strong>Keeping cards:</strong> with two or fewer cards left after playing you may keep them all or throw any away; with three you must throw away at
      least one. If your play emptied your hand, you are not asked at all.
    </li>
    <li>
      <strong>Reshuffling</strong> takes in everything on the discard pile, including the cards of the turn in progress.
    </li>
    <li>
      <strong>The bluestone track</strong> is a line of 20, not a loop, with the same movement rules.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'stonerush',
  byline: 'A race, designed by Tom Van ’t veld',
  lead: <p>Five druids race once round the stone circle. Each player secretly backs one of them, and every card you play pushes some druid on or back.</p>,
  sections: [
    { id: 'goal', title: 'The goal', body: goal },
    { id: 'components', title: 'What you play with', body: components },
    { id: 'setup', title: 'Setting up', body: setup },
    {
      id: 'turn',
      title: 'A turn, step by step',
      body: turnIntro,
      sub: [
        { id: 'turn-play', title: 'Play cards of one colour', body: play },
        { id: 'turn-move', title: 'Move that druid', body: move },
        { id: 'turn-discard', title: 'Discard and draw', body: discard },
      ],
    },
    { id: 'end', title: 'The end of the race', body: end },
    { id: 'scoring', title: 'Who wins', body: scoring },
    optionsSection(optionsMeta, { track: trackOption }),
    rulingsSection(rulings),
  ],
};

export default content;
