/**
 * Adding a ruleset by the documented steps alone (docs/architecture.md "Adding a ruleset"): the
 * test writes a throwaway one, "First to Seven", into `engine/<id>/` of a scratch tree holding the
 * real kernel, the real rulesets and unchanged copies of the registries, and its board folder and
 * rules pages (new-ruleset-web.ts) into a scratch `web/src/` whose shared files are unchanged
 * copies. The registries find it, `play` checks it, seeded games play to the end and replay, its
 * board draws in English and German, the tree typechecks; no shared file names a ruleset.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyRuleset } from '@engine/core/ruleset';
import { play } from '@engine/core/play';
import { expectReplays, randomGame } from './fuzz';
import { layoutProblems } from './ruleset-layout';
import {
  factsFile,
  factsFolders,
  registryFiles,
  rulesetFolders,
  textFile,
  textFolders,
  writeFactsRegistry,
  writeRegistry,
  writeTextRegistry,
} from '@scripts/rulesets-registry';
import { setLanguage } from '@web/i18n';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { spawnSync } from 'node:child_process';
import { WEB_FILES, WEB_ID } from './new-ruleset-web';

const REPO = path.resolve(import.meta.dirname, '../..');
const ID = 'first-to-seven';

/** The files of the throwaway ruleset, each as the documented step says. */
const FILES: Record<string, string> = {
  // Step 1: who it is for, and which player counts may play.
  'setup.ts': `
import { type RulesetMeta, checkPlayers } from '../core/ruleset';
export const meta: RulesetMeta = { id: '${ID}', title: 'First to Seven', pitch: 'Add one or two to a running total; whoever reaches seven wins.', engineVersion: 1, order: 5, minPlayers: 2, maxPlayers: 3 };
export const checkSetup = (players: number) => checkPlayers(meta, players);
`,
  // Step 2: the model: options, actions, the state (the PRNG inside it); their zod schemas apart.
  'model.ts': `
import type { Rng } from '../core/prng';
import type { OptionMeta, Seat } from '../core/ruleset';
export const optionsMeta: OptionMeta[] = [];
export type Options = Record<string, never>;
export type Action = { type: 'add'; n: 1 | 2 };
export interface State { players: number; rng: Rng; total: number; turn: Seat; winner: Seat | null }
`,
  'schemas.ts': `
import * as z from 'zod';
export { optionsMeta } from './model';
export const optionsSchema = z.object({}).strict();
export const actionSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('add'), n: z.union([z.literal(1), z.literal(2)]) }).strict()]);
`,
  // Step 3: the stages and their steps.
  'stages/turn.ts': `
import type { StepTable } from '../../core/flow';
import type { Seat } from '../../core/ruleset';
import type { Action, State } from '../model';
export type Stage = { kind: 'turn'; seat: Seat } | { kind: 'over' };
export const stageOf = (s: State): Stage => (s.winner === null ? { kind: 'turn', seat: s.turn } : { kind: 'over' });
export const steps: StepTable<State, Action, Stage> = {
  turn: {
    waitingOn: (_s, stage) => [stage.seat],
    actions: (s) => (s.total === 6 ? [{ type: 'add', n: 1 }] : [{ type: 'add', n: 1 }, { type: 'add', n: 2 }]),
    on: {
      add(s, _stage, seat, action, log) {
        s.total += action.n;
        log.push({ kind: 'add', seat, text: \`{seat:\${seat}} added \${action.n}: \${s.total}.\` });
        if (s.total >= 7) s.winner = seat;
        else s.turn = (seat + 1) % s.players;
      },
    },
  },
  over: { final: true },
};
`,
  // Step 3: the flow: the first state, the step table, the result.
  'flow.ts': `
import { defineFlow } from '../core/flow';
import { createRng, randomInt } from '../core/prng';
import type { GameResult } from '../core/ruleset';
import type { Action, State } from './model';
import { type Stage, stageOf, steps } from './stages/turn';
export const flow = defineFlow<State, Action, Stage>({ name: '${ID}', stageOf, steps });
export function setup(seed: string, players: number): State {
  const rng = createRng(seed);
  return { players, rng, total: 0, turn: randomInt(rng, players), winner: null };
}
export const result = (s: State): GameResult | null => (s.winner === null ? null : { winners: [s.winner], summary: \`{seat:\${s.winner}} reached seven.\` });
`,
  // Step 4: the view.
  'view.ts': `
import type { Seat } from '../core/ruleset';
import type { State } from './model';
export const view = (s: State, _seat: Seat | null) => ({ total: s.total, turn: s.turn, winner: s.winner });
export const revealedView = (s: State) => view(s, null);
`,
  // Step 5: take-backs (none reveal nothing here: every add is final).
  'take-back.ts': `
export const takeBack = () => false;
`,
  // Step 6: a bot that reads only its view and legal actions.
  'bot.ts': `
import type { Bot } from '../core/bots';
import { pickBest } from '../core/bots';
import type { Action } from './model';
import type { view } from './view';
export const good: Bot<ReturnType<typeof view>, Action> = (input, rng) => pickBest(rng, input.actions, (a) => (input.view.total + a.n === 7 ? 1 : 0));
`,
  // Step 7: register it once.
  'index.ts': `
import { defineRuleset } from '../core/define';
import { good } from './bot';
import * as flow from './flow';
import * as schemas from './schemas';
import { checkSetup, meta } from './setup';
import { takeBack } from './take-back';
import * as view from './view';
export const firstToSeven = defineRuleset({ meta, checkSetup, schemas, flow, view, takeBack, bot: good });
`,
};

