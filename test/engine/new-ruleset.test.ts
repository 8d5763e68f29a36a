/**
 * Adding a ruleset by the documented steps alone (docs/architecture.md "Adding a ruleset"): the
 * test writes a throwaway one, "First to Seven", into `engine/<id>/` of a scratch tree holding the
 * real kernel, the real rulesets and unchanged copies of the registries, and touches nothing
 * else. The registries find it (scripts/rulesets-registry.ts), the kernel gives it its door,
 * `play` checks it, and seeded random games play to the end and replay; the layout check passes.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyRuleset } from '@engine/core/ruleset';
import { play } from '@engine/core/play';
import { expectReplays, randomGame } from './fuzz';
import { layoutProblems } from './ruleset-layout';
import { registryFiles, rulesetFolders, writeRegistry } from '@scripts/rulesets-registry';

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
import { z } from 'zod';
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
  for (const file of ['index.ts', 'setup-checks.ts']) copyFileSync(path.join(REPO, 'engine', file), path.join(scratch, 'engine', file));

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
    const shared = ['engine/index.ts', 'engine/setup-checks.ts', 'web/src/rulesets/registry.ts', 'web/src/pages/rules/rules-index.tsx'];
    for (const file of shared) {
      const text = readFileSync(path.join(REPO, file), 'utf8');
      for (const id of known) expect(text.includes(`'${id}'`) || text.includes(`./${id}`), `${file} names ${id}`).toBe(false);
    }
    // Out of date when a folder came or went without `npm run build` (or `npm run registry`).
    for (const [file, text] of Object.entries(registryFiles(known))) expect(readFileSync(path.join(REPO, 'engine', file), 'utf8'), file).toBe(text);
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
