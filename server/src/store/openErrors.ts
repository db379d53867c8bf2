/**
 * What a database that cannot be opened says: which one, and what to do (issue 20, item 12:
 * a damaged PGlite directory said only "Aborted(). Build with -sASSERTIONS for more info.",
 * and a refused DATABASE_URL did not name the variable).
 */
import { withoutCredentials } from '../domain/urls';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A path as one shell word. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** For PGlite in `dataDir` (DATA_DIR): the cause, the path, and the exact command that moves it aside. */
export function pgliteOpenMessage(dataDir: string, databaseDir: string, error: unknown, now = new Date()): string {
  const aside = `${dataDir}.damaged-${now.toISOString().slice(0, 10)}`;
  return [
    `The database in ${databaseDir} could not be opened: ${messageOf(error)}`,
    'Its files may be damaged (no other Ribbit is using them: it holds DATA_DIR/ribbit.lock while it runs). To start',
    'again with an empty history, move DATA_DIR aside (the copy is kept, to recover the history from it later):',
    `  mv ${shellWord(dataDir)} ${shellWord(aside)}`,
  ].join('\n');
}

/** For DATABASE_URL: the variable, the URL without its password, and the server's or the network's reason. */
export function postgresOpenMessage(databaseUrl: string, error: unknown): string {
  return `DATABASE_URL (${withoutCredentials(databaseUrl)}) could not be used: ${messageOf(error)}`;
}
