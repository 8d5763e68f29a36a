/**
 * The two fields a person fills in to take a seat, on the create form and the join page alike:
 * a name (required, as the API limits it) and an optional email for the seat link and turn mails.
 * `idPrefix` keeps the ids unique when both forms could share a page.
 */
import { t } from '../i18n';

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
      <div class="field">
        <label for={`${idPrefix}name`}>{t.common.yourName}</label>
        <input
          id={`${idPrefix}name`}
          class="input"
          type="text"
          required
          maxLength={40}
          autoComplete="nickname"
          value={name}
          onInput={(e) => onName(e.currentTarget.value)}
          data-testid="name"
        />
      </div>
      <div class="field">
        <label for={`${idPrefix}email`}>{t.common.emailOptional}</label>
        <input
          id={`${idPrefix}email`}
          class="input"
          type="email"
          maxLength={254}
          autoComplete="email"
          aria-describedby={`${idPrefix}email-help`}
          value={email}
          onInput={(e) => onEmail(e.currentTarget.value)}
          data-testid="email"
        />
        <p id={`${idPrefix}email-help`} class="hint">
          {t.common.emailHelp}
        </p>
      </div>
    </>
  );
}
