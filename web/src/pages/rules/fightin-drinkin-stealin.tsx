/** Fightin' an' Drinkin' an' Stealin'!, explained: a round's three events with examples, the Lawyers, the Gonagal, scoring, our rulings. */
import { PLAYER_COLOURS } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import { AwardRow } from '../../rulesets/fightin-drinkin-stealin/awards';
import { CardBack, FdsCard } from '../../rulesets/fightin-drinkin-stealin/card';
import { StoneCircle } from '../../rulesets/fightin-drinkin-stealin/stone-circle';
import { AWARD_MEANING } from '../../rulesets/fightin-drinkin-stealin/words';
import '../../rulesets/fightin-drinkin-stealin/fds.css';
import { Swatch } from '../../ui/swatch';
import { NAMES, Row, START, awards } from './art/fightin-drinkin-stealin';
import { Diagram, Example, Frames, type RulesContent, optionsSection, rulingsSection } from './rules-page';

const goal = (
  <>
    <p>
      Each player leads a clan of small, quarrelsome highland folk at a very irregular sporting festival. Over seven rounds the clans compete in three events,
      winning coloured awards.
    </p>
    <p>
      At the end each clan throws away the colour it has most of. Whoever has more awards left wins, so a clan that only ever won one kind of award has won
      nothing much.
    </p>
  </>
);

const components = (
  <>
    <Diagram caption="The board at the start. Fightin' happens at the trilithons, where one monster waits; Drinkin' at the altar stone; Stealin' by the word STONEHENGE. The Big Lawyer (BL) stands on space 30.">
      <div class="rules-board">
        <StoneCircle view={START} near={0} names={NAMES} />
      </div>
    </Diagram>
    <ul>
      <li>
        <strong>Three decks</strong> made from the 65 cards. The <em>Monster deck</em> holds the ten black cards, both white 25s and the five trilithon cards
        (17 cards). The <em>day player</em> gets every other day card and the <em>night player</em> every other night card (24 each).
      </li>
      <li>
        <strong>Awards</strong>: the coloured disks, ten of each colour, each colour for a different feat.
      </li>
      <li>
        <strong>Six figures.</strong> The grey one is the Big Lawyer, who walks the outer ring. The five coloured ones are Wee Lawyers, a nuisance that can be
        handed to a clan.
      </li>
    </ul>
    <Diagram caption="Cards as the game shows them: a day card, a night card, a black monster, a trilithon monster and the white 1, called the Gonagal.">
      <div class="rules-cards">
        <FdsCard id="D14" small />
        <FdsCard id="N09" small />
        <FdsCard id="D18" small />
        <FdsCard id="T-green" small />
        <FdsCard id="D01" small />
        <CardBack small label="a card still face down" />
      </div>
    </Diagram>
    <ul class="rules-award-list">
      {PLAYER_COLOURS.map((c) => (
        <li key={c}>
          <Swatch colour={c} /> — {AWARD_MEANING[c]}
        </li>
      ))}
    </ul>
  </>
);

const setup = (
  <ol>
    <li>
      One player sits behind space 23 of the ring and takes the day deck; the other sits behind space 8 and takes the night deck. Shuffle all three decks.
    </li>
    <li>
      Each player deals one card from their deck face up to each event: Fightin', Drinkin' and Stealin'. A Gonagal dealt here is shuffled back and replaced.
    </li>
    <li>Each player then draws five cards as their hand.</li>
    <li>Turn up the top monster at the centre trilithon. Stand the Big Lawyer on ring space 30 and the Wee Lawyers and awards beside the board.</li>
  </ol>
);

const turnIntro = (
  <p>
    The game lasts seven rounds. In each, both players secretly send one card to every event, then the events are played out in order: Fightin', Drinkin',
    Stealin'. A card sent this round is a <em>newcomer</em>; it joins the card already standing at that event, so each player has two cards at each event while
    it is played out.
  </p>
);

