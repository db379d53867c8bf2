/**
 * The largest answer Ribbit reads from a JSON-RPC node (issue 31, item 10: a node answering 120 MB
 * blocked the event loop 1.7 s and took 360 MB). Ribbit's largest asks are eth_calls of 1,000
 * Multicall3 calls (prices/chainlink/ethCalls.ts), whose answers are well under a megabyte
 * (docs/api.md, "Time and size limits"): 8 MiB leaves room for a node's verbose errors and parses in
 * well under 100 ms. Every node call keeps to it: the readers' (chains/transport/endpoint.ts) and the
 * ENS lookups' (wallet/ensNames.ts).
 */
export const MAX_RPC_ANSWER_BYTES = 8 * 1024 * 1024;

/** What a cut answer is said to be, everywhere (prices/walletReading.ts turns it into the visitor's words). */
export const answerTooLargeMessage = (maxBytes: number) => `The node's answer was larger than ${maxBytes} bytes`;
