/** Who plays, who you are, and whose move it is — in words, not colour alone. */
import type { GamePayload } from '../../../schema/api';

export function PlayersPanel({ payload }: { payload: GamePayload }) {
  const playing = payload.status === 'active';
  return (
    <section class="panel" aria-labelledby="players-title">
      <h2 id="players-title">Players</h2>
      <ul class="players" data-testid="players">
        {payload.players.map((p) => {
          const toMove = playing && payload.active.includes(p.seat);
          const won = payload.result?.winners.includes(p.seat);
          return (
            <li key={p.seat} class={toMove ? 'to-move' : ''} data-testid="player">
              <span class="player-marker" aria-hidden="true">
                {toMove ? '▶' : won ? '★' : '•'}
              </span>
              <span class="player-name">{p.joined ? p.name : <em class="muted">open seat</em>}</span>
              {p.bot && (
                <span class="tag" data-testid="bot-tag" title={`This seat is played by a ${p.bot} bot`}>
                  bot · {p.bot}
                </span>
              )}
              {p.seat === payload.seat && <span class="tag">you</span>}
              {toMove && <span class="tag tag-strong">to move</span>}
              {won && <span class="tag tag-strong">winner</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
