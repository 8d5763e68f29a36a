/** Raiding Stonehenge, explained: picking, playing, placing figures, taking and setting aside, scoring, the seven variants, our rulings. */
import type { ComponentChildren } from 'preact';
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { raidingStonehenge } from '@engine/raiding-stonehenge';
import type { RaidingOptions } from '@engine/raiding-stonehenge/model';
import { allotmentTable } from '@engine/raiding-stonehenge/allotment';
import { Disk, Figure, NumberCard, StartMarker } from '../../rulesets/raiding-stonehenge/pieces';
import '../../rulesets/raiding-stonehenge/raiding.css';
import { colourName } from '../../ui/colours';
import { Lines, PLUS_MINUS, Pile, REDUCED, START } from './art/raiding-stonehenge';
import type { Words } from './en/raiding-stonehenge';
import { Diagram, Example, List, Paras, type RulesContent, RulesTable, nested, optionsSection, rulesContent } from './rules-page';

/** Raiding Stonehenge: the page, built from the words of the reader's language (`./en/raiding-stonehenge.ts`, `./de/…`). */
export default function page(w: Words): RulesContent {
  const played = [
    [w.place[5], 'D17'],
    [w.place[6], 'N23'],
    [w.place[7], 'D20'],
    [w.place[8], 'D24'],
  ] as const;
  /** The example's collection: how many disks of each colour, in PLAYER_COLOURS order. */
  const collected = [2, 2, 3, 2, 1];
  const swatches = (colours: readonly PlayerColour[]) => (
    <p class="rules-swatches">
      {colours.map((c) => (
        <span key={c}>
          <Disk colour={c} /> {colourName(c)}
        </span>
      ))}
    </p>
  );
  const outline = {
    goal: <Paras texts={w.goal} />,
    components: (
      <>
        <List texts={w.components.slice(0, 3)} />
        <Diagram caption={w.components[3]}>
          <div class="rules-cards">
            {['D17', 'N20', 'D24'].map((id) => (
              <NumberCard key={id} id={id} small />
            ))}
          </div>
        </Diagram>
        <Diagram caption={w.components[4]}>
          {swatches(PLAYER_COLOURS)}
          <p class="rules-swatches">
            <Figure name="Ann" />
            <StartMarker label={w.components[5]} />
          </p>
        </Diagram>
      </>
    ),
    setup: (
      <>
        <List texts={w.setup.slice(0, 4)} ordered />
        <Diagram caption={w.setup[4]}>
          <Lines view={START} words={w.art} />
        </Diagram>
      </>
    ),
    turn: nested(<Paras texts={w.turnIntro} />, {
      'turn-pick': <Paras texts={w.pick} />,
      'turn-play': <Paras texts={w.playStep} />,
      'turn-place': (
        <>
          <p>{w.place[0]}</p>
          <ol>
            <li>{w.place[1]}</li>
            <li>{w.place[2]}</li>
          </ol>
          <p>{w.place[3]}</p>
          <Example title={w.place[4]}>
            <div class="rules-cards">
              {played.map(([who, id]) => (
                <span key={id} class="rules-played">
                  {who}
                  <NumberCard id={id} small />
                </span>
              ))}
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
      ),
      'turn-take': (
        <>
          <Paras texts={w.take.slice(0, 1)} />
          <RulesTable
            caption={w.take[1]}
            hiddenCaption
            numeric
            head={w.take.slice(2, 5)}
            rows={allotmentTable(raidingStonehenge.maxPlayers, 1).map((r) => [
              r.everyone ? w.everyone : r.atPile === 1 ? w.alone : r.atPile,
              r.take,
              r.setAside,
            ])}
          />
          <p>{w.take[5]}</p>
          <Example title={w.take[6]}>
            <p>{w.take[7]}</p>
          </Example>
        </>
      ),
      'turn-refill': <Paras texts={w.refill} />,
    }),
    end: <Paras texts={w.end} />,
    scoring: (
      <>
        <Paras texts={w.scoring.slice(0, 2)} />
        <Example title={w.scoring[2]}>
          <p>
            {w.scoring[3]}
            {PLAYER_COLOURS.map((colour, i) => [<Disk key={colour} colour={colour} count={collected[i]} />, w.scoring[4 + i]])}
          </p>
          <Paras texts={w.scoring.slice(9, 11)} />
        </Example>
      </>
    ),
  };

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
    accelerator: <p>{w.options[8]}</p>,
    extendedTiebreaker: <p>{w.options[9]}</p>,
    reducedColours: (
      <>
        <p>{w.options[10]}</p>
        <Diagram caption={w.reducedCaption(REDUCED.removedColours.map(colourName))}>{swatches(REDUCED.colours)}</Diagram>
      </>
    ),
    twoThreePlayers: <p>{w.options[11]}</p>,
    hiddenStash: <p>{w.options[12]}</p>,
  } satisfies Record<keyof RaidingOptions, ComponentChildren>;

  return rulesContent('raiding-stonehenge', w, outline, optionsSection(raidingStonehenge.optionsMeta, options, undefined, w.optionNames));
}
