import type { TokenInfo } from '../domain/types';

/**
 * Scam airdrops name themselves after a website or a reward to lure holders to
 * a phishing page. A token whose name or symbol carries a URL or such bait is
 * never advised on, valued or suggested.
 */
const URL_PATTERN = /https?:|www\.|t\.me\/|[a-z0-9]\.(?:com|io|xyz|org|net|app|co|me|info|site|online|top|club|vip|link|click|pro|gg|cc|ly|to)(?![a-z])/i;
/** Bait words; "free" only as a whole word, so names such as "Freedom" pass. */
const BAIT_PATTERN = /claim|visit|reward|airdrop|\bfree\b/i;

export function hasSpamName(token: Pick<TokenInfo, 'name' | 'symbol'>): boolean {
  return [token.name, token.symbol].some((text) => URL_PATTERN.test(text) || BAIT_PATTERN.test(text));
}