const scratch = mkdtempSync(path.join(tmpdir(), 'new-ruleset-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('a new ruleset by the documented steps', () => {
  const dir = path.join(scratch, 'engine', ID);
  mkdirSync(path.join(dir, 'stages'), { recursive: true });
  symlinkSync(path.join(REPO, 'engine/core'), path.join(scratch, 'engine/core'));
  symlinkSync(path.join(REPO, 'node_modules'), path.join(scratch, 'node_modules'));
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dir, file), text.trimStart());
  // The rest of engine/ as it is: the rulesets (linked) and the registries (copied, not edited).
  const known = rulesetFolders(path.join(REPO, 'engine'));
  for (const id of known) symlinkSync(path.join(REPO, 'engine', id), path.join(scratch, 'engine', id));
  // Tournament pairing (engine/tournament/, no ruleset: no index.ts), which the Worker reads.
  symlinkSync(path.join(REPO, 'engine/tournament'), path.join(scratch, 'engine/tournament'));
  for (const file of ['index.ts', 'setup-checks.ts', 'bots.ts']) copyFileSync(path.join(REPO, 'engine', file), path.join(scratch, 'engine', file));

  it('is found by the registries, with no line added outside its folder', async () => {
    expect(writeRegistry(path.join(scratch, 'engine')).sort()).toEqual(['rulesets.generated.ts', 'setups.generated.ts']);
    const engine = (await import(path.join(scratch, 'engine/index.ts'))) as typeof import('@engine/index');
    expect(engine.RULESETS.map((r) => r.id)).toEqual(['stonerush', 'fightin-drinkin-stealin', 'raiding-stonehenge', 'a-grand-endeavor', ID]);
    expect(engine.KEPT_VERSIONS.map((r) => `${r.id}@${r.engineVersion}`)).toEqual(['a-grand-endeavor@1']);
    expect(engine.getRuleset(ID)?.title).toBe('First to Seven');
    const setups = (await import(path.join(scratch, 'engine/setup-checks.ts'))) as typeof import('@engine/setup-checks');
    expect(setups.RULESET_META.map((m) => m.id).at(-1)).toBe(ID);
    expect(setups.SETUP_CHECKS[ID]?.(4, {})).toEqual({ code: 'invalid_options', message: 'First to Seven is for 2 to 3 players.' });
  });

  it('needs no line in the shared registries: they name no ruleset, and the committed ones are current', () => {
    const shared = [
      'engine/index.ts',
      'engine/setup-checks.ts',
      'web/src/rulesets/registry.ts',
      'web/src/rulesets/facts.ts',
      'web/src/pages/rules/rules-index.tsx',
    ];
    for (const file of shared) {
      const text = readFileSync(path.join(REPO, file), 'utf8');
      for (const id of known) expect(text.includes(`'${id}'`) || text.includes(`./${id}`), `${file} names ${id}`).toBe(false);
    }
    // Out of date when a folder came or went without `npm run build` (or `npm run registry`).
    for (const [file, text] of Object.entries(registryFiles(known))) expect(readFileSync(path.join(REPO, 'engine', file), 'utf8'), file).toBe(text);
    const boards = path.join(REPO, 'web/src/rulesets');
    expect(readFileSync(path.join(boards, 'facts.generated.ts'), 'utf8'), 'facts.generated.ts').toBe(factsFile(factsFolders(boards)));
    expect(readFileSync(path.join(boards, 'text.generated.ts'), 'utf8'), 'text.generated.ts').toBe(textFile(textFolders(boards)));
    expect(readdirSync(path.join(REPO, 'web/src/pages/rules')).filter((f) => known.includes(f.replace(/\.tsx$/, '')))).toHaveLength(known.length);
  });

  it('has the layout every ruleset has, and reads only the kernel and itself', () => {
    expect(layoutProblems(dir)).toEqual([]);
  });

  it('gets its door from the kernel, checked by play, and plays seeded games to the end that replay', async () => {
    const { firstToSeven } = (await import(path.join(dir, 'index.ts'))) as { firstToSeven: AnyRuleset };
    expect(firstToSeven.checkSetup(4, {})).toEqual({ code: 'invalid_options', message: 'First to Seven is for 2 to 3 players.' });
    const state = firstToSeven.setup('s', 2, {});
    const seat = firstToSeven.status(state).active[0]!;
    expect(firstToSeven.actions(state, seat)).toEqual([
      { type: 'add', n: 1 },
      { type: 'add', n: 2 },
    ]);
    expect(firstToSeven.actions(state, 1 - seat)).toEqual([]);
    const refused = play(firstToSeven, state, seat, { type: 'add', n: 3 });
    expect(refused.ok).toBe(false);
    const played = play(firstToSeven, state, seat, { type: 'add', n: 2 });
    if (!played.ok) throw new Error(played.error.message);
    expect(played.log).toEqual([{ kind: 'add', seat, text: `{seat:${seat}} added 2: 2.` }]);
    expect(firstToSeven.status(played.state).active).toEqual([1 - seat]);
    for (let i = 0; i < 12; i++) {
      const game = randomGame(firstToSeven, `seven-${i}`, 2 + (i % 2), {});
      expect(game.status.finished).toBe(true);
      expectReplays(firstToSeven, game);
    }
  });
});

