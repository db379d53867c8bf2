/** The API's reply envelopes for the tests that read them (`response.json<ErrorBody>()`), from the contract. */
export type { ErrorBody, HistoryReply as HistoryBody } from '../../../contract';

export interface DataBody<T> {
  data: T;
}
