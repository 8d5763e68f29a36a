/** A Grand Endeavor, explained: materials, the three phases of a turn, claiming, usurping, defamation, scoring worked through on the game's monument, our rulings. */
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import { POINTS } from '@engine/a-grand-endeavor/scoring';
import { CardBack, ProjectCard } from '../../rulesets/a-grand-endeavor/cards';
import '../../rulesets/a-grand-endeavor/grand-endeavor.css';
import { Board, Cards, SCORED, START } from './art/a-grand-endeavor';
import { Diagram, Example, type RulesContent, optionsSection, rulesContent, Items, type Texts } from './rules-page';

/** The words of the page, in page order, one file per language (`./en/a-grand-endeavor.ts`, `./de/a-grand-endeavor.ts`); `**bold**` and `*emphasis*` inside. */
export interface Words {
  goal: Texts<2>;
  components: Texts<16>;
  setup: Texts<4>;
  turnIntro: Texts<1>;
  construction: Texts<10>;
  claiming: Texts<5>;
  draw: Texts<2>;
  commit: Texts<6>;
  usurping: Texts<3>;
  defamation: Texts<2>;
  end: Texts<1>;
  scoring: Texts<21>;
  rulings: Texts<14>;
  content: Texts<14>;
}

/** A Grand Endeavor: the page, built from the words of the reader's language. */
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
        <Board view={START} />
      </Diagram>
      <ul>
        <Items texts={w.components.slice(1, 5)} />
      </ul>
      <div class="rules-table-wrap">
        <table class="rules-table">
          <caption>{w.components[5]}</caption>
          <thead>
            <tr>
              <th scope="col">{w.components[6]}</th>
              <th scope="col" class="num">
                {w.components[7]}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{w.components[8]}</td>
              <td class="num">{w.components[9]}</td>
            </tr>
            <tr>
              <td>{w.components[10]}</td>
              <td class="num">{w.components[11]}</td>
            </tr>
            <tr>
              <td>{w.components[12]}</td>
              <td class="num">{w.components[13]}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <Diagram caption={w.components[14]}>
        <Cards>
          <ProjectCard id="D09" small />
          <ProjectCard id="N14" small />
          <ProjectCard id="T-red" small />
          <CardBack small label={w.components[15]} />
        </Cards>
      </Diagram>
    </>
  );

  const setup = (
    <ol>
      <Items texts={w.setup} />
    </ol>
  );

  const turnIntro = <p>{w.turnIntro[0]}</p>;

  const construction = (
    <>
      <p>{w.construction[0]}</p>
      <ul>
        <Items texts={w.construction.slice(1, 5)} />
      </ul>
      <p>{w.construction[5]}</p>
      <p>{w.construction[6]}</p>
      <Example title={w.construction[7]}>
        <Cards>
          <CardBack small label={w.construction[8]} />
          <ProjectCard id="D09" small />
          <ProjectCard id="N14" small />
        </Cards>
        <p>{w.construction[9]}</p>
      </Example>
    </>
  );

  const claiming = (
    <>
      <p>{w.claiming[0]}</p>
      <ul>
        <Items texts={w.claiming.slice(1, 4)} />
      </ul>
      <p>{w.claiming[4]}</p>
    </>
  );

  const draw = (
    <>
      <p>{w.draw[0]}</p>
      <p>{w.draw[1]}</p>
    </>
  );

  const commit = (
    <>
      <p>{w.commit[0]}</p>
      <ul>
        <Items texts={w.commit.slice(1, 5)} />
      </ul>
      <p>{w.commit[5]}</p>
    </>
  );

  const usurping = (
    <>
      <p>{w.usurping[0]}</p>
      <Example title={w.usurping[1]}>
        <Cards>
          <ProjectCard id="T-red" small />
        </Cards>
        <p>{w.usurping[2]}</p>
        <Cards>
          <ProjectCard id="D05" small />
          <ProjectCard id="D08" small />
        </Cards>
      </Example>
    </>
  );

  const defamation = (
    <>
      <p>{w.defamation[0]}</p>
      <p>{w.defamation[1]}</p>
    </>
  );

  const end = <p>{w.end[0]}</p>;

  const scoring = (
    <>
      <p>{w.scoring[0]}</p>
      <div class="rules-table-wrap">
        <table class="rules-table">
          <caption class="visually-hidden">{w.scoring[1]}</caption>
          <thead>
            <tr>
              <th scope="col">{w.scoring[2]}</th>
              <th scope="col" class="num">
                {w.scoring[3]}
              </th>
              <th scope="col" class="num">
                {w.scoring[4]}
              </th>
              <th scope="col" class="num">
                {w.scoring[5]}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{w.scoring[6]}</td>
              <td class="num">{POINTS.trilithon}</td>
              <td class="num">{POINTS.trilithonPair}</td>
              <td class="num">{w.scoring[7]}</td>
            </tr>
            <tr>
              <td>{w.scoring[8]}</td>
              <td class="num">{POINTS.bluestone}</td>
              <td class="num">{POINTS.bluestonePair}</td>
              <td class="num">
                {POINTS.bluestoneRun}
                {w.scoring[9]}
                {POINTS.bluestoneRunLength}
                {w.scoring[10]}
              </td>
            </tr>
            <tr>
              <td>{w.scoring[11]}</td>
              <td class="num">{POINTS.lintel}</td>
              <td class="num">{POINTS.lintelPair}</td>
              <td class="num">
                {POINTS.lintelRun}
                {w.scoring[12]}
                {POINTS.lintelRunLength}
                {w.scoring[13]}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{w.scoring[14]}</p>
      <Example title={w.scoring[15]}>
        <Diagram caption={w.scoring[16]}>
          <Board view={SCORED} />
        </Diagram>
        <ul>
          <Items texts={w.scoring.slice(17, 20)} />
        </ul>
        <p>{w.scoring[20]}</p>
      </Example>
    </>
  );

  return rulesContent('a-grand-endeavor', w.content, { goal, components, setup }, w.rulings, [
    {
      id: 'turn',
      title: w.content[5],
      body: turnIntro,
      sub: [
        { id: 'turn-construction', title: w.content[6], body: construction },
        { id: 'claiming', title: w.content[7], body: claiming },
        { id: 'turn-draw', title: w.content[8], body: draw },
        { id: 'turn-commit', title: w.content[9], body: commit },
        { id: 'usurping', title: w.content[10], body: usurping },
        { id: 'defamation', title: w.content[11], body: defamation },
      ],
    },
    { id: 'end', title: w.content[12], body: end },
    { id: 'scoring', title: w.content[13], body: scoring },
    optionsSection(aGrandEndeavor.optionsMeta, {}),
  ]);
}
