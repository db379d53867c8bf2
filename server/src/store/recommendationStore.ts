/**
 * Every recommendation the service makes, kept per wallet. The same SQL runs
 * on PGlite and on a PostgreSQL server; only the driver differs.
 */
import type { Recommendation } from '../../../contract';
import { compressBody, decompressBodyBytes, type AnswerBody } from './brotliBody';
import { jsonbText } from './jsonbText';
import type { Retention } from './retention';
import type { SqlRunner } from './sql';

export interface RecommendationStore {
  /**
   * Resolves once the row is committed. `json`: the recommendation already serialised (JSON.stringify,
   * its UTF-8 bytes, or a new answer's body, whose compressed reply PGlite keeps: brotliBody.ts), kept
   * as its body; serialised here when absent.
   * A NUL in a string is kept as U+FFFD, so `body::jsonb` reads every row (jsonbText.ts; an answer's
   * body has it already: brotliBody.ts).
   */
  save(recommendation: Recommendation, json?: string | Uint8Array | AnswerBody): Promise<void>;
  /**
   * Newest first; `wallet` is the checksummed address the recommendation was saved under.
   * `beforeId`: only those older than that recommendation of the wallet (a page's cursor); none if it is not stored.
   */
  listByWallet(wallet: string, limit: number, beforeId?: string): Promise<Recommendation[]>;
  /**
   * The same page as listByWallet, each recommendation as its stored JSON text (UTF-8 bytes) beside its id:
   * what GET /api/history answers, never parsed nor serialised again (a whale's page is large: docs/api.md).
   */
  listJsonByWallet(wallet: string, limit: number, beforeId?: string): Promise<StoredJson[]>;
  close(): Promise<void>;
}

/** A recommendation as stored: its id (a page's cursor) and its JSON text, byte for byte as it was saved. */
export interface StoredJson {
  id: string;
  json: Uint8Array;
}

/** A stored JSON text as the recommendation it is. */
function parseStored({ json }: StoredJson): Recommendation {
  return JSON.parse(Buffer.from(json.buffer, json.byteOffset, json.byteLength).toString('utf8')) as Recommendation;
}

/** One recommendation as a row: its key columns, and its body already serialised. */
interface RecommendationRow {
  id: string;
  wallet: string;
  chainId: number;
  engineVersion: string;
  /** ISO 8601, the recommendation's generatedAt. */
  createdAt: string;
  body: RowBody;
}

/**
 * Where a row keeps its body. `json`: the JSON text or its UTF-8 bytes, in the json column (PostgreSQL, which
 * compresses it with lz4 itself). `brotli`: that text compressed (brotliBody.ts), in
 * body_brotli: PGlite's rows. Drivers send bytes in binary format.
 */
type RowBody = { json: string | Uint8Array } | { brotli: Uint8Array };

/** The row of `recommendation`, whose body is already serialised (and compressed, where the store does it). */
function toRow(recommendation: Recommendation, body: RowBody): RecommendationRow {
  return {
    id: recommendation.id,
    wallet: recommendation.address,
    // The column predates several chains: it keeps the first configured chain, for filtering.
    chainId: recommendation.chains[0]?.chainId ?? 0,
    engineVersion: recommendation.engineVersion,
    createdAt: recommendation.generatedAt,
    body,
  };
}

/** The row's body of `json`: a new answer's compressed reply where bodies are compressed, else its JSON. */
function rowBody(json: string | Uint8Array | AnswerBody, compress: boolean): RowBody {
  if (typeof json === 'string' || json instanceof Uint8Array) {
    const text = jsonbText(json);
    return compress ? { brotli: compressBody(text) } : { json: text };
  }
  return compress ? { brotli: json.brotli() } : { json: json.json };
}

/** The recommendation half of the SQL store (sqlStore.ts), on an already migrated database. */
export type SqlRecommendations = Omit<RecommendationStore, 'close'>;

/**
 * Rows past the age limit ($3 days; null: none) are never served, though the retention deletes them
 * only as it writes, at most every 10 s (issue 31, item 10: an idle store served them until its next write).
 */
const NOT_EXPIRED = `($3::integer IS NULL OR r.created_at >= now() - make_interval(days => $3::integer))`;

