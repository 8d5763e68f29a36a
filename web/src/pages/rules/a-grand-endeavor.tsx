/** A Grand Endeavor, explained: materials, the three phases of a turn, claiming, usurping, defamation, scoring worked through on the game's monument, our rulings. */
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import { POINTS } from '@engine/a-grand-endeavor/scoring';
import { CardBack, ProjectCard } from '../../rulesets/a-grand-endeavor/cards';
import '../../rulesets/a-grand-endeavor/grand-endeavor.css';
import { Board, Cards, SCORED, START } from './art/a-grand-endeavor';
import { Diagram, Example, type RulesContent, optionsSection, rulingsSection } from './rules-page';

const goal = (
  <>
    <p>
      The factions of druids work together to raise the whole of Stonehenge: 30 lintels on the outer ring, 20 bluestones and 5 trilithons. Everyone gains when
      the monument grows, but each piece stands in the colour of the faction that built it.
    </p>
    <p>
      When the last site is built, each faction earns reputation for the pieces in its colour, with extra for pieces standing side by side. Most reputation
      wins.
    </p>
  </>
);

const components = (
  <>
    <Diagram caption="The empty monument: 30 numbered spaces round the edge (each in the colour of its number), the 20 square bluestone spaces, the five trilithon spaces T1 to T5, and the altar stone in the middle.">
      <Board view={START} />
    </Diagram>
    <ul>
      <li>
        <strong>Your materials</strong> in your colour: a Druid figure, lintels (bars) and all ten of your bluestones (disks). The number of lintels depends on
        the player count; the rest of your colour's lintels stay in the box.
      </li>
      <li>
        <strong>The community pile</strong>: ten neutral lintels and the five trilithons taken apart into 15 pieces: every trilithon is two uprights plus a
        capstone.
      </li>
      <li>
        <strong>Ten neutral disks</strong> are political influence.
      </li>
      <li>
        <strong>All 65 cards</strong>: each is a project. Number cards (day or night) build lintels or bluestones; trilithon cards build trilithons.
      </li>
    </ul>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption>Lintels each player starts with</caption>
        <thead>
          <tr>
            <th scope="col">Players</th>
            <th scope="col" class="num">
              Lintels each
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>3</td>
            <td class="num">8</td>
          </tr>
          <tr>
            <td>4</td>
            <td class="num">6</td>
          </tr>
          <tr>
            <td>5</td>
            <td class="num">5</td>
          </tr>
        </tbody>
      </table>
    </div>
    <Diagram caption="Project cards as the game shows them: a day card, a night card, a trilithon card and a face-down card.">
      <Cards>
        <ProjectCard id="D09" small />
        <ProjectCard id="N14" small />
        <ProjectCard id="T-red" small />
        <CardBack small />
      </Cards>
    </Diagram>
  </>
);

const setup = (
  <ol>
    <li>Each player takes their colour's Druid, lintels and bluestones. Player colours go white, blue, green, yellow, red in seat order.</li>
    <li>Put the neutral lintels and the trilithon pieces together as the community pile, and the neutral disks beside the board as the influence supply.</li>
    <li>Shuffle the cards, deal three to each player and stack the rest face down. Lay the next three cards face up beside it as the available projects.</li>
    <li>A random player goes first. Each round of turns is one day; play passes clockwise.</li>
  </ol>
);

const turnIntro = (
  <p>
    Each turn has three phases, always in this order: construction, drawing and committing. A faction works on one project at a time; the card of that project
    lies in front of it, in its construction yard.
  </p>
);

const construction = (
  <>
    <p>If you have a project, it moves on by exactly one step:</p>
    <ul>
      <li>A face-down card turns face up, and you claim a site for it (see below).</li>
      <li>A number card on an outer space: build one lintel there, from your own pile, or from the community pile once yours is empty.</li>
      <li>A number card on a bluestone space: first carve a bluestone (put it on the card); the next day, build it on the space.</li>
      <li>
        A trilithon card: collect one trilithon piece a day for three days; on the fourth, put a bluestone on the capstone to claim it; on the fifth, build it
        on your trilithon space.
      </li>
    </ul>
    <p>
      Once something is built, the site is developed: the project card leaves the game and your Druid leaves the board. Building a lintel on a space of your own
      colour earns one influence.
    </p>
    <p>
      The first player who has to take a lintel from the community pile becomes owner of the neutral colour: neutral lintels on the board count as theirs at the
      end.
    </p>
    <Example title="Example: a day card and a night card">
      <Cards>
        <CardBack small label="Day 9, played face down" />
        <ProjectCard id="D09" small />
        <ProjectCard id="N14" small />
      </Cards>
      <p>
        Ann commits the day 9 face down. On her next turn it turns up and she claims a green space; the lintel goes up the day after. Bob commits the night 14
        face up and claims a blue space straight away, so his lintel goes up on his next turn: night work is a day faster.
      </p>
    </Example>
  </>
);

