import { ApiError } from '../client/http.ts';

/**
 * A 403 from a super-user route, reworded so the user knows which login it takes. `quoteServer`
 * keeps the server's own refusal in brackets; `accountHint` follows "a super-user account".
 */
export async function asSuperUser<T>(
  command: string,
  call: () => Promise<T>,
  opts: { quoteServer?: boolean; accountHint?: string } = {},
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      const server = opts.quoteServer === false ? '' : ` (server: ${error.message})`;
      throw new ApiError(403, {
        ...error.body,
        message: `\`${command}\` is for platform super users only${server}. Run \`app login\` with a super-user account${opts.accountHint ? ` ${opts.accountHint}` : ''}.`,
      });
    }
    throw error;
  }
}
