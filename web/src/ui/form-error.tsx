/** An API error shown next to a form, in words. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p class="notice error" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
