/**
 * /claim/<gameId>/<seat>#k=<key>: someone new takes a seat the table gave away (the absent
 * vote's "replace"). The key stays in the fragment, so it never reaches a server log.
 */
import { useState } from 'preact/hooks';
import { claimSeat } from '../api';
import { t } from '../i18n';
import { navigate } from '../router';
import { chooseSeat, placeToken } from '../tokens';
import { FormError } from '../ui/form-error';
import { PageTitle } from '../ui/page-title';
import { errorText } from '../i18n/error-text';

export function ClaimPage({ gameId, seat }: { gameId: string; seat: number }) {
  const key = /(?:^#|&)k=([^&]+)/.exec(location.hash)?.[1] ?? '';
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(key ? null : t.seats.claimBad);
  const m = t.seats;

  async function take(e: Event) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const claimed = await claimSeat(gameId, { seat, key, name: name.trim() });
      placeToken(claimed.gameId, claimed.token, claimed.seat);
      chooseSeat(claimed.gameId, claimed.seat);
      navigate(`/g/${claimed.gameId}`, { replace: true });
    } catch (err) {
      setFailure(errorText(err));
      setBusy(false);
    }
  }

  return (
    <div class="claim-page" data-testid="claim-page">
      <PageTitle>{m.claimTitle}</PageTitle>
      <p>{m.claimText}</p>
      <form onSubmit={take}>
        <label for="claim-name">{m.claimName}</label>
        <input id="claim-name" value={name} maxLength={40} required onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit" class="button primary" disabled={busy || !key || !name.trim()} data-testid="claim-take">
          {m.claimButton}
        </button>
      </form>
      <FormError message={failure} />
    </div>
  );
}
