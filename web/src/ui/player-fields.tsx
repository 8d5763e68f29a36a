/**
 * The two fields a person fills in to take a seat, on the create form, the join page and the claim
 * page alike: a name (required, as the API limits it) and an optional email for the seat link and
 * turn mails. Signed in (`account`), the seat is mailed at the account's address unless another is
 * typed (#57): the field gives way to a line that says where, and "change" brings it back.
 * `idPrefix` keeps the ids unique when both forms could share a page.
 */
import { useState } from 'preact/hooks';
import { t } from '../i18n';
import { fill } from '../i18n/fill';
import { EmailField, InputField } from './input-field';

/** A signed-in player's address and mail mode (`GET /api/me/address`). */
export interface SeatMail {
  email: string;
  mail: 'turn' | 'digest' | 'none';
}

export function PlayerFields({
  idPrefix,
  name,
  email,
  onName,
  onEmail,
  account,
}: {
  idPrefix: string;
  name: string;
  email: string;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
  account?: SeatMail | null;
}) {
  const [changing, setChanging] = useState(false);
  const id = `${idPrefix}email`;
  const change = () => {
    setChanging(true);
    // The field replaces the line: the focus goes to it, not back to the top of the page.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  return (
    <>
      <InputField
        id={`${idPrefix}name`}
        label={t.common.yourName}
        type="text"
        required
        maxLength={40}
        autoComplete="nickname"
        value={name}
        onInput={(e) => onName(e.currentTarget.value)}
        data-testid="name"
      />
      {account && !changing && !email ? (
        <p class="field hint" data-testid="account-email">
          {fill({ turn: t.common.mailEachTurn, digest: t.common.mailDaily, none: t.common.mailNone }[account.mail], {
            address: <strong>{account.email}</strong>,
          })}{' '}
          <button type="button" class="link-button" onClick={change} data-testid="change-email">
            {t.common.changeEmail}
          </button>
        </p>
      ) : (
        <EmailField
          id={id}
          label={t.common.emailOptional}
          hint={account ? fill(t.common.emailOrAccount, { address: <strong>{account.email}</strong> }) : t.common.emailHelp}
          value={email}
          onEmail={onEmail}
          data-testid="email"
        />
      )}
    </>
  );
}
