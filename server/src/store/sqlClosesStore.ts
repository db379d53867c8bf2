/**
 * The stored daily closes (prices/closesStore.ts) in the daily_closes table
 * (migration 3, docs/storage.md). Each call is one statement however many
 * closes or feeds it carries: they travel as arrays that unnest() turns into
 * rows, so a statement has five parameters at most (PostgreSQL allows 65,535)
 * and one plan shape.
 */
import type { ClosesStore, FeedKey, StoredClose } from '../prices/closesStore';
import type { SqlRunner } from './sql';

const SECONDS_PER_DAY = 86_400;

/** Rows hold the day as a date; on the wire it is days since 1970-01-01, so no time zone takes part. */
const EPOCH = `DATE '1970-01-01'`;

function splitFeedKey(key: FeedKey): { chainId: number; feed: string } {
  const separator = key.indexOf(':');
  return { chainId: Number(key.slice(0, separator)), feed: key.slice(separator + 1) };
}

/** Refuses what the table would silently change: a day not at 00:00 UTC would be truncated to its date. */
function checkClose(feed: FeedKey, close: StoredClose): void {
  const where = `close of ${feed} at ${close.day}`;
  if (!Number.isSafeInteger(close.day) || close.day % SECONDS_PER_DAY !== 0) throw new RangeError(`${where}: the day is not the start of a UTC day`);
  if (!Number.isFinite(close.price)) throw new RangeError(`${where}: the price ${close.price} is not a finite number`);
  if (!/^\d+$/.test(close.roundId)) throw new RangeError(`${where}: the round id "${close.roundId}" is not a decimal uint`);
}

// Rows go in by day, whatever order the caller gave: two saves of the same days in opposite
// orders would otherwise each hold a day the other waits for, and PostgreSQL would abort one
// with "deadlock detected" (seen with 1,000 days a save). Then by position: when one call
// repeats a day, its first close is the one kept, as in memoryClosesStore.
const INSERT_CLOSES = `
  INSERT INTO daily_closes (chain_id, feed, day, price, round_id)
  SELECT $1::bigint, $2::text, ${EPOCH} + close.epoch_day, close.price, close.round_id
  FROM unnest($3::integer[], $4::double precision[], $5::numeric[]) WITH ORDINALITY AS close(epoch_day, price, round_id, position)
  ORDER BY close.epoch_day, close.position
  ON CONFLICT (chain_id, feed, day) DO NOTHING`;

// IN, not a join: a feed asked for twice still gives each close once. One row per feed, its
// closes as three arrays: PGlite parses each row of the wire protocol in JavaScript, so a few
// rows of arrays come back faster than a row per close (docs/storage.md has the figures).
const SELECT_CLOSES = `
  SELECT chain_id::text || ':' || feed AS feed_key,
         array_agg(day - ${EPOCH} ORDER BY day) AS epoch_days,
         array_agg(price ORDER BY day) AS prices,
         array_agg(round_id::text ORDER BY day) AS round_ids
  FROM daily_closes
  WHERE (chain_id, feed) IN (SELECT * FROM unnest($1::bigint[], $2::text[]))
    AND day >= ${EPOCH} + $3::integer
  GROUP BY chain_id, feed`;

/** One feed's closes, oldest first, the three arrays in step. */
interface FeedRow {
  feed_key: FeedKey;
  epoch_days: number[];
  prices: number[];
  round_ids: string[];
}

/** `db` must already be migrated (createSqlStore does it). */
export function createSqlClosesStore(db: SqlRunner): ClosesStore {
  return {
    async load(feeds, fromDay) {
      const found = new Map<FeedKey, StoredClose[]>();
      if (feeds.length === 0) return found;
      const wanted = feeds.map(splitFeedKey);
      // The first whole day at or after fromDay: `day >= fromDay` as in memoryClosesStore, whatever time fromDay falls on.
      const fromEpochDay = Math.ceil(fromDay / SECONDS_PER_DAY);
      const rows = await db.query<FeedRow>(SELECT_CLOSES, [wanted.map((key) => key.chainId), wanted.map((key) => key.feed), fromEpochDay]);
      for (const row of rows) {
        found.set(
          row.feed_key,
          row.epoch_days.map((epochDay, index) => ({ day: epochDay * SECONDS_PER_DAY, price: row.prices[index], roundId: row.round_ids[index] })),
        );
      }
      return found;
    },
    async save(feed, closes) {
      if (closes.length === 0) return;
      for (const close of closes) checkClose(feed, close);
      const { chainId, feed: address } = splitFeedKey(feed);
      await db.query(INSERT_CLOSES, [
        chainId,
        address,
        closes.map((close) => close.day / SECONDS_PER_DAY),
        closes.map((close) => close.price),
        closes.map((close) => close.roundId),
      ]);
    },
  };
}
