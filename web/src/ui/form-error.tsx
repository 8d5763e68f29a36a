/** An API error shown next to a form, in words; and a panel's request whose refusal it shows. */
import { useState } from 'preact/hooks';
import { errorText } from '../i18n/error-text';

/** An API error shown next to a form, in words. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p class="notice error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}

/** Runs one request of a panel, says its refusal (for FormError), and refreshes the game after it. */
export function useSend(refresh: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (request: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await request();
      refresh();
    } catch (err) {
      setFailure(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, send };
}
