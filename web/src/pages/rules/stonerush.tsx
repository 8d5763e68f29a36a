/** Stonerush, explained: the race, a turn with its moves drawn on the ring, the end, the variant, our rulings. */
import { PLAYER_COLOURS, type PlayerColour } from '@engine/core/components';
import { optionsMeta } from '@engine/stonerush/model';
import { Swatch } from '../../ui/swatch';
import { StoneCircle } from '../../rulesets/stonerush/stone-circle';
import { Cards, RingCrop, board } from './art/stonerush';
import type { Words } from './en/stonerush';
import { Diagram, Example, Frames, List, Paras, type RulesContent, nested, optionsSection, rulesContent } from './rules-page';

/** Stonerush: the page, built from the words of the reader's language (`./en/stonerush.ts`, `./de/stonerush.ts`). */
export default function page(w: Words): RulesContent {
  const ring = (label: string, positions: Partial<Record<PlayerColour, number>>) => ({
    label,
    art: <RingCrop positions={{ yellow: 5, red: 7, blue: 2, green: 1, white: 1, ...positions }} from={1} to={7} />,
  });
  const moves = [
    { caption: w.move[2], cards: ['D04'], frames: [ring(w.move[3], { yellow: 4 }), ring(w.move[4], {})] },
    { caption: w.move[5], cards: ['N05', 'N11'], frames: [ring(w.move[6], {}), ring(w.move[7], { red: 4 })] },
    { caption: w.move[8], cards: ['D06', 'D09'], frames: [ring(w.move[9], { red: 4 }), ring(w.move[10], { red: 4, green: 3 })] },
  ];
  const circle = (view: ReturnType<typeof board>) => (
    <div class="rules-board">
      <StoneCircle view={view} />
    </div>
  );
  const outline = {
    goal: <Paras texts={w.goal} />,
    components: (
      <>
        <Diagram caption={w.components[0]}>{circle(board({}))}</Diagram>
        <List texts={w.components.slice(1, 5)} />
        <Diagram caption={w.components[5]}>
          <Cards ids={['D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'N11']} />
        </Diagram>
        <p class="rules-swatches">
          {w.components[6]}
          {PLAYER_COLOURS.map((c) => (
            <Swatch key={c} colour={c} />
          ))}
        </p>
      </>
    ),
    setup: <List texts={w.setup} ordered />,
    turn: nested(<Paras texts={w.turnIntro} />, {
      'turn-play': (
        <>
          <p>{w.play[0]}</p>
          <List texts={w.play.slice(1, 4)} />
          <Example title={w.play[4]}>
            <Cards ids={['D04', 'N10', 'D06', 'D09']} />
            <p>{w.play[5]}</p>
          </Example>
        </>
      ),
      'turn-move': (
        <>
          <Paras texts={w.move.slice(0, 2)} />
          {moves.map((m) => (
            <Diagram key={m.caption} caption={m.caption}>
              <Cards ids={m.cards} />
              <Frames frames={m.frames} />
            </Diagram>
          ))}
        </>
      ),
      'turn-discard': (
        <>
          <Paras texts={w.discard.slice(0, 2)} />
          <Example title={w.discard[2]}>
            <p>{w.discard[3]}</p>
          </Example>
        </>
      ),
    }),
    end: <Paras texts={w.end} />,
    scoring: (
      <>
        <Paras texts={w.scoring.slice(0, 2)} />
        <Example title={w.scoring[2]}>
          <p>{w.scoring[3]}</p>
          <Diagram caption={w.scoring[4]}>{circle(board({ yellow: 30, red: 22, blue: 25, green: 25, white: 18 }))}</Diagram>
          <p>{w.scoring[5]}</p>
        </Example>
      </>
    ),
  };
  const track = (
    <>
      <p>{w.trackOption[0]}</p>
      <Diagram caption={w.trackOption[1]}>{circle(board({}, 'bluestones'))}</Diagram>
    </>
  );
  return rulesContent('stonerush', w, outline, optionsSection(optionsMeta, { track }, undefined, w.optionNames));
}
