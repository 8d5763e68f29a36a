/** Fightin' an' Drinkin' an' Stealin'!, explained: a round's three events with examples, the Lawyers, the Gonagal, scoring, our rulings. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import { AwardRow } from '../../rulesets/fightin-drinkin-stealin/awards';
import { CardBack, FdsCard } from '../../rulesets/fightin-drinkin-stealin/card';
import { StoneCircle } from '../../rulesets/fightin-drinkin-stealin/stone-circle';
import '../../rulesets/fightin-drinkin-stealin/fds.css';
import { Swatch } from '../../ui/swatch';
import { NAMES, Row, START, awards } from './art/fightin-drinkin-stealin';
import { Diagram, Example, Frames, type RulesContent, optionsSection, rulesContent, Items, type Texts, md } from './rules-page';

const lawyerBefore = { ...START, bigLawyer: 22 };
const lawyerAfter = { ...START, bigLawyer: 20 };

/** The words of the page, in page order, one file per language (`./en/fightin-drinkin-stealin.ts`, `./de/fightin-drinkin-stealin.ts`); `**bold**` and `*emphasis*` inside. */
export interface Words {
  goal: Texts<2>;
  components: Texts<7>;
  setup: Texts<4>;
  turnIntro: Texts<1>;
  choose: Texts<2>;
  fightin: Texts<14>;
  drinkin: Texts<17>;
  stealin: Texts<4>;
  bigLawyer: Texts<9>;
  weeLawyers: Texts<3>;
  gonagal: Texts<5>;
  roundEnd: Texts<1>;
  finalRound: Texts<4>;
  end: Texts<1>;
  scoring: Texts<6>;
  rulings: Texts<17>;
  content: Texts<17>;
  /** What each colour's awards are for, beside its swatch. */
  awardMeaning: Readonly<Record<PlayerColour, string>>;
}

