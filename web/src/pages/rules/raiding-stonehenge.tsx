/** Raiding Stonehenge, explained: picking, playing, placing figures, taking and setting aside, scoring, the seven variants, our rulings. */
import type { ComponentChildren } from 'preact';
import type { PlayerColour } from '@engine/core/components';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import type { RaidingOptions } from '@engine/raiding-stonehenge/model';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import { Disk, Figure, NumberCard, StartMarker } from '../../rulesets/raiding-stonehenge/pieces';
import '../../rulesets/raiding-stonehenge/raiding.css';
import { colourName } from '../../ui/colours';
import { Lines, PLUS_MINUS, Pile, REDUCED, type RaidingArtWords, START } from './art/raiding-stonehenge';
import { Diagram, Example, Items, type OptionNames, type RulesContent, type Texts, md, optionsSection, rulesContent } from './rules-page';

/** The words of the page, in page order, one file per language (`./en/raiding-stonehenge.ts`, `./de/raiding-stonehenge.ts`); `**bold**` and `*emphasis*` inside. */
export interface Words {
  goal: Texts<2>;
  components: Texts<6>;
  setup: Texts<5>;
  turnIntro: Texts<1>;
  pick: Texts<1>;
  playStep: Texts<1>;
  place: Texts<12>;
  take: Texts<8>;
  refill: Texts<1>;
  end: Texts<1>;
  scoring: Texts<11>;
  options: Texts<13>;
  rulings: Texts<14>;
  content: Texts<13>;
  /** The drawings' words (./art/raiding-stonehenge.tsx). */
  art: RaidingArtWords;
  /** The allotment table's first column: all the players at one pile, and one alone. */
  everyone: string;
  alone: string;
  /** A colour where "two loose … disks" needs it. */
  looseColour: (colour: PlayerColour) => string;
  reducedCaption: (removedColours: string[]) => string;
  /** The options' names on this language's create form (English: the engine's meta). */
  optionNames?: Record<string, OptionNames>;
}

