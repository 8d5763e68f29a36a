/** The end: winners by name, how it ended, scores, and where to find the game later. */
import { useState } from 'preact/hooks';
import type { GamePayload } from '@schema/api';
import { postRematch } from './panels-api';
import { Link, navigate } from '../router';
import { loadToken, saveToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { useChunk } from '../ui/use-chunk';
import { loadBoard, loadedBoard } from '../rulesets/registry';
import { t } from '../i18n';
import { ResultSummary } from './log-text';
import { errorText } from '../i18n/error-text';

export function ResultPanel({ payload, token = null }: { payload: GamePayload; token?: string | null }) {
  const result = payload.result;
  if (!result) return null;
  const name = (seat: number) => payload.players[seat]?.name ?? t.game.seatName(seat + 1);
  const winners = result.winners.map(name);
  const scores = Object.entries(result.scores ?? {});
  // What the score counts comes with the ruleset's board (the page draws it beside this panel).
  const board = useChunk(payload.ruleset, () => loadBoard(payload.ruleset), loadedBoard(payload.ruleset));
  const means = board.state === 'ready' ? board.value?.scoreMeans?.() : undefined;
  return (
    <section class="panel result" aria-labelledby="result-title" data-testid="result">
      <h2 id="result-title">{t.result.gameOver}</h2>
      <p class="winners" data-testid="winners">
        {winners.length === 0 ? t.result.nobodyWon : t.result.winners(winners)}
      </p>
      {/* How it ended, in the page's words (a result stored before it carried them: English, marked so). */}
      <ResultSummary ruleset={payload.ruleset} result={result} players={payload.players} />
      {scores.length > 0 && (
        <table class="scores" aria-describedby={means ? 'score-means' : undefined}>
          <caption>{t.result.scores}</caption>
          <thead>
            <tr>
              <th scope="col">{t.result.player}</th>
              <th scope="col">{means?.column ?? t.result.score}</th>
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
      {scores.length > 0 && means && (
        <p class="hint" id="score-means" data-testid="score-means">
          {means.note}
        </p>
      )}
      {/* An unrated tournament game offers no rematch: its players meet again as the tournament pairs them (#58). */}
      {token && payload.seat !== null && payload.seat !== undefined && !(payload.tournament && !payload.rated) && <Rematch payload={payload} token={token} />}
      <p class="links">
        <Link href={`/replay/${encodeURIComponent(payload.gameId)}`} data-testid="result-replay">
          {t.result.replayLink}
        </Link>
        {' · '}
        <Link href={`/replay/${encodeURIComponent(payload.gameId)}#review`} data-testid="result-review">
          {t.result.reviewLink}
        </Link>
        {' · '}
        <Link href="/archive">{t.result.archiveLink}</Link>
        {' · '}
        <a href={`/api/games/${encodeURIComponent(payload.gameId)}/record`} download={`stonehenge-${payload.ruleset}-${payload.gameId}.json`}>
          {t.result.downloadRecord}
        </a>
      </p>
    </section>
  );
}

/**
 * "Offer a rematch" until someone does; then "Join the rematch" (the words of the mail) for every player (the
 * server answers the same seat when asked again, so a player who joined simply opens it).
 */
function Rematch({ payload, token }: { payload: GamePayload; token: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const offered = payload.rematch?.gameId ?? null;
  const held = offered ? loadToken(offered) : null;

  async function go() {
    setBusy(true);
    setFailure(null);
    try {
      const joined = await postRematch(payload.gameId, token);
      saveToken(joined.gameId, joined.token, joined.seat);
      navigate(`/g/${encodeURIComponent(joined.gameId)}`);
    } catch (err) {
      setFailure(errorText(err, t.result.rematchFailed));
      setBusy(false);
    }
  }

  if (offered && held) {
    return (
      <p class="rematch" data-testid="rematch">
        <Link href={`/g/${encodeURIComponent(offered)}`} class="button" data-testid="rematch-open">
          {t.result.openRematch}
        </Link>
      </p>
    );
  }
  return (
    <div class="rematch" data-testid="rematch">
      <p>
        {offered ? t.result.rematchOffered : t.result.rematchAsk}{' '}
        <button type="button" class="button" disabled={busy} onClick={() => void go()} data-testid={offered ? 'rematch-join' : 'rematch-offer'}>
          {busy ? t.result.oneMoment : offered ? t.result.joinRematch : t.result.offerRematch}
        </button>
      </p>
      {!offered && <p class="muted">{t.result.rematchHow}</p>}
      <FormError message={failure} />
    </div>
  );
}
