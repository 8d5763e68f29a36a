/** Fightin' an' Drinkin' an' Stealin'!, explained: a round's three events with examples, the Lawyers, the Gonagal, scoring, our rulings. */
import { PLAYER_COLOURS } from '@engine/core/components';
import { fightinDrinkinStealin } from '@engine/fightin-drinkin-stealin';
import { AwardRow } from '../../rulesets/fightin-drinkin-stealin/awards';
import { CardBack, FdsCard } from '../../rulesets/fightin-drinkin-stealin/card';
import { StoneCircle } from '../../rulesets/fightin-drinkin-stealin/stone-circle';
import '../../rulesets/fightin-drinkin-stealin/fds.css';
import { Swatch } from '../../ui/swatch';
import { NAMES, Row, START, awards } from './art/fightin-drinkin-stealin';
import type { Words } from './en/fightin-drinkin-stealin';
import { Diagram, Example, Frames, List, Listed, Paras, type RulesContent, RulesTable, md, nested, optionsSection, rulesContent } from './rules-page';

const lawyerBefore = { ...START, bigLawyer: 22 };
const lawyerAfter = { ...START, bigLawyer: 20 };

/** Fightin' an' Drinkin' an' Stealin'!: the page, built from the words of the reader's language. */
export default function page(w: Words): RulesContent {
  const circle = (view: typeof START) => (
    <div class="rules-board">
      <StoneCircle view={view} near={0} names={NAMES} />
    </div>
  );
  const goal = <Paras texts={w.goal} />;

  const components = (
    <>
      <Diagram caption={w.components[0]}>{circle(START)}</Diagram>
      <List texts={w.components.slice(1, 4)} />
      <Diagram caption={w.components[4]}>
        <div class="rules-cards">
          {['D14', 'N09', 'D18', 'T-green', 'D01'].map((id) => (
            <FdsCard key={id} id={id} small />
          ))}
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

  const setup = <List texts={w.setup} ordered />;

  const turnIntro = <Paras texts={w.turnIntro} />;

  const choose = <Paras texts={w.choose} />;

  const fightin = (
    <>
      <Listed texts={w.fightin.slice(0, 5)} items={3} ordered />
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
      <Paras texts={w.drinkin.slice(0, 2)} />
      <RulesTable
        caption={w.drinkin[2]}
        hiddenCaption
        head={w.drinkin.slice(3, 5)}
        rows={[w.drinkin.slice(5, 7), w.drinkin.slice(7, 9), w.drinkin.slice(9, 11)]}
      />
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
      <Paras texts={w.bigLawyer.slice(0, 2)} />
      <Example title={w.bigLawyer[2]}>
        <Row label={w.bigLawyer[3]} ids={['D17', 'D09']} loot={[{ yellow: 1 }, undefined]} />
        <Row label={w.bigLawyer[4]} ids={['N21', 'N04']} loot={[{ yellow: 1 }, undefined]} />
        <p>{w.bigLawyer[5]}</p>
        <Frames
          frames={[
            { label: w.bigLawyer[6], art: circle(lawyerBefore) },
            { label: w.bigLawyer[7], art: circle(lawyerAfter) },
          ]}
        />
        <p>{w.bigLawyer[8]}</p>
      </Example>
    </>
  );

  const weeLawyers = <Paras texts={w.weeLawyers} />;

  const gonagal = <Listed texts={w.gonagal} items={3} />;

  const roundEnd = <Paras texts={w.roundEnd} />;

  const finalRound = <List texts={w.finalRound} />;

  const end = <Paras texts={w.end} />;

  const scoring = (
    <>
      <p>{w.scoring[0]}</p>
      <Example title={w.scoring[1]}>
        <p>{w.scoring[2]}</p>
        <AwardRow awards={awards({ red: 4, white: 1, blue: 3, green: 2, yellow: 2 })} />
        <Paras texts={w.scoring.slice(3, 5)} />
        <AwardRow awards={awards({ red: 1, white: 3, blue: 2, green: 0, yellow: 5 })} />
        <p>{w.scoring[5]}</p>
      </Example>
    </>
  );

  return rulesContent(
    'fightin-drinkin-stealin',
    w,
    {
      goal,
      components,
      setup,
      turn: nested(turnIntro, {
        'round-choose': choose,
        fightin,
        drinkin,
        stealin,
        'big-lawyer': bigLawyer,
        'wee-lawyers': weeLawyers,
        gonagal,
        'round-end': roundEnd,
        'final-round': finalRound,
      }),
      end,
      scoring,
    },
    optionsSection(fightinDrinkinStealin.optionsMeta, {}),
  );
}
