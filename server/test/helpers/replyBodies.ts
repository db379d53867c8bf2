/** The API's reply envelopes, typed for the tests that read them (`response.json<ErrorBody>()`). */
import type { Recommendation } from '../../src/schemas/recommendation';

export interface ErrorBody {
  error: { code: string; message: string };
}

export interface DataBody<T> {
  data: T;
}

/** GET /api/history. */
export type HistoryBody = DataBody<{ result: Recommendation[] }>;