const choose = (
  <>
    <p>
      Choose three cards from your hand, one for each event, and place them face down. On the site you make all three picks and send them together; you can
      change your mind before sending. Your opponent sees only card backs. Each event's newcomers turn face up when that event starts.
    </p>
    <p>
      A card is worth its number, with two exceptions: a card of a colour whose Wee Lawyer you hold is worth 0, and trilithon monsters have special values (see
      Fightin').
    </p>
  </>
);

const fightin = (
  <>
    <p>Each player adds up their two fighters. The higher pair becomes the champion and takes on the monsters:</p>
    <ol>
      <li>Turn the next monster card and add it to the one waiting. A trilithon monster counts 0 but doubles the other monster.</li>
      <li>
        If the champion's pair is <strong>at least</strong> the monsters' total, the champion kills the lower monster and collects a red award. Killing a
        trilithon monster also pays an extra award in that trilithon's colour. The champion discards one fighter, then the opponent discards one.
      </li>
      <li>
        If the pair falls short, the champion is clobbered. The other player discards one of their own fighters, then picks which of the champion's two fighters
        goes, earns a white award and throws out the higher monster.
      </li>
    </ol>
    <p>If both pairs are equal, nobody fights: each player discards their higher fighter. One fighter per player, and one monster, stay for next round.</p>
    <Example title="Example: a trilithon dies">
      <Row label="Ann's fighters (day)" ids={['D14', 'D16']} note="= 30" />
      <Row label="Bob's fighters (night)" ids={['N09', 'N13']} note="= 22" />
      <p>Ann's pair is higher, so she fights. The waiting monster is the black 12; she turns the red trilithon.</p>
      <Row label="Monsters" ids={['N12', 'T-red']} note="= 0 + 2 × 12 = 24" />
      <p>
        30 is at least 24: Ann kills the lower monster, the trilithon (worth 0), and takes a red award for the kill plus a red bonus for the trilithon's colour.
        The black 12 stays. Ann discards a fighter, then Bob does.
      </p>
    </Example>
  </>
);

const drinkin = (
  <>
    <p>
      The round's drink comes first: one blue award is added to the altar, next to any awards still waiting there. The single highest drinker of the four is the{' '}
      <em>biggest drinker</em>. If two drinkers share the top value, each player discards their biggest drinker, the altar keeps its awards, and the event is
      over.
    </p>
    <p>Otherwise add up all four drinkers:</p>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class="visually-hidden">What the drinks total means</caption>
        <thead>
          <tr>
            <th scope="col">Total</th>
            <th scope="col">What happens</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>below 50</td>
            <td>Nobody wins. The awards stay on the altar for next round.</td>
          </tr>
          <tr>
            <td>50 to 60</td>
            <td>The owner of the biggest drinker takes every award on the altar.</td>
          </tr>
          <tr>
            <td>above 60</td>
            <td>
              The biggest drinker passes out and is discarded; the altar's awards go back to the stock. The other player discards a drinker and earns a green
              award.
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <p>Except after a pass-out, each player then discards one drinker, the owner of the biggest drinker first.</p>
    <Example title="Example: a winning round">
      <Row label="Ann's drinkers" ids={['D20', 'D15']} />
      <Row label="Bob's drinkers" ids={['N11', 'N08']} note="total 54" />
      <p>Ann's 20 is the biggest drinker and 54 falls between 50 and 60, so Ann takes the altar's blue awards. Ann discards a drinker, then Bob.</p>
    </Example>
  </>
);

const stealin = (
  <>
    <p>Turn up the newcomers and rank the four thieves by value. Two thieves of equal value cancel out of that place.</p>
    <ol>
      <li>
        The <strong>highest thief</strong> may rob an opposing thief that is carrying loot, taking all of it. Only when no opposing thief carries anything may
        it instead take one award of any colour straight out of the opponent's collection. It may also take nothing.
      </li>
      <li>
        The <strong>second-highest thief</strong> may take one yellow award from the stock, or none.
      </li>
    </ol>
    <p>
      Stolen awards ride on the thief's card, not in your awards yet. Then the Big Lawyer walks, and each player who was not caught sends one thief home (it
      <em> scarpers</em>): its loot joins its owner's awards and the card is discarded. A thief that stays keeps its loot into the next round, where it can be
      robbed again.
    </p>
  </>
);

const lawyerBefore = { ...START, bigLawyer: 22 };
const lawyerAfter = { ...START, bigLawyer: 20 };

