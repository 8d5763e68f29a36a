/** /g/<gameId>: the game, as your seat (token on this device) or as a spectator. */
import { useEffect, useState } from 'preact/hooks';
import { ActionNotice } from '../game/action-notice';
import { ChatPanel } from '../game/chat-panel';
import { GameLog } from '../game/game-log';
import { PlayersPanel } from '../game/players-panel';
import { NotesPanel } from '../game/notes-panel';
import { ResultPanel } from '../game/result-panel';
import { RulesetBoardView } from '../game/ruleset-board';
import { TurnBanner, isMyTurn } from '../game/turn-banner';
import { useGame } from '../game/use-game';
import { WaitingRoom } from '../game/waiting-room';
import { ClocksPanel, NotifyPanel, usePresence } from '../game/notify-panel';
import { Link } from '../router';
import { adoptTokenFromHash, loadToken } from '../tokens';
import { PageTitle } from '../ui/page-title';
import { humanise } from '../rulesets/generic/describe';

const STATUS_WORDS = { waiting: 'Waiting for players', active: 'In play', finished: 'Finished', aborted: 'Abandoned' } as const;

export function GamePage({ gameId }: { gameId: string }) {
  const [token] = useState(() => {
    adoptTokenFromHash(gameId);
    return loadToken(gameId);
  });
  const game = useGame(gameId, token);
  const { payload } = game;
  const mine = payload ? isMyTurn(payload) : false;
  usePresence(gameId, token, payload?.status === 'active' || payload?.status === 'waiting');

  // A seat link opened over this very page (same address, new #t=…) changes only the hash:
  // take the seat it carries and load the page again as that seat.
  useEffect(() => {
    const onHash = () => {
      if (!/(?:^#|&)t=/.test(location.hash)) return;
      adoptTokenFromHash(gameId);
      location.reload();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [gameId]);

  useEffect(() => {
    const base = payload ? `${payload.title} — Stonehenge` : 'Game — Stonehenge';
    document.title = mine ? `(Your turn) ${base}` : base;
  }, [payload?.title, mine]);

  if (game.fatal) {
    return (
      <>
        <PageTitle>Game not found</PageTitle>
        <p class="notice error" role="alert">
          {game.fatal.code === 'unknown_game' ? 'There is no game at this address.' : game.fatal.message}
        </p>
        <p>
          <Link href="/">Start a new game</Link> or <Link href="/archive">browse the archive</Link>.
        </p>
      </>
    );
  }
  if (!payload) {
    return (
      <>
        <PageTitle>Loading the game…</PageTitle>
        {game.offline && <OfflineNotice />}
      </>
    );
  }
  const spectator = payload.seat === null;
  return (
    <div class="game-page" data-testid="game-page" data-status={payload.status} data-version={payload.version}>
      <header class="game-header">
        <PageTitle>{payload.title}</PageTitle>
        <p class="status-line">
          <span class={`status status-${payload.status}`} data-testid="status">
            {STATUS_WORDS[payload.status]}
          </span>
          {spectator && <span class="tag">watching</span>}
        </p>
        <OptionsSummary options={payload.options} players={payload.players.length} />
        <TurnBanner payload={payload} />
      </header>
      {game.offline && <OfflineNotice />}
      {game.tokenRefused && (
        <p class="notice" role="status">
          The seat link stored on this device was not accepted, so you are watching. Open the link from your email to take your seat.
        </p>
      )}
      {spectator && payload.status !== 'finished' && !game.tokenRefused && (
        <p class="notice">You are watching this game. Players open it from their own seat link.</p>
      )}
      {game.notice && <ActionNotice notice={game.notice} />}
      {payload.canUndo && !game.pending && (
        <p class="notice take-back" data-testid="take-back-offer">
          Misclicked? Nobody has acted since and your move showed nothing new, so you may{' '}
          <button type="button" class="button" onClick={() => void game.takeBack()} data-testid="take-back">
            Take back your last move
          </button>
        </p>
      )}
      {game.pending && (
        <p class="notice" role="status" data-testid="pending">
          Sending your move…
        </p>
      )}
      {payload.status === 'waiting' && <WaitingRoom payload={payload} />}
      {payload.status === 'finished' && <ResultPanel payload={payload} token={spectator || game.tokenRefused ? null : token} />}
      <div class="game-columns">
        <PlayersPanel payload={payload} />
        <ClocksPanel payload={payload} />
        {payload.status !== 'waiting' && (
          <RulesetBoardView payload={payload} act={(a) => void game.act(a)} pending={game.pending} />
        )}
        <GameLog gameId={gameId} token={game.tokenRefused ? null : token} log={payload.log} logStart={payload.logStart ?? 0} />
      </div>
      {!spectator && token && !game.tokenRefused && (
        <ChatPanel gameId={gameId} token={token} chatLast={payload.chatLast ?? 0} mySeat={payload.seat as number} />
      )}
      {!spectator && token && !game.tokenRefused && <NotesPanel gameId={gameId} token={token} />}
      {payload.status !== 'finished' && payload.status !== 'aborted' && <NotifyPanel gameId={gameId} token={game.tokenRefused ? null : token} />}
    </div>
  );
}

function OptionsSummary({ options, players }: { options: Record<string, unknown>; players: number }) {
  const parts = [`${players} players`, ...Object.entries(options).map(([k, v]) => `${humanise(k).toLowerCase()}: ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : String(v).replace(/-/g, ' ')}`)];
  return <p class="muted options-line">{parts.join(' · ')}</p>;
}

function OfflineNotice() {
  return (
    <p class="notice error" role="alert" data-testid="offline">
      Offline: the game could not be refreshed. It will retry on its own.
    </p>
  );
}
