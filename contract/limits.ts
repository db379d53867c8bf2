/**
 * The contract's plain numbers, without TypeBox: the web app imports them as they are (its bundle
 * carries no TypeBox code, docs/web.md "The contract in the app").
 */

/** The most tokens one request may list: a history of a few wallets fits, a registry does not. */
export const MAX_PRICE_TOKENS = 100;