const claiming = (
  <>
    <p>
      When a card is played or turned face up, you must claim a free site by putting your Druid on it. A site is free when no Druid stands on it and nothing has
      been built on it.
    </p>
    <ul>
      <li>A number card claims an outer space of the card's colour.</li>
      <li>
        Once the outer space with the card's own number has been built on, the card may claim any free bluestone space instead, if you still have a bluestone.
      </li>
      <li>A trilithon card claims a free trilithon space.</li>
    </ul>
    <p>
      A card with no site left (every space of its colour and every bluestone space built) is dead: it cannot be played face up. A face-down card that turns up
      with nothing to claim leaves the game.
    </p>
  </>
);

const draw = (
  <>
    <p>
      Draw cards until you hold three, counting the project you are working on. Each card comes either from the face-up projects or off the deck. Emptied slots
      are refilled from the deck when you have finished drawing. If you ever hold more than three, put the extras under the deck.
    </p>
    <p>A trilithon card among the available projects must be taken by the next player who draws.</p>
  </>
);

const commit = (
  <>
    <p>Only if you have no project: start one now. Either</p>
    <ul>
      <li>play a day card face down (it will turn up next turn),</li>
      <li>play a night card face up and claim its site now,</li>
      <li>play a trilithon card face up and claim a trilithon space now (you must, if you hold one), or</li>
      <li>take over someone else's trilithon project (usurping).</li>
    </ul>
    <p>
      A player who cannot start a project is out of play until the end, and is still scored. If you still hold influence at that moment you may defame first:
      sending someone's Druid to the altar can free the very site one of your cards needed, and then you commit as usual. Otherwise choose Withdraw.
    </p>
  </>
);

const usurping = (
  <>
    <p>
      In your commit phase you may take over another player's trilithon project, provided it has not yet been claimed with a bluestone on its capstone. Give its
      holder two cards from your hand; each must be the colour of the trilithon card or the colour of the holder. You take the card, the pieces collected so far
      and the site. The holder keeps one of the two cards and puts the other under the deck.
    </p>
    <Example title="Example">
      <Cards>
        <ProjectCard id="T-red" small />
      </Cards>
      <p>Bob (blue) is building the red trilithon. Ann gives him a red and a blue card, and the project is hers.</p>
      <Cards>
        <ProjectCard id="D05" small />
        <ProjectCard id="D08" small />
      </Cards>
    </Example>
  </>
);

const defamation = (
  <>
    <p>
      During your own turn you may spend one influence to defame another faction. Their Druid goes before the altar stone and their next turn is spent on a
      ritual instead of playing. A numbered project they were working on goes under the deck. A trilithon project is kept: after the ritual their Druid moves
      back to a free trilithon space.
    </p>
    <p>On the site you are offered this at the start of your turn whenever you hold influence and someone can be defamed.</p>
  </>
);

const end = (
  <p>
    The game ends the moment the last of the 55 sites is developed. It also ends if every player has been put out of play. Then everyone scores, including
    players who were out.
  </p>
);

const scoring = (
  <>
    <p>Each faction scores the pieces built in its colour:</p>
    <div class="rules-table-wrap">
      <table class="rules-table">
        <caption class="visually-hidden">Reputation points</caption>
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col" class="num">
              Each
            </th>
            <th scope="col" class="num">
              Each pair of neighbours
            </th>
            <th scope="col" class="num">
              Each run
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Trilithon</td>
            <td class="num">{POINTS.trilithon}</td>
            <td class="num">{POINTS.trilithonPair}</td>
            <td class="num">—</td>
          </tr>
          <tr>
            <td>Bluestone</td>
            <td class="num">{POINTS.bluestone}</td>
            <td class="num">{POINTS.bluestonePair}</td>
            <td class="num">
              {POINTS.bluestoneRun} ({POINTS.bluestoneRunLength} or more in a row)
            </td>
          </tr>
          <tr>
            <td>Lintel</td>
            <td class="num">{POINTS.lintel}</td>
            <td class="num">{POINTS.lintelPair}</td>
            <td class="num">
              {POINTS.lintelRun} ({POINTS.lintelRunLength} or more in a row)
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <p>
      Every neighbouring pair counts, so a row of three holds two pairs. A run scores once however long it is. The outer ring is a circle (30 sits next to 1);
      the bluestone and trilithon rows are not. Unspent influence is worth nothing, and equal top scores share the win.
    </p>
    <Example title="Worked example: Bob (blue)">
      <Diagram caption="Bob's pieces: blue lintels on spaces 2, 3, 4, 5 and 9, blue bluestones on 1, 2, 3 and 7, and the trilithons on T2 and T3.">
        <Board view={SCORED} />
      </Diagram>
      <ul>
        <li>Trilithons: 2 × 7 = 14, and one neighbouring pair (T2, T3): 3. Subtotal 17.</li>
        <li>Bluestones: 4 × 2 = 8, two pairs (1–2, 2–3): 2, one run of three: 3. Subtotal 13.</li>
        <li>Lintels: 5 × 1 = 5, three pairs (2–3, 3–4, 4–5): 3, one run of four: 5. Subtotal 13.</li>
      </ul>
      <p>Bob's reputation: 17 + 13 + 13 = 43.</p>
    </Example>
  </>
);

