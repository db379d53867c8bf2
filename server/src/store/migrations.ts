/**
 * The schema, as ordered migrations. A migration, once shipped, never changes:
 * a new need is a new entry at the end. Each statement runs on its own, because
 * PGlite's parameterised query takes one statement at a time.
 */
import type { SqlDriver } from './sql';

interface Migration {
  id: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'create recommendations',
    statements: [
      `CREATE TABLE recommendations (
         id uuid PRIMARY KEY,
         -- Checksummed (EIP-55) address, so one wallet has one spelling.
         wallet text NOT NULL,
         chain_id integer NOT NULL,
         engine_version text NOT NULL,
         body jsonb NOT NULL,
         created_at timestamptz NOT NULL,
         -- Breaks ties between recommendations made in the same millisecond.
         seq bigint GENERATED ALWAYS AS IDENTITY
       )`,
      `CREATE INDEX recommendations_wallet_created_at ON recommendations (wallet, created_at DESC, seq DESC)`,
    ],
  },
  {
    id: 2,
    name: 'recommendation bodies as json, stored uncompressed',
    statements: [
      // json keeps the text as answered, only checked; jsonb also parses it into a tree, work on
      // every request for operators nobody runs on these bodies.
      `ALTER TABLE recommendations ALTER COLUMN body TYPE json USING body::json`,
      // Uncompressed: pglz costs the request path more CPU than the disk it saves is worth
      // (docs/storage.md).
      `ALTER TABLE recommendations ALTER COLUMN body SET STORAGE EXTERNAL`,
    ],
  },
  {
    id: 3,
    name: 'create daily_closes',
    statements: [
      // One row per feed per closed UTC day, written once and never updated (docs/storage.md).
      `CREATE TABLE daily_closes (
         -- bigint: EIP-155 chain ids are not bounded by a 32-bit integer.
         chain_id bigint NOT NULL,
         -- The feed (proxy) address, lowercase, as in a FeedKey.
         feed text NOT NULL CHECK (feed ~ '^0x[0-9a-f]{40}$'),
         -- The UTC day; a date, not a timestamp, so no session time zone can shift it.
         day date NOT NULL,
         -- Decimals applied, in the feed's own units. A JS number is a float8, and PostgreSQL
         -- reads and prints float8 with the shortest exact digits, so it comes back bit for bit.
         price double precision NOT NULL,
         -- A uint80: up to 2^80 - 1 = 1208925819614629174706175, 25 digits.
         round_id numeric(25, 0) NOT NULL CHECK (round_id >= 0),
         PRIMARY KEY (chain_id, feed, day)
       )`,
    ],
  },
  {
    id: 4,
    name: 'recommendation bodies compressed with lz4 where the server has it',
    statements: [
      // Every answer is stored whole: under load that is the bulk of what PostgreSQL writes (table
      // and WAL alike), and latency spikes came at its checkpoints. lz4 shrinks such JSON several
      // fold for a small fraction of pglz's CPU. PGlite is built without lz4: there the bodies stay
      // as migration 2 left them (docs/storage.md).
      `DO $$
       BEGIN
         IF 'lz4' = ANY (SELECT unnest(enumvals) FROM pg_settings WHERE name = 'default_toast_compression') THEN
           ALTER TABLE recommendations ALTER COLUMN body SET STORAGE EXTENDED;
           ALTER TABLE recommendations ALTER COLUMN body SET COMPRESSION lz4;
         END IF;
       END
       $$`,
    ],
  },
  {
    id: 5,
    name: 'recommendation bodies brotli-compressed by the PGlite store',
    statements: [
      // PGlite has no lz4 (migration 4), and its pglz costs more CPU than the smaller writes save.
      // Its store compresses each body with brotli instead (brotliBody.ts) and keeps it here, so
      // PostgreSQL in WebAssembly writes a fraction of the TOAST chunks and WAL (docs/storage.md).
      // Bytes, already compressed: EXTERNAL so PostgreSQL does not try to compress them again.
      `ALTER TABLE recommendations ADD COLUMN body_brotli bytea`,
      `ALTER TABLE recommendations ALTER COLUMN body_brotli SET STORAGE EXTERNAL`,
      `ALTER TABLE recommendations ALTER COLUMN body DROP NOT NULL`,
      `ALTER TABLE recommendations ADD CONSTRAINT recommendations_one_body CHECK ((body IS NULL) <> (body_brotli IS NULL))`,
    ],
  },
];

/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_KEY = 7_267_323;

export async function migrate(db: SqlDriver): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS migrations (
         id integer PRIMARY KEY,
         name text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const applied = new Set((await tx.query<{ id: number }>('SELECT id FROM migrations')).map((row) => row.id));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('INSERT INTO migrations (id, name) VALUES ($1, $2)', [migration.id, migration.name]);
    }
  });
}
