/** The end: winners by name, the engine's summary, scores, and where to find the game later. */
import type { GamePayload } from '../../../schema/api';
import { Link } from '../router';
import { listNames } from './turn-banner';

export function ResultPanel({ payload }: { payload: GamePayload }) {
  const result = payload.result;
  if (!result) return null;
  const name = (seat: number) => payload.players[seat]?.name ?? `Seat ${seat + 1}`;
  const winners = result.winners.map(name);
  const scores = Object.entries(result.scores ?? {});
  return (
    <section class="panel result" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">Game over</h2>
      <p class="winners" data-testid="winners">
        {winners.length === 0 ? 'Nobody won.' : `${listNames(winners)} ${winners.length === 1 ? 'wins' : 'win'}!`}
      </p>
      {result.summary && <p>{result.summary}</p>}
      {scores.length > 0 && (
        <table class="scores">
          <caption>Scores</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {scores.map(([seat, score]) => (
              <tr key={seat}>
                <th scope="row">{/^\d+$/.test(seat) ? name(Number(seat)) : seat}</th>
                <td>{score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="links">
        <Link href={`/replay/${encodeURIComponent(payload.gameId)}`} data-testid="result-replay">
          Replay move by move
        </Link>
        {' · '}
        <Link href="/archive">Browse the archive</Link>
        {' · '}
        <a href={`/api/games/${encodeURIComponent(payload.gameId)}/record`} download={`stonehenge-${payload.ruleset}-${payload.gameId}.json`}>
          Download the record
        </a>
      </p>
    </section>
  );
}
