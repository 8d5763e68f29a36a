/**
 * The web half of the throwaway ruleset of new-ruleset.test.ts, each file as a documented step
 * of docs/architecture.md "Adding a ruleset" says: a board folder (`web/src/rulesets/<id>/`: the
 * board, its facts, its text mode, its words in English and German) and a rules page in each
 * language (`web/src/pages/rules/<id>.tsx` and its words, `en/<id>.ts`, `de/<id>.ts`). Nothing else is written.
 */
export const WEB_ID = 'first-to-seven';

export const WEB_FILES: Record<string, string> = {
  // Step 10: the board's words, English first (its pitch is the meta's, passed in), German typed by them.
  'rulesets/first-to-seven/i18n/en.ts': `
export const words = {
  pitch: (metaPitch: string) => metaPitch,
  boardTitle: 'The running total',
  total: (n: number) => \`The total is \${n}.\`,
  add: (n: number) => \`Add \${n}\`,
};
`,
  'rulesets/first-to-seven/i18n/de.ts': `
import type { Translation } from '../../../i18n/types';
import type { words as en } from './en';
export const words: Translation<typeof en> = {
  pitch: () => 'Zählt abwechselnd eins oder zwei dazu; wer sieben erreicht, gewinnt.',
  boardTitle: 'Die laufende Summe',
  total: (n) => \`Die Summe ist \${n}.\`,
  add: (n) => \`\${n} dazuzählen\`,
};
`,
  'rulesets/first-to-seven/i18n/index.ts': `
import { rulesetWords } from '../../words';
import { words as en } from './en';
export const msg = rulesetWords(en);
`,
  // Step 10: what the game page knows without the board.
  'rulesets/first-to-seven/facts.ts': `
import type { RulesetFacts } from '../types';
const facts: RulesetFacts = {
  bookkeeping: [],
  moment: (view) => ((view as { winner?: unknown } | null)?.winner === null ? 'turn' : 'over'),
  rulesSections: { turn: 'turn', over: 'end' },
};
export default facts;
`,
  // Step 10: the text mode.
  'rulesets/first-to-seven/text.ts': `
import type { Action } from '@engine/first-to-seven/model';
import type { view } from '@engine/first-to-seven/view';
import type { GamePayload } from '@schema/api';
import type { TextDescription } from '../types';
import { msg } from './i18n';
export function describeSeven(payload: GamePayload<ReturnType<typeof view>, Action>): TextDescription<Action> {
  return { sections: [{ heading: msg.boardTitle, lines: [msg.total(payload.view.total)] }], label: (a) => msg.add(a.n) };
}
`,
  // Step 10: the board, drawn with the page hooks every board keeps.
  'rulesets/first-to-seven/index.tsx': `
import type { Action } from '@engine/first-to-seven/model';
import type { view } from '@engine/first-to-seven/view';
import type { BoardProps, RulesetBoard } from '../types';
import { msg } from './i18n';
function SevenBoard({ payload, act, pending }: BoardProps<ReturnType<typeof view>, Action>) {
  return (
    <section aria-label={msg.boardTitle}>
      <p data-board="first-to-seven">{msg.total(payload.view.total)}</p>
      <div data-decision>
        {payload.actions.map((a) => (
          <button key={a.n} type="button" disabled={pending} onClick={() => act(a)}>
            {msg.add(a.n)}
          </button>
        ))}
      </div>
    </section>
  );
}
const board: RulesetBoard = { Board: SevenBoard, text: () => import('./text').then((m) => m.describeSeven) };
export default board;
`,
  // Step 8: the rules page (sections and anchors), and its words in each language.
  'pages/rules/first-to-seven.tsx': `
import type { RulesContent, Texts } from './rules-page';
export interface Words {
  content: Texts<2>;
  turn: Texts<2>;
  end: Texts<2>;
}
export default function page(w: Words): RulesContent {
  return {
    id: 'first-to-seven',
    byline: w.content[0],
    lead: <p>{w.content[1]}</p>,
    sections: [
      { id: 'turn', title: w.turn[0], body: <p>{w.turn[1]}</p> },
      { id: 'end', title: w.end[0], body: <p>{w.end[1]}</p> },
    ],
  };
}
`,
  'pages/rules/en/first-to-seven.ts': `
import type { Words } from '../first-to-seven';
const words: Words = {
  content: ['A counting game, made up for a test', 'Count to seven together; the one who gets there wins.'],
  turn: ['A turn', 'Add one or two to the total.'],
  end: ['The end', 'Whoever brings the total to seven wins.'],
};
export default words;
`,
  'pages/rules/de/first-to-seven.ts': `
import type { Words } from '../first-to-seven';
const words: Words = {
  content: ['Ein Zählspiel, erfunden für einen Test', 'Zählt gemeinsam bis sieben; wer dort ankommt, gewinnt.'],
  turn: ['Ein Zug', 'Zähle eins oder zwei zur Summe dazu.'],
  end: ['Das Ende', 'Wer die Summe auf sieben bringt, gewinnt.'],
};
export default words;
`,
};
