/**
 * A finished tournament table says what comes next (issue #58 item 3): how the round's end settled
 * it if it did, then the tournament's end, the next round begun, the other tables still playing and
 * by when, or the next step in a moment; in English and German.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { TournamentDetail } from '@schema/tournaments';
import { nextAfterTable } from '@web/ui/tournament-line';
import { installCatalog } from './catalog';

type Table = TournamentDetail['rounds'][number]['tables'][number];
const played = (places: number[]): Table['result'] => ({ places, settled: 'played' });

function detail(over: Partial<TournamentDetail>, tables: Table[], round = 1): TournamentDetail {
  return {
    status: 'running',
    round,
    roundsPlanned: 3,
    rounds: [{ round: 1, startedAt: 0, endsAt: 1_000, ended: false, byes: [], tables }],
    ...over,
  } as TournamentDetail;
}

const when = (at: number) => `<${at}>`;

afterAll(() => installCatalog('en'));

describe('what comes after a finished table', () => {
  it('names the other tables still playing and the round’s end, then the next round or the standings', () => {
    installCatalog('en');
    const tables: Table[] = [
      { gameId: 'g1', seats: ['a', 'b'], result: played([1, 2]) },
      { gameId: 'g2', seats: ['c', 'd'] },
      { gameId: 'g3', seats: ['e', 'f'] },
    ];
    expect(nextAfterTable(detail({}, tables), 'g1', 1, when)).toEqual([
      '2 other tables of this round are still playing; round 2 starts when they finish, <1000> at the latest.',
    ]);
    expect(nextAfterTable(detail({}, tables.slice(0, 2)), 'g1', 1, when)).toEqual([
      '1 other table of this round is still playing; round 2 starts when it finishes, <1000> at the latest.',
    ]);
    expect(nextAfterTable(detail({ roundsPlanned: 1 }, tables.slice(0, 1)), 'g1', 1, when)).toEqual([
      'Every table of this round has finished: the final standings come in a moment.',
    ]);
    expect(nextAfterTable(detail({ round: 2 }, tables), 'g1', 1, when)).toEqual(["Round 2 has begun: your next table is on the tournament's page."]);
    expect(nextAfterTable(detail({ status: 'finished' }, tables), 'g1', 1, when)).toEqual(['The tournament is over: its final standings are on its page.']);
  });

  it('says in a sentence when the bot played a table out, or the round’s end made it a forfeit', () => {
    installCatalog('de');
    const bot: Table[] = [{ gameId: 'g1', seats: ['a', 'b'], result: { places: [1, 2], settled: 'bot' } }];
    expect(nextAfterTable(detail({ status: 'finished' }, bot), 'g1', 1, when)).toEqual([
      'Die Runde war zu Ende, bevor dieser Tisch fertig war: Der starke Bot hat die übrigen Züge aller Plätze zu Ende gespielt.',
      'Das Turnier ist vorbei: Der Endstand steht auf seiner Seite.',
    ]);
    const forfeit: Table[] = [
      { gameId: 'g1', seats: ['a', 'b'], result: { places: [1, 2], settled: 'forfeit' } },
      { gameId: 'g2', seats: ['c', 'd'] },
    ];
    expect(nextAfterTable(detail({}, forfeit), 'g1', 1, when)).toEqual([
      'Die Runde war zu Ende, bevor dieser Tisch fertig war: Die Plätze, die am Zug waren, haben kampflos verloren.',
      'Ein anderer Tisch dieser Runde spielt noch; Runde 2 beginnt, sobald er fertig ist, spätestens <1000>.',
    ]);
  });
});
