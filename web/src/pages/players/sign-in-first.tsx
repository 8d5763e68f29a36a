/**
 * A rated game's invite and claim pages (issue #45 item 6): whether this visitor is signed in,
 * asked once on arrival, and the notice that says "sign in first" before the form, linking to the
 * sign-in page with this page to come back to (`?next=`, web/src/pages/players/signin-page.tsx).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { fill } from '../../i18n/fill';
import { Link } from '../../router';
import { getMe } from './players-api';

/** This page's path, query and fragment: where the sign-in returns to. */
export const herePath = (): string => location.pathname + location.search + location.hash;

/**
 * The signed-in player's handle, `false` when nobody is signed in, `undefined` while asking, `null`
 * when it could not be asked (offline: the form shows, and the API decides).
 */
export function useSignedIn(ask: boolean): string | false | null | undefined {
  const who = useSignedInPlayer(ask);
  return who ? who.handle : who;
}

/** The same, with the account's name: the join form starts with it (#58). Asked afresh on every arrival (a sign-in just made included). */
export function useSignedInPlayer(ask: boolean): { handle: string; name: string } | false | null | undefined {
  const [who, setWho] = useState<{ handle: string; name: string } | false | null | undefined>(undefined);
  useEffect(() => {
    if (!ask) return;
    let live = true;
    getMe().then(
      (me) => live && setWho(me ? { handle: me.handle, name: me.name } : false),
      () => live && setWho(null),
    );
    return () => {
      live = false;
    };
  }, [ask]);
  return who;
}

export function SignInFirst({ text, next }: { text: string; next: string }) {
  return (
    <p class="notice" role="status" data-testid="sign-in-first">
      {fill(text, {
        signin: (
          <strong>
            <Link href={`/signin?next=${encodeURIComponent(next)}`} data-testid="sign-in-first-link">
              {t.join.signInFirst}
            </Link>
          </strong>
        ),
      })}
    </p>
  );
}
