/** What Ribbit can advise for a token. The engine, the wire and the app all use this list. */
export const ACTIONS = ['hold', 'sell', 'buy', 'buy more', 'strongly sell'] as const;
export type Action = (typeof ACTIONS)[number];
