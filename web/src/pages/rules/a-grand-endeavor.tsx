/** A Grand Endeavor, explained: materials, the three phases of a turn, claiming, usurping, defamation, scoring worked through on the game's monument, our rulings. */
import { aGrandEndeavor } from '@engine/a-grand-endeavor';
import { LINTELS_BY_PLAYERS } from '@engine/a-grand-endeavor/model';
import { POINTS } from '@engine/a-grand-endeavor/points';
import { CardBack, ProjectCard } from '../../rulesets/a-grand-endeavor/cards';
import '../../rulesets/a-grand-endeavor/grand-endeavor.css';
import { Board, Cards, SCORED, START } from './art/a-grand-endeavor';
import type { Words } from './en/a-grand-endeavor';
import { Diagram, Example, List, Listed, Paras, type RulesContent, RulesTable, nested, optionsSection, rulesContent } from './rules-page';

/** A Grand Endeavor: the page, built from the words of the reader's language (`./en/a-grand-endeavor.ts`, `./de/…`). */
export default function page(w: Words): RulesContent {
  const scoring = [
    [w.scoring[6], POINTS.trilithon, POINTS.trilithonPair, w.scoring[7]],
    [w.scoring[8], POINTS.bluestone, POINTS.bluestonePair, [POINTS.bluestoneRun, w.scoring[9], POINTS.bluestoneRunLength, w.scoring[10]]],
    [w.scoring[11], POINTS.lintel, POINTS.lintelPair, [POINTS.lintelRun, w.scoring[12], POINTS.lintelRunLength, w.scoring[13]]],
  ];
  const outline = {
    goal: <Paras texts={w.goal} />,
    components: (
      <>
        <Diagram caption={w.components[0]}>
          <Board view={START} />
        </Diagram>
        <List texts={w.components.slice(1, 5)} />
        <RulesTable caption={w.components[5]} numeric head={w.components.slice(6, 8)} rows={Object.entries(LINTELS_BY_PLAYERS)} />
        <Diagram caption={w.components[8]}>
          <Cards>
            <ProjectCard id="D09" small />
            <ProjectCard id="N14" small />
            <ProjectCard id="T-red" small />
            <CardBack small label={w.components[9]} />
          </Cards>
        </Diagram>
      </>
    ),
    setup: <List texts={w.setup} ordered />,
    turn: nested(<Paras texts={w.turnIntro} />, {
      'turn-construction': (
        <>
          <Listed texts={w.construction.slice(0, 7)} items={4} />
          <Example title={w.construction[7]}>
            <Cards>
              <CardBack small label={w.construction[8]} />
              <ProjectCard id="D09" small />
              <ProjectCard id="N14" small />
            </Cards>
            <p>{w.construction[9]}</p>
          </Example>
        </>
      ),
      claiming: <Listed texts={w.claiming} items={3} />,
      'turn-draw': <Paras texts={w.draw} />,
      'turn-commit': <Listed texts={w.commit} items={4} />,
      usurping: (
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
      ),
      defamation: <Paras texts={w.defamation} />,
    }),
    end: <Paras texts={w.end} />,
    scoring: (
      <>
        <p>{w.scoring[0]}</p>
        <RulesTable caption={w.scoring[1]} hiddenCaption numeric head={w.scoring.slice(2, 6)} rows={scoring} />
        <p>{w.scoring[14]}</p>
        <Example title={w.scoring[15]}>
          <Diagram caption={w.scoring[16]}>
            <Board view={SCORED} />
          </Diagram>
          <List texts={w.scoring.slice(17, 20)} />
          <p>{w.scoring[20]}</p>
        </Example>
      </>
    ),
  };
  return rulesContent('a-grand-endeavor', w, outline, optionsSection(aGrandEndeavor.optionsMeta, {}));
}
