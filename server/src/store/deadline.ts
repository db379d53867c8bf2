/**
 * No request waits on the database longer than DATABASE_REQUEST_LIMIT_MS in all (docs/api.md
 * "Storage"), whatever the driver does underneath: the driver's own time-outs (connect, then
 * query) add up, so a hung PostgreSQL held requests past the limit the docs promised (issue 20,
 * item 9; docs/chaos.md). The work itself goes on: a save that finishes late may still commit,
 * which is why `Ribbit-Stored: false` means "not confirmed", not "not stored".
 */

/** The most a request waits for the database: a save, or a history page. */
export const DATABASE_REQUEST_LIMIT_MS = 5_000;

/** The database did not answer within the request's limit. */
export class DatabaseDeadlineError extends Error {
  override name = 'DatabaseDeadlineError';
}

/** `work`, or a DatabaseDeadlineError after `ms`, whichever comes first. */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DatabaseDeadlineError(`The database did not ${what} within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
