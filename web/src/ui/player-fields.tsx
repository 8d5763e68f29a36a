/**
 * The two fields a person fills in to take a seat, on the create form and the join page alike:
 * a name (required, as the API limits it) and an optional email for the seat link and turn mails.
 * `idPrefix` keeps the ids unique when both forms could share a page.
 */
import { t } from '../i18n';
import { EmailField, InputField } from './input-field';

export function PlayerFields({
  idPrefix,
  name,
  email,
  onName,
  onEmail,
}: {
  idPrefix: string;
  name: string;
  email: string;
  onName: (name: string) => void;
  onEmail: (email: string) => void;
}) {
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
      <EmailField id={`${idPrefix}email`} label={t.common.emailOptional} hint={t.common.emailHelp} value={email} onEmail={onEmail} data-testid="email" />
    </>
  );
}