/** Fightin' an' Drinkin' an' Stealin'!: the page, built from the words of the reader's language. */
export default function page(w: Words): RulesContent {
  const goal = (
    <>
      <p>{w.goal[0]}</p>
      <p>{w.goal[1]}</p>
    </>
  );

  const components = (
    <>
      <Diagram caption={w.components[0]}>
        <div class="rules-board">
          <StoneCircle view={START} near={0} names={NAMES} />
        </div>
      </Diagram>
      <ul>
        <Items texts={w.components.slice(1, 4)} />
      </ul>
      <Diagram caption={w.components[4]}>
        <div class="rules-cards">
          <FdsCard id="D14" small />
          <FdsCard id="N09" small />
          <FdsCard id="D18" small />
          <FdsCard id="T-green" small />
          <FdsCard id="D01" small />
          <CardBack small label={w.components[5]} />
        </div>
      </Diagram>
      <ul class="rules-award-list">
        {PLAYER_COLOURS.map((c) => (
          <li key={c}>
            <Swatch colour={c} />
            {w.components[6]}
            {w.awardMeaning[c]}
          </li>
        ))}
      </ul>
    </>
  );

  const setup = (
    <ol>
      <Items texts={w.setup} />
    </ol>
  );

  const turnIntro = <p>{md(w.turnIntro[0])}</p>;

  const choose = (
    <>
      <p>{w.choose[0]}</p>
      <p>{w.choose[1]}</p>
    </>
  );

  const fightin = (
    <>
      <p>{w.fightin[0]}</p>
      <ol>
        <Items texts={w.fightin.slice(1, 4)} />
      </ol>
      <p>{w.fightin[4]}</p>
      <Example title={w.fightin[5]}>
        <Row label={w.fightin[6]} ids={['D14', 'D16']} note={w.fightin[7]} />
        <Row label={w.fightin[8]} ids={['N09', 'N13']} note={w.fightin[9]} />
        <p>{w.fightin[10]}</p>
        <Row label={w.fightin[11]} ids={['N12', 'T-red']} note={w.fightin[12]} />
        <p>{w.fightin[13]}</p>
      </Example>
    </>
  );

  const drinkin = (
    <>
      <p>{md(w.drinkin[0])}</p>
      <p>{w.drinkin[1]}</p>
      <div class="rules-table-wrap">
        <table class="rules-table">
          <caption class="visually-hidden">{w.drinkin[2]}</caption>
          <thead>
            <tr>
              <th scope="col">{w.drinkin[3]}</th>
              <th scope="col">{w.drinkin[4]}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{w.drinkin[5]}</td>
              <td>{w.drinkin[6]}</td>
            </tr>
            <tr>
              <td>{w.drinkin[7]}</td>
              <td>{w.drinkin[8]}</td>
            </tr>
            <tr>
              <td>{w.drinkin[9]}</td>
              <td>{w.drinkin[10]}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{w.drinkin[11]}</p>
      <Example title={w.drinkin[12]}>
        <Row label={w.drinkin[13]} ids={['D20', 'D15']} />
        <Row label={w.drinkin[14]} ids={['N11', 'N08']} note={w.drinkin[15]} />
        <p>{w.drinkin[16]}</p>
      </Example>
    </>
  );

  const stealin = (
    <>
      <p>{w.stealin[0]}</p>
      <ol>
        <li>{md(w.stealin[1])}</li>
        <li>{md(w.stealin[2])}</li>
      </ol>
      <p>{md(w.stealin[3])}</p>
    </>
  );

  const bigLawyer = (
    <>
      <p>{w.bigLawyer[0]}</p>
      <p>{w.bigLawyer[1]}</p>
      <Example title={w.bigLawyer[2]}>
        <Row label={w.bigLawyer[3]} ids={['D17', 'D09']} loot={[{ yellow: 1 }, undefined]} />
        <Row label={w.bigLawyer[4]} ids={['N21', 'N04']} loot={[{ yellow: 1 }, undefined]} />
        <p>{w.bigLawyer[5]}</p>
        <Frames
          frames={[
            {
              label: w.bigLawyer[6],
              art: (
                <div class="rules-board">
                  <StoneCircle view={lawyerBefore} near={0} names={NAMES} />
                </div>
              ),
            },
            {
              label: w.bigLawyer[7],
              art: (
                <div class="rules-board">
                  <StoneCircle view={lawyerAfter} near={0} names={NAMES} />
                </div>
              ),
            },
          ]}
        />
        <p>{w.bigLawyer[8]}</p>
      </Example>
    </>
  );

  const weeLawyers = (
    <>
      <p>{w.weeLawyers[0]}</p>
      <p>{w.weeLawyers[1]}</p>
      <p>{w.weeLawyers[2]}</p>
    </>
  );

  const gonagal = (
    <>
      <p>{w.gonagal[0]}</p>
      <ul>
        <Items texts={w.gonagal.slice(1, 4)} />
      </ul>
      <p>{w.gonagal[4]}</p>
    </>
  );

  const roundEnd = <p>{w.roundEnd[0]}</p>;

  const finalRound = (
    <ul>
      <Items texts={w.finalRound} />
    </ul>
  );

  const end = <p>{w.end[0]}</p>;

  const scoring = (
    <>
      <p>{w.scoring[0]}</p>
      <Example title={w.scoring[1]}>
        <p>{w.scoring[2]}</p>
        <AwardRow awards={awards({ red: 4, white: 1, blue: 3, green: 2, yellow: 2 })} />
        <p>{w.scoring[3]}</p>
        <p>{w.scoring[4]}</p>
        <AwardRow awards={awards({ red: 1, white: 3, blue: 2, green: 0, yellow: 5 })} />
        <p>{w.scoring[5]}</p>
      </Example>
    </>
  );

  return rulesContent('fightin-drinkin-stealin', w.content, { goal, components, setup }, w.rulings, [
    {
      id: 'turn',
      title: w.content[5],
      body: turnIntro,
      sub: [
        { id: 'round-choose', title: w.content[6], body: choose },
        { id: 'fightin', title: w.content[7], body: fightin },
        { id: 'drinkin', title: w.content[8], body: drinkin },
        { id: 'stealin', title: w.content[9], body: stealin },
        { id: 'big-lawyer', title: w.content[10], body: bigLawyer },
        { id: 'wee-lawyers', title: w.content[11], body: weeLawyers },
        { id: 'gonagal', title: w.content[12], body: gonagal },
        { id: 'round-end', title: w.content[13], body: roundEnd },
        { id: 'final-round', title: w.content[14], body: finalRound },
      ],
    },
    { id: 'end', title: w.content[15], body: end },
    { id: 'scoring', title: w.content[16], body: scoring },
    optionsSection(fightinDrinkinStealin.optionsMeta, {}),
  ]);
}