const bigLawyer = (
  <>
    <p>
      Count every award riding on thieves. The Big Lawyer walks that many spaces down the ring (30, 29, 28…; after 1 comes 30 again), starting from where it
      stopped last time.
    </p>
    <p>
      Every thief whose value is at least the number the Lawyer stands on is in danger. The lowest of them is caught: its loot returns to the stock and the card
      is discarded. Between equal thieves, the one carrying more is caught; if that is equal too, both are. A player who was caught does not scarper.
    </p>
    <Example title="Example: Bob is caught">
      <Row label="Ann's thieves" ids={['D17', 'D09']} loot={[{ yellow: 1 }, undefined]} />
      <Row label="Bob's thieves" ids={['N21', 'N04']} loot={[{ yellow: 1 }, undefined]} />
      <p>
        Bob's 21 was highest and robbed Ann's 17 of its yellow; Ann's 17, second-highest, then took a fresh yellow from the stock. Two awards ride on thieves,
        so the Lawyer walks from 22 to 20.
      </p>
      <Frames
        frames={[
          {
            label: 'Before',
            art: (
              <div class="rules-board">
                <StoneCircle view={lawyerBefore} near={0} names={NAMES} />
              </div>
            ),
          },
          {
            label: 'After',
            art: (
              <div class="rules-board">
                <StoneCircle view={lawyerAfter} near={0} names={NAMES} />
              </div>
            ),
          },
        ]}
      />
      <p>
        Only Bob's 21 is 20 or more, so it is caught and its yellow goes back. Ann was not caught, so she sends her 17 home with its yellow. Space 20 is blue,
        so Bob takes the blue Wee Lawyer.
      </p>
    </Example>
  </>
);

const weeLawyers = (
  <>
    <p>
      If exactly one player was caught, that player takes the Wee Lawyer of the colour of the Lawyer's space, from the supply or from the opponent. If the
      Lawyer's space is black, the other player picks the colour. If both players were caught, no Wee Lawyer moves.
    </p>
    <p>A Wee Lawyer hurts in two ways: your cards of its colour are worth 0, and at the end your awards of its colour count half.</p>
    <p>You only get rid of one when your opponent is caught on a space of its colour and takes it from you.</p>
  </>
);

const gonagal = (
  <>
    <p>Each player's white 1 is a Gonagal, a piper so dreadful that everyone else at the event falls over. A Gonagal sent to an event wins it outright:</p>
    <ul>
      <li>
        <strong>Fightin':</strong> the next monster is turned, the Gonagal's owner picks which monster dies and which opposing fighter is discarded, and earns
        one red and one white award (plus the trilithon bonus).
      </li>
      <li>
        <strong>Drinkin':</strong> the owner picks which opposing drinker is discarded and takes everything on the altar, plus a green award.
      </li>
      <li>
        <strong>Stealin':</strong> the Gonagal takes all loot from both opposing thieves and a yellow award from the stock, but never awards straight from the
        opponent. The Big Lawyer still walks but catches nobody. The owner picks which opposing thief is discarded.
      </li>
    </ul>
    <p>
      The Gonagal is then its owner's discard at that event. Two Gonagals at one event cancel out and count as plain 1s. A player holding the white Wee Lawyer
      has no Gonagal, just a white card worth 0.
    </p>
  </>
);

const roundEnd = (
  <p>
    After the three events both players refill their hands to five cards, or as far as their deck allows. The next round starts with choosing three cards again.
  </p>
);

const finalRound = (
  <ul>
    <li>
      The seventh round counts double. Killing a monster pays two red awards, surviving a clobbering two white ones, and the trilithon bonus is two as well.
    </li>
    <li>Two blue awards go on the altar; a pass-out gives two green awards.</li>
    <li>The highest thief stealing straight from the opponent takes up to two awards; the second-highest thief may take up to two yellows.</li>
    <li>Each Gonagal prize is doubled too.</li>
  </ul>
);

const end = (
  <p>The game ends after the three events of the seventh round. Awards still riding on thieves left on the board were never brought home: they do not count.</p>
);

