/**
 * Your seat beyond this browser: the seat link with a copy button and a QR code to scan with a
 * phone, in "Play on another device" when opened, and in the offer shown once after taking a seat
 * without an email. A chunk of its own (#49), loaded by web/src/game/seat-offers.tsx only when one
 * of them is shown: most first screens show neither.
 */
import { useMemo, useState } from 'preact/hooks';
import { offerKey } from '../tokens';
import { useChunk } from '../ui/use-chunk';
import { CopyLink } from './copy-link';
import { t } from '../i18n';
import { fill } from '../i18n/fill';

/** The seat link as mailed: whoever opens it plays this seat. */
export const seatLinkOf = (gameId: string, token: string) => `${location.origin}/g/${gameId}#t=${encodeURIComponent(token)}`;

/** The QR encoder is loaded when a code is first shown: it is not part of a game page's first script. */
const loadEncoder = () => import('uqr').then((m) => m.encode);

/** A QR code as one SVG path (dark modules), with the quiet zone the standard asks for. */
function QrCode({ text, label }: { text: string; label: string }) {
  const encoder = useChunk('uqr', loadEncoder);
  const encode = encoder.state === 'ready' ? encoder.value : null;
  const drawn = useMemo(() => {
    if (!encode) return null;
    const qr = encode(text, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      });
    });
    return { size: qr.size, path: d };
  }, [encode, text]);
  if (encoder.state === 'failed') return <p class="notice error">{t.game.qrFailed}</p>;
  if (!drawn) return <div class="qr" aria-busy="true" />;
  const { size, path } = drawn;
  return (
    <svg class="qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="seat-qr" shape-rendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * Shown once after taking a seat without an email: this browser holds the only key to the seat,
 * so here is the link to keep (copy, QR) and the way to add an email that can send it again.
 */
export function SeatLinkOffer({ gameId, token }: { gameId: string; token: string }) {
  const [shown, setShown] = useState(() => sessionStorage.getItem(offerKey(gameId)) === '1');
  const [copied, setCopied] = useState(false);
  if (copied) {
    // Copied: the offer folds to one line, and is not shown again on this device (#45 item 9).
    return (
      <p class="notice" role="status" data-testid="seat-link-kept">
        {t.game.seatLinkCopiedKept}
      </p>
    );
  }
  if (!shown) return null;
  const done = () => {
    sessionStorage.removeItem(offerKey(gameId));
    setShown(false);
  };
  const onCopied = () => {
    sessionStorage.removeItem(offerKey(gameId));
    setCopied(true);
  };
  return (
    <section class="panel seat-offer" aria-labelledby="seat-offer-title" data-testid="seat-link-offer">
      <h2 id="seat-offer-title">{t.game.keepLinkTitle}</h2>
      <p>
        {fill(t.game.keepLinkText, {
          only: <strong>{t.game.keepLinkOnly}</strong>,
          email: (
            <a href="#notify-title" data-testid="seat-offer-email">
              {t.game.addEmail}
            </a>
          ),
        })}
      </p>
      <SeatLinkBody gameId={gameId} token={token} onCopied={onCopied} />
      <button type="button" class="button" onClick={done} data-testid="seat-offer-done">
        {t.game.keptIt}
      </button>
    </section>
  );
}

/** The seat link with copy and a QR code. */
export function SeatLinkBody({ gameId, token, onCopied }: { gameId: string; token: string; onCopied?: () => void }) {
  const link = seatLinkOf(gameId, token);
  return (
    <div class="another-device-body">
      <QrCode text={link} label={t.game.qrLabel} />
      <div>
        <p>{t.game.scanOrCopy}</p>
        <CopyLink url={link} label={t.game.seatLinkLabel} row="seat-link-row" testId="seat-link" copyTestId="copy-seat-link" onCopied={onCopied} />
        <p class="hint">{t.game.keepPrivate}</p>
      </div>
    </div>
  );
}
