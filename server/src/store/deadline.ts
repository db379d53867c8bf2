/**
 * No request waits on the database longer than DATABASE_REQUEST_LIMIT_MS in all (docs/api.md
 * "Storage"), whatever the driver does underneath: a hung PostgreSQL held requests for 7–11 s
 * (a 2 s connect, a 5 s query, then each row of a failed batch again) though the docs said 5 s
 * (issue 20, item 9). The work itself goes on: a save that finishes late may still commit,
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