/**
 * Only a wallet's newest $4 rows (HISTORY_MAX_PER_WALLET; null: all) are ever served: the retention trims
 * the rest in batches (retention.ts), so a few more may be on disk until it does. The bound is the $4-th
 * newest row's key, found once per query through the index; a wallet with fewer rows has none, and
 * `>= ALL` of no row holds.
 */
const WITHIN_CAP = `($4::integer IS NULL OR (r.created_at, r.seq) >= ALL (
    SELECT newest.created_at, newest.seq FROM recommendations newest WHERE newest.wallet = $1
    ORDER BY newest.created_at DESC, newest.seq DESC OFFSET $4::integer - 1 LIMIT 1))`;

/** The newest rows of a wallet, in the index's order. */
const LIST = `
  SELECT r.id, r.body::text AS body_text, r.body_brotli FROM recommendations r
  WHERE r.wallet = $1 AND ${NOT_EXPIRED} AND ${WITHIN_CAP}
  ORDER BY r.created_at DESC, r.seq DESC
  LIMIT $2`;

/** The page after a cursor: rows of the wallet strictly older, in the index's order; a cursor that is not stored gives no row. */
const LIST_BEFORE = `
  SELECT r.id, r.body::text AS body_text, r.body_brotli FROM recommendations r, recommendations cursor
  WHERE cursor.id = $5::uuid AND cursor.wallet = $1 AND r.wallet = $1 AND ${NOT_EXPIRED} AND ${WITHIN_CAP}
    AND (r.created_at, r.seq) < (cursor.created_at, cursor.seq)
  ORDER BY r.created_at DESC, r.seq DESC
  LIMIT $2`;

const INSERT = `INSERT INTO recommendations (id, wallet, chain_id, engine_version, body, body_brotli, created_at) VALUES ($1, $2, $3, $4, $5::json, $6::bytea, $7)`;

interface SqlRecommendationOptions {
  retention?: Retention;
  /** HISTORY_RETENTION_DAYS: older rows are not served, whether or not the retention has deleted them yet. Absent: all are. */
  maxAgeDays?: number;
  /** HISTORY_MAX_PER_WALLET: a wallet's older rows are not served, whether or not the retention has trimmed them yet. Absent: all are. */
  maxPerWallet?: number;
  /** PGlite has no lz4 (migration 4): its bodies are brotli-compressed here, in body_brotli (docs/storage.md). */
  compressBodies?: boolean;
}

export function createSqlRecommendations(
  db: SqlRunner,
  { retention, maxAgeDays, maxPerWallet, compressBodies = false }: SqlRecommendationOptions = {},
): SqlRecommendations {
  async function saveRow({ body, ...row }: RecommendationRow): Promise<void> {
    const json = 'json' in body ? body.json : null;
    const brotli = 'brotli' in body ? body.brotli : null;
    await db.query(INSERT, [row.id, row.wallet, row.chainId, row.engineVersion, json, brotli, row.createdAt]);
    // A failure here fails no save: nothing is lost, the rows stay until the next trim, and are
    // not served past the cap meanwhile.
    await retention?.afterInsert(row.wallet).catch((error: unknown) => {
      console.warn('History retention failed; the rows are kept until the next write:', error instanceof Error ? error.message : error);
    });
  }
  async function listJsonByWallet(wallet: string, limit: number, beforeId?: string): Promise<StoredJson[]> {
    // body::text: a json column keeps its text as written, so this is the saved text itself.
    type Row = { id: string; body_text: string | null; body_brotli: Uint8Array | null };
    const limits = [wallet, limit, maxAgeDays ?? null, maxPerWallet ?? null];
    const rows = beforeId === undefined ? await db.query<Row>(LIST, limits) : await db.query<Row>(LIST_BEFORE, [...limits, beforeId]);
    // The migration's CHECK keeps exactly one of the two set.
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        json: row.body_text !== null ? Buffer.from(row.body_text) : await decompressBodyBytes(row.body_brotli as Uint8Array),
      })),
    );
  }
  return {
    save: (recommendation, json = JSON.stringify(recommendation)) => saveRow(toRow(recommendation, rowBody(json, compressBodies))),
    listJsonByWallet,
    listByWallet: async (wallet, limit, beforeId) => (await listJsonByWallet(wallet, limit, beforeId)).map(parseStored),
  };
}