const scoring = (
  <>
    <p>
      Each player finds their best colour: the colour with the most awards, counting a colour halved if they hold its Wee Lawyer. That colour is thrown away
      (between tied colours the player picks). Count what is left, halves included. The higher total wins; equal totals share the win.
    </p>
    <Example title="Worked example">
      <p>Ann holds the blue Wee Lawyer and these awards:</p>
      <AwardRow awards={awards({ red: 4, white: 1, blue: 3, green: 2, yellow: 2 })} />
      <p>Her blue counts 1.5. Red (4) is her best colour and goes. She keeps 1 + 1.5 + 2 + 2 = 6.5.</p>
      <p>Bob has no Wee Lawyer and these awards:</p>
      <AwardRow awards={awards({ red: 1, white: 3, blue: 2, green: 0, yellow: 5 })} />
      <p>Yellow (5) goes. He keeps 1 + 3 + 2 = 6. Ann wins, 6.5 to 6, although Bob won more awards in all.</p>
    </Example>
  </>
);

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Seats.</strong> The first seat plays the day deck (behind space 23), the second the night deck (behind 8).
    </li>
    <li>
      <strong>A Gonagal dealt at setup</strong> is shuffled back into its deck and the next card is dealt instead.
    </li>
    <li>
      <strong>Secret picks.</strong> All three cards are sent in one move. Cards placed this round stay face down until their own event starts.
    </li>
    <li>
      <strong>Worth.</strong> Wherever cards are added or compared (fighters, drinkers, thieves, the Lawyer's check), a card of your Wee Lawyer's colour is 0.
      Monsters belong to nobody and are never zeroed.
    </li>
    <li>
      <strong>Monsters.</strong> A pair equal to the monsters kills. A trilithon is worth 0, so it is always the lower monster; two trilithons total 0. Throwing
      out a monster after a clobbering is not a kill and earns no bonus. Two monsters of equal value are a real choice.
    </li>
    <li>
      <strong>Choices.</strong> Where you may choose which card to discard, you are always asked; where the rule names the card (highest, lowest) you are only
      asked if two cards tie. When both players must choose at once, they answer without seeing each other's choice.
    </li>
    <li>
      <strong>Drinkin'.</strong> Any two drinkers sharing the top value is a tie, even two of one player's. Totals of exactly 50 and 60 win.
    </li>
    <li>
      <strong>Ranking thieves.</strong> Values held by two thieves drop out of the ranking; when the top value drops out, the next value down is still
      second-highest. One player may hold both places.
    </li>
    <li>
      <strong>The highest thief</strong> may only rob a loaded thief if any opposing thief is loaded; only otherwise may it take one award directly. In round
      seven a direct steal takes two awards, chosen one at a time; robbing a thief is not doubled.
    </li>
    <li>
      <strong>The second-highest thief</strong> takes 0 or 1 yellow (up to 2 in round seven), never more than the stock holds.
    </li>
    <li>
      <strong>Loot on thieves</strong> that stay counts for every later walk of the Big Lawyer and can be robbed or lost later.
    </li>
    <li>
      <strong>Both caught:</strong> nobody scarpers and no Wee Lawyer moves. A caught player's other thief stays on the board.
    </li>
    <li>
      <strong>Wee Lawyers.</strong> The caught player takes that colour's Wee Lawyer from the supply or from the opponent; if they already hold it nothing
      changes. When the Lawyer stops on black, the other player chooses among the Wee Lawyers the caught player does not hold yet.
    </li>
    <li>
      <strong>Gonagals.</strong> Only a Gonagal placed this round acts; one left standing after two cancelled is a plain 1 from then on. In Drinkin' the round's
      blue award is served before the Gonagal takes the altar. In Stealin' the Gonagal goes home like a scarpering thief and its owner's other thief stays.
    </li>
    <li>
      <strong>Drawing</strong> refills to five, or to whatever the deck still holds.
    </li>
    <li>
      <strong>Scores</strong> may end in a half. A player with no awards discards nothing. Equal totals share the win.
    </li>
    <li>
      <strong>Stock.</strong> An award that is not in the stock is not given, but with these rules no colour ever runs out.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'fightin-drinkin-stealin',
  byline: 'A humorous game of contests, designed by Evan Shultz',
  lead: (
    <p>
      Two clans of wee folk brawl with monsters, drink each other under the table and pinch each other's prizes, all while a Big Lawyer prowls the ring looking
      for thieves to haul away.
    </p>
  ),
  sections: [
    { id: 'goal', title: 'The goal', body: goal },
    { id: 'components', title: 'What you play with', body: components },
    { id: 'setup', title: 'Setting up', body: setup },
    {
      id: 'turn',
      title: 'A round, step by step',
      body: turnIntro,
      sub: [
        { id: 'round-choose', title: 'Send a card to each event', body: choose },
        { id: 'fightin', title: "Fightin'", body: fightin },
        { id: 'drinkin', title: "Drinkin'", body: drinkin },
        { id: 'stealin', title: "Stealin'", body: stealin },
        { id: 'big-lawyer', title: 'The Big Lawyer', body: bigLawyer },
        { id: 'wee-lawyers', title: 'Wee Lawyers', body: weeLawyers },
        { id: 'gonagal', title: 'The Gonagal', body: gonagal },
        { id: 'round-end', title: 'End of a round', body: roundEnd },
        { id: 'final-round', title: 'The seventh round', body: finalRound },
      ],
    },
    { id: 'end', title: 'The end of the game', body: end },
    { id: 'scoring', title: 'Scoring', body: scoring },
    optionsSection(fightinDrinkinStealin.optionsMeta, {}),
    rulingsSection(rulings),
  ],
};

export default content;
