/**
 * Your seat beyond this browser, as the game page's first load holds it (#49): the seat switcher
 * (which of several seats of this game held here the page plays: hot-seat play, or an invite
 * joined twice), "Play on another device" closed, and the one-time seat link offer's flag. The
 * link itself, its copy button and QR code (web/src/game/seat-panel.tsx) are a chunk loaded when
 * the offer is due or "another device" is opened.
 */
import { useState } from 'preact/hooks';
import type { PlayerInfo } from '@schema/api';
import { type HeldSeat, offerKey } from '../tokens';
import { useChunk } from '../ui/use-chunk';
import { laterChunk } from '../board/later-part';
import { t } from '../i18n';

const seatLinks = laterChunk(() => import('./seat-panel'));

/**
 * Shown once after taking a seat without an email (seat-panel.tsx's `SeatLinkOffer`): its chunk
 * loads only when this device is to see it.
 */
export function SeatLinkOffer({ gameId, token }: { gameId: string; token: string }) {
  const [due] = useState(() => sessionStorage.getItem(offerKey(gameId)) === '1');
  const chunk = useChunk(due ? 'seat-links' : 'idle', due ? seatLinks.load : null, seatLinks.loaded());
  return chunk.state === 'ready' ? <chunk.value.SeatLinkOffer gameId={gameId} token={token} /> : null;
}

export function AnotherDevice({ gameId, token }: { gameId: string; token: string }) {
  const [open, setOpen] = useState(false);
  const body = useChunk(open ? 'seat-links' : 'idle', open ? seatLinks.load : null, seatLinks.loaded());
  return (
    <details class="panel another-device" data-testid="another-device" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.game.anotherDevice}</summary>
      {open &&
        (body.state === 'ready' ? (
          <body.value.SeatLinkBody gameId={gameId} token={token} />
        ) : body.state === 'failed' ? (
          <p class="notice error">{t.common.chunkFailedHelp}</p>
        ) : (
          <div class="another-device-body" aria-busy="true" />
        ))}
    </details>
  );
}

/** Shown when this browser holds more than one seat of the game. */
export function SeatSwitcher({
  held,
  current,
  players,
  active,
  onSwitch,
}: {
  held: HeldSeat[];
  current: number;
  players: PlayerInfo[];
  /** Seats to act now: the switch says which of yours are. */
  active: number[];
  onSwitch: (seat: number) => void;
}) {
  if (held.length < 2) return null;
  return (
    <p class="seat-switcher" data-testid="seat-switcher">
      <label for="seat-switch">{t.game.holdsSeats(held.length)}</label>{' '}
      <select id="seat-switch" class="input" value={String(current)} onChange={(e) => onSwitch(Number(e.currentTarget.value))} data-testid="seat-switch">
        {held.map((h) => (
          <option key={h.seat} value={String(h.seat)}>
            {t.game.seatOption(players[h.seat]?.name ?? t.game.seatName(h.seat + 1), h.seat + 1, active.includes(h.seat))}
          </option>
        ))}
      </select>
    </p>
  );
}
