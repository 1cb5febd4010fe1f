/**
 * The submit of a public form sent once, with a honeypot: `website` goes to the server only
 * when something filled it (people never see the field), and the server's answer reaches
 * `onSent`. A refusal goes to `onRefused`, which shows field errors beside their fields; the
 * mutation keeps the error for the form's alert.
 */
export const sendWithHoneypot =
  <V extends { website?: string }, R extends { message: string }>(
    send: (values: Omit<V, 'website'> & { website: string | undefined }) => Promise<R>,
    onSent: (message: string) => void,
    onRefused: (error: unknown) => void,
  ) =>
  async ({ website, ...values }: V) => {
    try {
      const result = await send({ ...values, website: website || undefined });
      onSent(result.message);
    } catch (error) {
      onRefused(error);
    }
  };
