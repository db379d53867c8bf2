/**
 * The one seam between the store and a database driver. The PGlite and
 * node-postgres drivers both implement it, so the store runs the same SQL on both.
 */
export interface SqlRunner {
  /** One statement with $1… placeholders; resolves the rows it returns. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface SqlDriver extends SqlRunner {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
