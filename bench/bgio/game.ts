/**
 * Stonerush as a boardgame.io 0.50 game, for the bench's side-by-side run only (bench/side-by-side.ts):
 * the same engine calls a move of ours makes. One move, `act`, runs on the server only (like
 * ours) and plays our engine's action; each player's view is what our payload gives a seat: the
 * engine's `view`, its legal `actions` and the active seats. Any seat may act at any time, as
 * the engine decides whose turn it is.
 */
import { getRuleset, play } from '@engine/index';

const stonerush = getRuleset('stonerush');
if (!stonerush) throw new Error('bench: no stonerush ruleset');
const rules = stonerush;

export interface SeatView {
  view: unknown;
  actions: unknown[];
  active: number[];
  finished: boolean;
}

/** The game object both the bgio server and its clients are given; `invalid` is bgio's INVALID_MOVE. */
export function bgioStonerush(invalid: string) {
  return {
    name: 'stonerush',
    minPlayers: 3,
    maxPlayers: 5,
    setup: ({ ctx }: { ctx: { numPlayers: number } }, setupData?: { seed?: string }) =>
      rules.setup(setupData?.seed ?? 'bench-bgio', ctx.numPlayers, rules.optionsSchema.parse({})),
    // Every player may move at any time (boardgame.io's ActivePlayers.ALL): the engine refuses a seat out of turn.
    turn: { activePlayers: { all: null } },
    moves: {
      act: {
        move: ({ G, playerID }: { G: unknown; playerID: string }, action: unknown) => {
          const out = play(rules, G, Number(playerID), action);
          return out.ok ? out.state : invalid;
        },
        client: false,
      },
    },
    playerView: ({ G, playerID }: { G: unknown; playerID: string | null }): SeatView => {
      const seat = playerID === null ? null : Number(playerID);
      const status = rules.status(G);
      return {
        view: rules.view(G, seat),
        actions: seat === null || status.finished ? [] : rules.actions(G, seat),
        active: status.finished ? [] : status.active,
        finished: status.finished,
      };
    },
  };
}
