/** Raiding Stonehenge, explained: picking, playing, placing figures, taking and setting aside, scoring, the seven variants, our rulings. */
import type { ComponentChildren } from 'preact';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import type { RaidingOptions } from '@engine/raiding-stonehenge/model';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import { Disk, Figure, NumberCard, StartMarker } from '../../rulesets/raiding-stonehenge/pieces';
import { cardWords } from '../../rulesets/raiding-stonehenge/words';
import '../../rulesets/raiding-stonehenge/raiding.css';
import { colourName } from '../../ui/colours';
import { Lines, PLUS_MINUS, Pile, REDUCED, type RaidingArtWords, START } from './art/raiding-stonehenge';
import { Diagram, Example, type RulesContent, optionsSection, rulingsSection } from './rules-page';

const WORDS: RaidingArtWords = {
  lines: 'Five lines of face-up cards, left to right',
  line: (n) => `Line ${n}`,
  next: 'next',
  canTake: (id) => `can be taken now: ${cardWords(id)}`,
  nobody: 'nobody',
  colour: colourName,
};

const goal = (
  <>
    <p>
      You are a thief digging treasure out from under Stonehenge. The treasure is five kinds of disk, one per colour, and the dealers only pay for complete
      sets.
    </p>
    <p>
      At the end, each set of one disk in every colour scores 10 points and every disk left over costs you a point. The highest score wins. Each turn you choose
      a card to say where your figure goes; crowd the same pile as others and you get less, and may even have to give treasure back.
    </p>
  </>
);

const components = (
  <>
    <ul>
      <li>
        <strong>The 60 number cards</strong> (day and night 1 to 30); the trilithon cards are not used except in one variant. A card's colour follows its
        number: 1 white, 2 blue, 3 green, 4 yellow, 5 red, 6 black, then round again.
      </li>
      <li>
        <strong>50 disks</strong>, ten of each player colour, in five supply piles.
      </li>
      <li>
        <strong>One figure per player</strong>, and the grey figure that marks the start player.
      </li>
    </ul>
    <Diagram caption="Cards as the game shows them: a coloured day card, a night card, and a black card, which lets its player go to any pile.">
      <div class="rules-cards">
        <NumberCard id="D17" small />
        <NumberCard id="N20" small />
        <NumberCard id="D24" small />
      </div>
    </Diagram>
    <Diagram caption="The five kinds of disk, a player's figure and the grey start-player figure.">
      <p class="rules-swatches">
        {(['white', 'blue', 'green', 'yellow', 'red'] as const).map((c) => (
          <span key={c}>
            <Disk colour={c} /> {colourName(c)}
          </span>
        ))}
      </p>
      <p class="rules-swatches">
        <Figure name="Ann" />
        <StartMarker />
      </p>
    </Diagram>
  </>
);

const setup = (
  <>
    <ol>
      <li>Make five supply piles, one per colour, of ten disks each.</li>
      <li>Shuffle the cards and deal each player five, face down, as their hand.</li>
      <li>
        Lay out five lines of face-up cards next to each other, with as many cards in each line as there are players. The card at the near end of a line is the
        one that can be taken.
      </li>
      <li>Choose a start player at random and give them the grey figure.</li>
    </ol>
    <Diagram caption="Four players: five lines of four cards. The card marked “next” at the bottom of each line is the one a player may take.">
      <Lines view={START} words={WORDS} />
    </Diagram>
  </>
);

const turnIntro = <p>Every turn has five steps. Only the first is taken in order round the table; everyone plays their card at the same time.</p>;

const pick = (
  <p>
    Starting with the start player and going clockwise, each player takes the bottom card of any line, so their hand grows from five cards to six. The rest of
    that line moves down. Several players may take from the same line. If only one line still has cards, the site takes from it for you.
  </p>
);

const playStep = (
  <p>
    Everyone chooses one card from their hand and puts it face down. When all have chosen, the cards turn over together. Played cards go to a face-up discard
    pile and are out of the game.
  </p>
);

const place = (
  <>
    <p>Figures go beside the supply piles in this order:</p>
    <ol>
      <li>Players who played a coloured card, highest number first. Each figure goes to the pile of its card's colour; there is no choice.</li>
      <li>Then players who played a black card (6, 12, 18, 24 or 30), highest first. Each chooses any pile, seeing where the others already stand.</li>
    </ol>
    <p>When two players played the same number (a day and a night card), the one sitting nearer the start player, going clockwise, goes first.</p>
    <Example title="Example: four players, Ann starts">
      <div class="rules-cards">
        <span class="rules-played">
          Ann <NumberCard id="D17" small />
        </span>
        <span class="rules-played">
          Bob <NumberCard id="N23" small />
        </span>
        <span class="rules-played">
          Cy <NumberCard id="D20" small />
        </span>
        <span class="rules-played">
          Dee <NumberCard id="D24" small />
        </span>
      </div>
      <p>
        Coloured cards first: Bob's red 23, then Cy's blue 20, then Ann's red 17. Dee's black 24 comes last; she chooses the green pile, where nobody stands.
      </p>
      <Diagram caption="Where the figures stand, numbered in the order they place and take.">
        <ul class="rules-piles" aria-label="Supply piles and the figures beside them">
          <Pile
            words={WORDS}
            colour="red"
            figures={[
              { name: 'Bob', order: 1 },
              { name: 'Ann', order: 3 },
            ]}
          />
          <Pile words={WORDS} colour="blue" figures={[{ name: 'Cy', order: 2 }]} />
          <Pile words={WORDS} colour="green" figures={[{ name: 'Dee', order: 4 }]} />
          <Pile words={WORDS} colour="white" figures={[]} />
          <Pile words={WORDS} colour="yellow" figures={[]} />
        </ul>
      </Diagram>
    </Example>
  </>
);

