/**
 * Where a seat taken here would be mailed (#57): a signed-in player's seat gets the account's
 * address unless another is typed, so the create, join and claim forms say so instead of asking
 * (web/src/ui/player-fields.tsx). Asked once per form, once `ask` is true (the home page's form
 * waits for a visitor to step into it: its first screen makes no request for it); nobody signed
 * in, or no answer (offline): null, and the form asks for an address as before.
 */
import { useEffect, useState } from 'preact/hooks';
import { type AccountMail, getAccountMail } from './players-api';

export function useAccountMail(ask = true): AccountMail | null {
  const [mail, setMail] = useState<AccountMail | null>(null);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    getAccountMail().then(
      (found) => live && setMail(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ask]);
  return mail;
}