/** Raiding Stonehenge: the page, built from the words of the reader's language. */
export default function page(w: Words): RulesContent {
  const goal = (
    <>
      <p>{w.goal[0]}</p>
      <p>{w.goal[1]}</p>
    </>
  );

  const components = (
    <>
      <ul>
        <Items texts={w.components.slice(0, 3)} />
      </ul>
      <Diagram caption={w.components[3]}>
        <div class="rules-cards">
          <NumberCard id="D17" small />
          <NumberCard id="N20" small />
          <NumberCard id="D24" small />
        </div>
      </Diagram>
      <Diagram caption={w.components[4]}>
        <p class="rules-swatches">
          {(['white', 'blue', 'green', 'yellow', 'red'] as const).map((c) => (
            <span key={c}>
              <Disk colour={c} /> {colourName(c)}
            </span>
          ))}
        </p>
        <p class="rules-swatches">
          <Figure name="Ann" />
          <StartMarker label={w.components[5]} />
        </p>
      </Diagram>
    </>
  );

  const setup = (
    <>
      <ol>
        <Items texts={w.setup.slice(0, 4)} />
      </ol>
      <Diagram caption={w.setup[4]}>
        <Lines view={START} words={w.art} />
      </Diagram>
    </>
  );

  const turnIntro = <p>{w.turnIntro[0]}</p>;

  const pick = <p>{w.pick[0]}</p>;

  const playStep = <p>{w.playStep[0]}</p>;

  const place = (
    <>
      <p>{w.place[0]}</p>
      <ol>
        <li>{w.place[1]}</li>
        <li>{w.place[2]}</li>
      </ol>
      <p>{w.place[3]}</p>
      <Example title={w.place[4]}>
        <div class="rules-cards">
          <span class="rules-played">
            {w.place[5]}
            <NumberCard id="D17" small />
          </span>
          <span class="rules-played">
            {w.place[6]}
            <NumberCard id="N23" small />
          </span>
          <span class="rules-played">
            {w.place[7]}
            <NumberCard id="D20" small />
          </span>
          <span class="rules-played">
            {w.place[8]}
            <NumberCard id="D24" small />
          </span>
        </div>
        <p>{w.place[9]}</p>
        <Diagram caption={w.place[10]}>
          <ul class="rules-piles" aria-label={w.place[11]}>
            <Pile
              words={w.art}
              colour="red"
              figures={[
                { name: 'Bob', order: 1 },
                { name: 'Ann', order: 3 },
              ]}
            />
            <Pile words={w.art} colour="blue" figures={[{ name: 'Cy', order: 2 }]} />
            <Pile words={w.art} colour="green" figures={[{ name: 'Dee', order: 4 }]} />
            <Pile words={w.art} colour="white" figures={[]} />
            <Pile words={w.art} colour="yellow" figures={[]} />
          </ul>
        </Diagram>
      </Example>
    </>
  );

  const take = (
    <>
      <p>{md(w.take[0])}</p>
      <div class="rules-table-wrap">
        <table class="rules-table">
          <caption class="visually-hidden">{w.take[1]}</caption>
          <thead>
            <tr>
              <th scope="col">{w.take[2]}</th>
              <th scope="col" class="num">
                {w.take[3]}
              </th>
              <th scope="col" class="num">
                {w.take[4]}
              </th>
            </tr>
          </thead>
          <tbody>
            {allotmentTable(raidingStonehenge.maxPlayers, 1).map((r) => (
              <tr key={r.atPile}>
                <td>{r.everyone ? w.everyone : r.atPile === 1 ? w.alone : r.atPile}</td>
                <td class="num">{r.take}</td>
                <td class="num">{r.setAside}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{w.take[5]}</p>
      <Example title={w.take[6]}>
        <p>{w.take[7]}</p>
      </Example>
    </>
  );

  const refill = <p>{w.refill[0]}</p>;

  const end = <p>{w.end[0]}</p>;

  const scoring = (
    <>
      <p>{w.scoring[0]}</p>
      <p>{w.scoring[1]}</p>
      <Example title={w.scoring[2]}>
        <p>
          {w.scoring[3]}
          <Disk colour="white" count={2} />
          {w.scoring[4]}
          <Disk colour="blue" count={2} />
          {w.scoring[5]}
          <Disk colour="green" count={3} />
          {w.scoring[6]}
          <Disk colour="yellow" count={2} />
          {w.scoring[7]}
          <Disk colour="red" count={1} />
          {w.scoring[8]}
        </p>
        <p>{w.scoring[9]}</p>
        <p>{w.scoring[10]}</p>
      </Example>
    </>
  );

  const options = {
    lowCardStarts: <p>{w.options[0]}</p>,
    plusMinusColours: (
      <>
        <p>{w.options[1]}</p>
        {PLUS_MINUS.bonusColour && PLUS_MINUS.penaltyColour ? (
          <Example title={w.options[2]}>
            <p>
              {w.options[3]}
              <Disk colour={PLUS_MINUS.bonusColour} /> {colourName(PLUS_MINUS.bonusColour)}
              {w.options[4]}
              <Disk colour={PLUS_MINUS.penaltyColour} /> {colourName(PLUS_MINUS.penaltyColour)}
              {w.options[5]}
              {w.looseColour(PLUS_MINUS.bonusColour)}
              {w.options[6]}
              {w.looseColour(PLUS_MINUS.penaltyColour)}
              {w.options[7]}
            </p>
          </Example>
        ) : null}
      </>
    ),
    accelerator: (
      <>
        <p>{w.options[8]}</p>
      </>
    ),
    extendedTiebreaker: <p>{w.options[9]}</p>,
    reducedColours: (
      <>
        <p>{w.options[10]}</p>
        <Diagram caption={w.reducedCaption(REDUCED.removedColours.map(colourName))}>
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
    twoThreePlayers: <p>{w.options[11]}</p>,
    hiddenStash: <p>{w.options[12]}</p>,
  } satisfies Record<keyof RaidingOptions, ComponentChildren>;

  return rulesContent('raiding-stonehenge', w.content, { goal, components, setup }, w.rulings, [
    {
      id: 'turn',
      title: w.content[5],
      body: turnIntro,
      sub: [
        { id: 'turn-pick', title: w.content[6], body: pick },
        { id: 'turn-play', title: w.content[7], body: playStep },
        { id: 'turn-place', title: w.content[8], body: place },
        { id: 'turn-take', title: w.content[9], body: take },
        { id: 'turn-refill', title: w.content[10], body: refill },
      ],
    },
    { id: 'end', title: w.content[11], body: end },
    { id: 'scoring', title: w.content[12], body: scoring },
    optionsSection(raidingStonehenge.optionsMeta, options, undefined, w.optionNames),
  ]);
}
