/**
 * A form's answer: an error (role alert, read out at once) or a success (role status). The region is
 * always in the page so that a screen reader hears the text that appears in it.
 */
export function FormMessage({ error, done }: { error: string | null; done?: string | null }) {
  return (
    <div className="acc-msgs">
      <div
        role="alert"
        className={error ? 'acc-error' : undefined}
        data-account-error={error ? '' : undefined}
      >
        {error}
      </div>
      <div role="status" className={done ? 'acc-done' : undefined} data-account-done={done ? '' : undefined}>
        {done}
      </div>
    </div>
  );
}