const rulings = (
  <ul class="rules-rulings">
    <li>
      <strong>Pairs overlap</strong>: three in a row make two pairs, five make four. <strong>Runs</strong> count once each, however long, and a run may cross
      from 30 to 1.
    </li>
    <li>
      <strong>A trilithon</strong> takes three days of collecting (one piece a day), a day to claim and a day to build. A player with no bluestone left still
      claims it, with an empty capstone. The bluestone on a capstone scores as part of the trilithon, not as a bluestone.
    </li>
    <li>
      <strong>Influence before you drop out</strong>: a player left with no project to start after drawing may still spend influence before being put out of
      play, and defame again while influence lasts. (Games begun before this ruling keep the older reading: put out at once.)
    </li>
    <li>
      <strong>Influence</strong> can be spent at any of your own decisions; holders of influence are asked at the start of their turn too. Nobody acts out of
      turn. Only the ten neutral disks exist: when they are gone, building on your colour earns nothing.
    </li>
    <li>
      <strong>Whom you may defame</strong>: any other player still in the game who is not already waiting for a ritual, even one without a project.
    </li>
    <li>
      <strong>Cards with no free site.</strong> A night card needs a site it can claim now. A day card may always go face down, but if it turns up with nothing
      to claim (dead, or its sites taken by others) it leaves the game.
    </li>
    <li>
      <strong>Ring claims need a lintel</strong>: you may claim an outer space only if a lintel is sure to be available on building day.
    </li>
    <li>
      <strong>Neutral colour.</strong> A community lintel built on a space of your colour still earns influence. Only community lintels, not trilithon pieces,
      make someone the neutral owner, who then scores neutral lintels as their own (runs and pairs included). Before that they score for nobody.
    </li>
    <li>
      <strong>Forced trilithon draw</strong> binds a player who draws at least one card; a trilithon revealed by the refill binds the next player.
    </li>
    <li>
      <strong>A usurped project</strong> cannot be usurped again until its new holder has worked on it for a day. If the old holder was at the altar, the
      usurper claims a free trilithon space at once. In a trade only the two players involved see the cards.
    </li>
    <li>
      <strong>After a ritual</strong> a defamed trilithon holder must move back to a free trilithon space, then builds as usual. The ritual itself is the whole
      turn and needs no decision.
    </li>
    <li>
      <strong>Drawing is compulsory</strong> up to three cards, project included, while any card can be drawn.
    </li>
    <li>
      <strong>One-option decisions</strong> (a single free site, a single source to draw from) are made for you.
    </li>
    <li>
      <strong>Removed players' cards</strong> go under the deck, unseen, for others to use.
    </li>
  </ul>
);

const content: RulesContent = {
  id: 'a-grand-endeavor',
  byline: 'A building game, designed by Dustin D. Trammell',
  lead: (
    <p>
      The druid factions build Stonehenge together, lintel by lintel and stone by stone. The monument is shared; the glory is not. Build quickly, build in a
      row, and claim the great trilithons.
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
        { id: 'turn-construction', title: 'Construction', body: construction },
        { id: 'claiming', title: 'Claiming a site', body: claiming },
        { id: 'turn-draw', title: 'Draw', body: draw },
        { id: 'turn-commit', title: 'Commit', body: commit },
        { id: 'usurping', title: 'Usurping a trilithon', body: usurping },
        { id: 'defamation', title: 'Defamation', body: defamation },
      ],
    },
    { id: 'end', title: 'The end of the game', body: end },
    { id: 'scoring', title: 'Scoring', body: scoring },
    optionsSection(aGrandEndeavor.optionsMeta, {}),
    rulingsSection(rulings),
  ],
};

export default content;
