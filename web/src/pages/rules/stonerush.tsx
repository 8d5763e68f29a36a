/** Stonerush, explained: the race, a turn with its moves drawn on the ring, the end, the variant, our rulings. */
import { PLAYER_COLOURS } from '@engine/core/components';
import { optionsMeta } from '@engine/stonerush/model';
import { Swatch } from '../../ui/swatch';
import { StoneCircle } from '../../rulesets/stonerush/stone-circle';
import { Cards, RingCrop, board } from './art/stonerush';
import { Diagram, Example, Frames, Items, type OptionNames, type RulesContent, type Texts, optionsSection, rulesContent } from './rules-page';

/** The words of the page, in page order, one file per language (`./en/stonerush.ts`, `./de/stonerush.ts`); `**bold**` and `*emphasis*` inside. */
export interface Words {
  goal: Texts<2>;
  components: Texts<7>;
  setup: Texts<4>;
  turnIntro: Texts<1>;
  play: Texts<6>;
  move: Texts<11>;
  discard: Texts<4>;
  end: Texts<1>;
  scoring: Texts<6>;
  trackOption: Texts<2>;
  rulings: Texts<10>;
  content: Texts<11>;
  /** The options' names on this language's create form (English: the engine's meta). */
  optionNames?: Record<string, OptionNames>;
}

/** Stonerush: the page, built from the words of the reader's language. */
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
          <StoneCircle view={board({})} />
        </div>
      </Diagram>
      <ul>
        <Items texts={w.components.slice(1, 5)} />
      </ul>
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
  );

  const setup = (
    <ol>
      <Items texts={w.setup} />
    </ol>
  );

  const turnIntro = <p>{w.turnIntro[0]}</p>;

  const play = (
    <>
      <p>{w.play[0]}</p>
      <ul>
        <Items texts={w.play.slice(1, 4)} />
      </ul>
      <Example title={w.play[4]}>
        <Cards ids={['D04', 'N10', 'D06', 'D09']} />
        <p>{w.play[5]}</p>
      </Example>
    </>
  );

  const move = (
    <>
      <p>{w.move[0]}</p>
      <p>{w.move[1]}</p>
      <Diagram caption={w.move[2]}>
        <Cards ids={['D04']} />
        <Frames
          frames={[
            { label: w.move[3], art: <RingCrop positions={{ yellow: 4, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
            { label: w.move[4], art: <RingCrop positions={{ yellow: 5, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
          ]}
        />
      </Diagram>
      <Diagram caption={w.move[5]}>
        <Cards ids={['N05', 'N11']} />
        <Frames
          frames={[
            { label: w.move[6], art: <RingCrop positions={{ yellow: 5, red: 7, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
            { label: w.move[7], art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
          ]}
        />
      </Diagram>
      <Diagram caption={w.move[8]}>
        <Cards ids={['D06', 'D09']} />
        <Frames
          frames={[
            { label: w.move[9], art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 1, white: 1 }} from={1} to={7} /> },
            { label: w.move[10], art: <RingCrop positions={{ yellow: 5, red: 4, blue: 2, green: 3, white: 1 }} from={1} to={7} /> },
          ]}
        />
      </Diagram>
    </>
  );

  const discard = (
    <>
      <p>{w.discard[0]}</p>
      <p>{w.discard[1]}</p>
      <Example title={w.discard[2]}>
        <p>{w.discard[3]}</p>
      </Example>
    </>
  );

  const end = (
    <>
      <p>{w.end[0]}</p>
    </>
  );

  const scoring = (
    <>
      <p>{w.scoring[0]}</p>
      <p>{w.scoring[1]}</p>
      <Example title={w.scoring[2]}>
        <p>{w.scoring[3]}</p>
        <Diagram caption={w.scoring[4]}>
          <div class="rules-board">
            <StoneCircle view={board({ yellow: 30, red: 22, blue: 25, green: 25, white: 18 })} />
          </div>
        </Diagram>
        <p>{w.scoring[5]}</p>
      </Example>
    </>
  );

  const trackOption = (
    <>
      <p>{w.trackOption[0]}</p>
      <Diagram caption={w.trackOption[1]}>
        <div class="rules-board">
          <StoneCircle view={board({}, 'bluestones')} />
        </div>
      </Diagram>
    </>
  );

  return rulesContent('stonerush', w.content, { goal, components, setup }, w.rulings, [
    {
      id: 'turn',
      title: w.content[5],
      body: turnIntro,
      sub: [
        { id: 'turn-play', title: w.content[6], body: play },
        { id: 'turn-move', title: w.content[7], body: move },
        { id: 'turn-discard', title: w.content[8], body: discard },
      ],
    },
    { id: 'end', title: w.content[9], body: end },
    { id: 'scoring', title: w.content[10], body: scoring },
    optionsSection(optionsMeta, { track: trackOption }, undefined, w.optionNames),
  ]);
}
