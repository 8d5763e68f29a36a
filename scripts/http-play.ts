/**
 * Random legal play over the real HTTP contract, against a running server:
 *   BASE_URL=http://127.0.0.1:8787 npx tsx scripts/http-play.ts
 * For every ruleset, player count and listed option set it creates a game, joins
 * every seat, plays random legal actions (choices from a seeded generator) until
 * the game ends, then checks the record: exactly the accepted actions, and a
 * replay that reproduces the stored result. Exits non-zero on any failure.
 */
import { getRuleset, RULESETS } from '@engine/index';
import { createRng, pick } from '@engine/core/prng';
import { replay } from '@engine/core/replay';
import type { GamePayload, GameRecord } from '@schema/api';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8787';
const only = process.env.RULESET;

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { code: string; message: string } };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${json.error?.code}: ${json.error?.message}`);
  return json;
}

/** The option sets to try: defaults, then each non-default choice switched on alone. */
function optionSets(rulesetId: string): Record<string, unknown>[] {
  const ruleset = getRuleset(rulesetId)!;
  const sets: Record<string, unknown>[] = [{}];
  for (const option of ruleset.optionsMeta) {
    if (option.type === 'boolean') sets.push({ [option.id]: !option.default });
    else for (const choice of option.choices) if (choice !== option.default) sets.push({ [option.id]: choice });
  }
  return sets;
}

async function playOne(rulesetId: string, players: number, options: Record<string, unknown>, seed: string) {
  const ruleset = getRuleset(rulesetId)!;
  const created = await call<{ gameId: string; token: string; joinCode: string }>('POST', '/api/games', {
    ruleset: rulesetId,
    players,
    options,
    name: 'Player 1',
  });
  const tokens = [created.token];
  for (let s = 1; s < players; s++) {
    tokens.push((await call<{ token: string }>('POST', `/api/join/${created.joinCode}`, { name: `Player ${s + 1}` })).token);
  }
  const rng = createRng(seed);
  let game = await call<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[0]);
  let accepted = 0;
  while (game.status === 'active') {
    const seat = pick(rng, game.active);
    const mine = await call<GamePayload>('GET', `/api/games/${created.gameId}`, undefined, tokens[seat]);
    if (mine.actions.length === 0) throw new Error(`seat ${seat} is active but has no actions`);
    game = await call<GamePayload>('POST', `/api/games/${created.gameId}/actions`, { version: mine.version, action: pick(rng, mine.actions) }, tokens[seat]);
    accepted++;
    if (accepted > 20_000) throw new Error('the game did not end');
  }
  if (game.status !== 'finished') throw new Error(`game ended as ${game.status}`);
  const record = await call<GameRecord>('GET', `/api/games/${created.gameId}/record`);
  if (record.actions.length !== accepted) throw new Error(`record has ${record.actions.length} actions, ${accepted} were accepted`);
  const again = replay(ruleset, { seed: record.seed, players, options: record.options, actions: record.actions });
  if (!again.ok) throw new Error(`record does not replay: ${again.message}`);
  if (JSON.stringify(again.status.result?.winners) !== JSON.stringify(record.result.winners)) {
    throw new Error('replay gives other winners than the record');
  }
  return { accepted, winners: record.result.winners };
}

let failures = 0;
let played = 0;
for (const ruleset of RULESETS) {
  if (only && ruleset.id !== only) continue;
  for (const options of optionSets(ruleset.id)) {
    for (let players = ruleset.minPlayers; players <= ruleset.maxPlayers; players++) {
      const parsed = ruleset.optionsSchema.parse(options);
      if (ruleset.checkSetup(players, parsed)) continue;
      const label = `${ruleset.id} ${players}p ${JSON.stringify(options)}`;
      try {
        const t0 = performance.now();
        const { accepted, winners } = await playOne(ruleset.id, players, options, label);
        played++;
        console.log(`ok   ${label}: ${accepted} actions, winners [${winners}] (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
      } catch (err) {
        failures++;
        console.log(`FAIL ${label}: ${(err as Error).message}`);
      }
    }
  }
}
console.log(`http-play: ${played} passed, ${failures} failed`);
process.exit(failures ? 1 : played ? 0 : 1);