const take = (
  <>
    <p>
      In the same order, each player takes disks from the pile they stand at and then <em>sets aside</em> disks: puts disks from their earlier collection back
      on the supply piles, choosing the colours. The disks just taken cannot be put back. How many depends on how many figures share the pile:
    </p>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class="visually-hidden">Disks taken and set aside by each player at a pile</caption>
        <thead>
          <tr>
            <th scope="col">Figures at the pile</th>
            <th scope="col" class="num">
              Each takes
            </th>
            <th scope="col" class="num">
              Each sets aside
            </th>
          </tr>
        </thead>
        <tbody>
          {allotmentTable(raidingStonehenge.maxPlayers, 1).map((r) => (
            <tr key={r.atPile}>
              <td>{r.everyone ? 'every player in the game' : r.atPile === 1 ? '1 (alone)' : r.atPile}</td>
              <td class="num">{r.take}</td>
              <td class="num">{r.setAside}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    <p>
      The last row beats the others: if all players stand at one pile, nobody takes anything. A pile that runs short gives what it has, and a player with fewer
      disks than they owe puts back what they can. Disks put back are on the pile at once, so a later player there may take them.
    </p>
    <Example title="Example, continued">
      <p>
        Bob and Ann share the red pile, so each takes 2 red and puts back 1 disk from their collection. Cy is alone at blue and takes 1 blue; Dee is alone at
        green and takes 1 green. In order: Bob, Cy, Ann, Dee.
      </p>
    </Example>
  </>
);

const refill = (
  <p>
    Refill the lines from the deck, one card per short line at a time from left to right, until each line again holds one card per player; new cards go to the
    far end. Everyone takes their figure back, and the grey figure passes clockwise to the next player.
  </p>
);

const end = (
  <p>
    When a turn begins and no line has a card left to take, the game is over. If the lines hold fewer cards than there are players, the first players to pick
    get them, the rest play from the five cards they hold, and the game ends at the start of the next turn.
  </p>
);

const scoring = (
  <>
    <p>
      Sort your disks into sets, each set being one disk of every colour. Every set scores 10; every disk that is not in a set scores −1. The highest total
      wins.
    </p>
    <p>
      If several players share the top score, they compare the numbers of the cards left in their hands, highest first, then the next highest, and so on. Day
      and night do not matter here. Running out of cards first loses the comparison; identical hands share the win.
    </p>
    <Example title="Worked example">
      <p>
        Ann has <Disk colour="white" count={2} />, <Disk colour="blue" count={2} />, <Disk colour="green" count={3} />, <Disk colour="yellow" count={2} /> and{' '}
        <Disk colour="red" count={1} />.
      </p>
      <p>With a single red she completes one set: 10 points. Five disks are left over (one white, one blue, two green, one yellow): −5. Ann scores 5.</p>
      <p>Bob has exactly two of each colour: two sets and nothing left over, 20 points. Bob wins.</p>
    </Example>
  </>
);

const options = {
  lowCardStarts: (
    <p>
      The grey figure no longer passes clockwise. Instead, whoever played the lowest number this turn, black cards included, starts the next turn. If two
      players tie for lowest, the one nearer the current start player, going clockwise, starts.
    </p>
  ),
  plusMinusColours: (
    <>
      <p>
        At setup, two trilithon cards are drawn and placed face up for everyone to see. The first names a bonus colour, the second a penalty colour. At the end,
        sets still score 10, but disks outside sets change: each loose disk of the bonus colour scores +1, each loose disk of the penalty colour −1, and loose
        disks of other colours score nothing.
      </p>
      {PLUS_MINUS.bonusColour && PLUS_MINUS.penaltyColour ? (
        <Example title="Example">
          <p>
            Bonus <Disk colour={PLUS_MINUS.bonusColour} /> {colourName(PLUS_MINUS.bonusColour)}, penalty <Disk colour={PLUS_MINUS.penaltyColour} />{' '}
            {colourName(PLUS_MINUS.penaltyColour)}. A player with one set, two loose {PLUS_MINUS.bonusColour} disks and one loose {PLUS_MINUS.penaltyColour}{' '}
            disk scores 10 + 2 − 1 = 11.
          </p>
        </Example>
      ) : null}
    </>
  ),
  accelerator: (
    <>
      <p>
        Every number in the take and set-aside table is multiplied by 2 (x2) or 3 (x3), including the row for all players at one pile. Two players sharing a
        pile with x2 each take 4 and put back 2; a player alone with x3 takes 3.
      </p>
    </>
  ),
  extendedTiebreaker: (
    <p>
      Players tied for the win play four more rounds on their own, using only the cards in their hands: no picking and no refilling, just play, reveal, place,
      take and set aside with the supply as it is. “Everyone at one pile” now means all the tied players. These rounds only decide between the tied players. If
      they are still level afterwards, the highest card left in hand wins, and a day card beats the night card of the same number.
    </p>
  ),
  reducedColours: (
    <>
      <p>
        For four players: play with four colours only. One colour, drawn at random and shown to everyone, leaves the game with its ten disks and its coloured
        cards (the black cards stay), leaving a deck of 50 cards. There are still five lines. A set is then one disk of each of the four colours in play. This
        option cannot be used with five players.
      </p>
      <Diagram caption={`A four-player game with reduced colours: ${REDUCED.removedColours.map(colourName).join(' and ')} left the game.`}>
        <p class="rules-swatches">
          {REDUCED.colours.map((c) => (
            <span key={c}>
              <Disk colour={c} /> {colourName(c)}
            </span>
          ))}
        </p>
      </Diagram>
    </>
  ),
  twoThreePlayers: (
    <p>
      Needed to play with two or three players, and only allowed then. It plays with three colours (as reduced colours), the low card starts, and the
      accelerator at x2, whatever the other options say. Choosing the x3 accelerator with it is refused.
    </p>
  ),
  hiddenStash: (
    <p>
      Each player's collected disks stay secret until the game ends, as if kept behind a screen. Everyone still sees the supply piles, where each figure stood
      and so what it took, and how many disks each player holds and puts back; only the colours a player holds and puts back, and their score, are hidden.
    </p>
  ),
} satisfies Record<keyof RaidingOptions, ComponentChildren>;

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Starting hands.</strong> Everyone is dealt five cards at setup, so that picking makes six.
    </li>
    <li>
      <strong>Forced moves are made for you:</strong> a pick when only one line has cards, a set-aside when you have no real choice of colour, a last card in
      the extra rounds. Black-card players always choose.
    </li>
    <li>
      <strong>Refilling</strong> goes in passes: one card to every short line, left to right, until all are full or the deck is empty.
    </li>
    <li>
      <strong>Order across piles.</strong> Players take and set aside one at a time in placing order, which keeps each pile in the order the rules ask for.
    </li>
    <li>
      <strong>Four at a pile</strong> take 1 and put back 2, as printed, even though it breaks the pattern. “Every player” at one pile overrides the other rows
      whatever the player count.
    </li>
    <li>
      <strong>Setting aside</strong> returns disks from your own earlier collection to the supply, one disk per choice. Older disks of the colour you just took
      may go back; the new ones may not. An empty supply pile still accepts disks.
    </li>
    <li>
      <strong>Ties for the win</strong> are broken by the cards left in hand, highest first, ignoring day and night; identical hands share the win.
    </li>
    <li>
      <strong>Low card starts</strong> counts black cards too.
    </li>
    <li>
      <strong>+1/−1 colours</strong> are drawn among the colours in play and are public from the start.
    </li>
    <li>
      <strong>Reduced colours</strong> is for four players only (three players get it through the 2–3 player variant).
    </li>
    <li>
      <strong>2–3 players</strong> turns on three colours, low card starts and x2; also ticking those options changes nothing, but x3 is refused.
    </li>
    <li>
      <strong>Extended tiebreaker.</strong> Only the tied players take part. The first extra round is started by the start player if tied, otherwise by the
      nearest tied player clockwise. The game's scores are reported as they stood; the extra rounds' scores are shown separately.
    </li>
    <li>
      <strong>Hidden stash</strong> hides only what a careful player could not see at a real table either.
    </li>
    <li>
      <strong>Accelerator</strong> multiplies every row, the all-players row included.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'raiding-stonehenge',
  byline: 'A guessing game, designed by Rich Hutnik',
  lead: (
    <p>
      Thieves raid the enchanted treasure buried under Stonehenge. Everyone picks a card, everyone reveals at once, and the crowd at each pile decides who gets
      treasure and who has to give some back.
    </p>
  ),
  sections: [
    { id: 'goal', title: 'The goal', body: goal },
    { id: 'components', title: 'What you play with', body: components },
    { id: 'setup', title: 'Setting up', body: setup },
    {
      id: 'turn',
      title: 'A turn, step by step',
      body: turnIntro,
      sub: [
        { id: 'turn-pick', title: 'Pick a card from the lines', body: pick },
        { id: 'turn-play', title: 'Play a card face down', body: playStep },
        { id: 'turn-place', title: 'Place the figures', body: place },
        { id: 'turn-take', title: 'Take and set aside disks', body: take },
        { id: 'turn-refill', title: 'Refill and pass the start', body: refill },
      ],
    },
    { id: 'end', title: 'The end of the game', body: end },
    { id: 'scoring', title: 'Scoring', body: scoring },
    optionsSection(raidingStonehenge.optionsMeta, options),
    rulingsSection(rulings),
  ],
};

export default content;
