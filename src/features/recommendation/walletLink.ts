import type { SavedRecommendation } from '../../api/types';
import { paths } from '../../config/paths';

/**
 * A link that opens a recommendation's wallets in the input, waiting for one tap (docs/web.md "A
 * link that opens it"): `/?wallet=whale.eth`, the parameter repeated for several. It never asks by
 * itself: asking uses one of the day's free recommendations.
 */

/** The query parameter, repeated once per wallet. */
export const WALLET_PARAMETER = 'wallet';
/** The most wallets one recommendation covers (docs/api.md); a link naming more fills the first ones. */
export const MAX_WALLETS = 5;

/** The wallets a link names, as typed there, without empty ones; at most MAX_WALLETS. */
export function walletsInLink(search: URLSearchParams): string[] {
  return search
    .getAll(WALLET_PARAMETER)
    .map((wallet) => wallet.trim())
    .filter((wallet) => wallet !== '')
    .slice(0, MAX_WALLETS);
}

/** What a link names a recommendation's wallet by: the name typed for it, else its address. */
export const walletsOf = ({ address, ensName }: Pick<SavedRecommendation, 'address' | 'ensName'>): string[] => [ensName ?? address];

/** The link, on this page's origin. */
export function walletLink(wallets: readonly string[], origin: string): string {
  const url = new URL(paths.main.to(), origin);
  for (const wallet of wallets) url.searchParams.append(WALLET_PARAMETER, wallet);
  return url.toString();
}

/** The tab's title while a result shows: it names the wallets, so a tab among many says whose it is. */
export const resultTitle = (wallets: readonly string[]) => `Recommendation for ${wallets.join(', ')} · Ribbit`;