/** Where a ruleset may be named outside generated files: its own folders and its rules pages. */
function mayName(file: string, ids: readonly string[]): boolean {
  if (/\.generated\.ts$/.test(file)) return true;
  // The log's words (docs/i18n.md): the Worker's mails say them too, so they live in the catalog,
  // a sentence per `<ruleset>.<kind>`, one file a ruleset (`log/<id>.ts`, which log.ts joins). A
  // ruleset added without them shows its log's English text.
  if (['web/src/i18n/en/log.ts', 'web/src/i18n/de/log.ts'].includes(file)) return true;
  return ids.some(
    (id) =>
      file.startsWith(`web/src/rulesets/${id}/`) ||
      [`web/src/i18n/en/log/${id}.ts`, `web/src/i18n/de/log/${id}.ts`].includes(file) ||
      [`web/src/pages/rules/${id}.tsx`, `web/src/pages/rules/art/${id}.tsx`].includes(file) ||
      new RegExp(`^web/src/pages/rules/[a-z]{2}/${id}\\.ts$`).test(file),
  );
}

/** The ruleset ids a text names, as whole ids (not inside a longer word or id). */
function namesIn(text: string, ids: readonly string[]): string[] {
  return ids.filter((id) => new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(text));
}

/** Every file under `dir` (relative to the repo), folders and files by name. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    return e.isDirectory() ? filesUnder(rel) : [rel];
  });
}

describe('a new ruleset on the web, by the documented steps', () => {
  const web = path.join(scratch, 'web/src');
  const known = rulesetFolders(path.join(REPO, 'engine'));
  /** A scratch web/src: shared files copied (their globs and relative imports then see the scratch tree), the rest linked. */
  const mirror = (rel: string, real: (name: string) => boolean) => {
    mkdirSync(path.join(web, rel), { recursive: true });
    for (const e of readdirSync(path.join(REPO, 'web/src', rel), { withFileTypes: true })) {
      const from = path.join(REPO, 'web/src', rel, e.name);
      const to = path.join(web, rel, e.name);
      if (e.isDirectory() && real(path.join(rel, e.name))) continue;
      if (e.isDirectory() || known.includes(e.name.replace(/\.tsx$/, ''))) symlinkSync(from, to);
      else copyFileSync(from, to);
    }
  };
  const realDirs = ['rulesets', 'pages', 'pages/rules', 'pages/rules/en', 'pages/rules/de'];
  for (const dir of ['', ...realDirs]) mirror(dir, (d) => realDirs.includes(d));
  for (const [file, text] of Object.entries(WEB_FILES)) {
    mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
    writeFileSync(path.join(web, file), text.trimStart());
  }

  it('is found by the web registries, with no line added outside its folders', async () => {
    expect(writeFactsRegistry(path.join(web, 'rulesets'))).toBe(true);
    // Its text mode joins the worker's registry: its mails list a seat's choices in its words.
    expect(writeTextRegistry(path.join(web, 'rulesets'))).toBe(true);
    expect(readFileSync(path.join(web, 'rulesets/text.generated.ts'), 'utf8')).toContain(`  [\n    '${WEB_ID}',\n    {\n      describe: `);
    const facts = (await import(path.join(web, 'rulesets/facts.ts'))) as typeof import('@web/rulesets/facts');
    expect(facts.FACT_IDS).toEqual([...known, WEB_ID].sort());
    const links = (await import(path.join(web, 'pages/rules/links.ts'))) as typeof import('@web/pages/rules/links');
    expect(links.momentOf(WEB_ID, { total: 3, winner: null })).toBe('turn');
    expect(links.rulesSectionFor(WEB_ID, 'over')).toBe('end');
    const rules = (await import(path.join(web, 'pages/rules/rules-index.tsx'))) as typeof import('@web/pages/rules/rules-index');
    const [en, de] = [rules.rulesContentLoader(WEB_ID, 'en'), rules.rulesContentLoader(WEB_ID, 'de')];
    expect(en && de && en !== de).toBe(true);
    expect([(await en!()).default.id, (await de!()).default.byline]).toEqual([WEB_ID, 'Ein Zählspiel, erfunden für einen Test']);
  });

  it('draws its board with its own words, English and then German, loaded by the registry', async () => {
    const registry = (await import(path.join(web, 'rulesets/registry.ts'))) as typeof import('@web/rulesets/registry');
    const payload = { ruleset: WEB_ID, view: { total: 3, turn: 0, winner: null }, actions: [{ type: 'add', n: 1 }] } as never;
    const draw = async () => {
      const board = (await registry.loadBoard(WEB_ID))!;
      return [renderToString(h(board.Board, { payload, act: () => {}, pending: false })), (await board.text!())(payload).label({ type: 'add', n: 1 })];
    };
    const [english, label] = await draw();
    expect(english).toContain('data-board="first-to-seven"');
    expect(english).toContain('data-decision');
    expect(english).toContain('The total is 3.');
    expect(label).toBe('Add 1');
    try {
      await setLanguage('de');
      const [german, deLabel] = await draw();
      expect(german).toContain('Die Summe ist 3.');
      expect(deLabel).toBe('1 dazuzählen');
    } finally {
      await setLanguage('en');
    }
    expect((await draw())[0]).toContain('The total is 3.');
  });

  // The German file without one English key, beside the tree (not part of the ruleset); and a
  // tsconfig for the scratch tree (it also gives the scratch files their JSX settings when imported).
  const missing = WEB_FILES['rulesets/first-to-seven/i18n/de.ts']!.replace(/\n {2}add: .*\n/, '\n')
    .replace("'./en'", `'${path.join(web, 'rulesets/first-to-seven/i18n/en')}'`)
    .replace("'../../../i18n/types'", `'${path.join(REPO, 'web/src/i18n/types')}'`);
  mkdirSync(path.join(scratch, 'check'));
  writeFileSync(path.join(scratch, 'check/de-missing.ts'), missing.trimStart());
  // The rules page's German words with one text short: the page's Words type counts them.
  const rulesShort = WEB_FILES['pages/rules/de/first-to-seven.ts']!.replace("'Das Ende', ", '').replace(
    "'../first-to-seven'",
    `'${path.join(web, 'pages/rules/first-to-seven')}'`,
  );
  writeFileSync(path.join(scratch, 'check/rules-de-short.ts'), rulesShort.trimStart());
  // The worker and db as they are: the web's typed client reads the Worker's types (docs/architecture.md).
  const paths = {
    '@engine/*': ['./engine/*'],
    '@web/*': ['./web/src/*'],
    '@schema/*': [path.join(REPO, 'schema/*')],
    '@worker/*': [path.join(REPO, 'worker/*')],
    '@db/*': [path.join(REPO, 'db/*')],
  };
  const include = [...Object.keys(WEB_FILES).map((f) => `web/src/${f}`), 'check/de-missing.ts', 'check/rules-de-short.ts'];
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(REPO, 'web/tsconfig.json'), compilerOptions: { paths }, include, exclude: [] }),
  );

  it('typechecks in the scratch tree, and a German file missing a word (board or rules page) fails tsc', () => {
    const run = spawnSync(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', path.join(scratch, 'tsconfig.json')], {
      encoding: 'utf8',
    });
    const errors = run.stdout.split('\n').filter((l) => l.includes('error TS'));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/check\/de-missing\.ts\(.*Property 'add' is missing/);
    expect(errors[1]).toMatch(/check\/rules-de-short\.ts\(.*'\[string\]' is not assignable/);
    // A whole tsc run over the web app and the Worker's types: about 20 s alone, over 60 s on a busy 2-core machine.
  }, 180_000);

  it('fails when a shared web, worker or schema file names a ruleset', () => {
    const ids = [...known];
    const named = ['web/src', 'web/public', 'worker', 'schema']
      .flatMap(filesUnder)
      .filter((file) => !mayName(file, ids))
      .flatMap((file) => namesIn(readFileSync(path.join(REPO, file), 'utf8'), ids).map((id) => `${file} names ${id}`));
    expect(named).toEqual([]);
    // The check itself: what web/src/game/moves.ts held before the rulesets' facts moved out is found.
    expect(mayName('web/src/game/moves.ts', ids)).toBe(false);
    expect(namesIn("const BOOKKEEPING = { stonerush: new Set(['draw']), 'a-grand-endeavor': new Set(['day']) };", ids).sort()).toEqual([
      'a-grand-endeavor',
      'stonerush',
    ]);
    expect(namesIn('.stonerush-like { } // stonerushes', ids)).toEqual([]);
  });
});
