/**
 * The chains the offline default runs locally: Ethereum and Base, each an anvil
 * node with the chain's real id, so the service reads them exactly as it would
 * read the real chains. Their native coin is ETH on both.
 */
export const DEMO_CHAIN_IDS = [1, 8453] as const;
export type DemoChainId = (typeof DEMO_CHAIN_IDS)[number];

/** The chain that also carries the demo-only tokens (UST, LUNA, CLAIM, HOP, the long tail). */
export const HOME_CHAIN_ID: DemoChainId = 1;
