import type { SetAsideToken } from '../../../api/types';
import type { ChainNamer } from '../../../lib/chainNames';
import { Disclosure, Items } from './Disclosure';
import { formatAge } from './format';

/** The service's reasons in words; a reason it adds later is shown as sent. */
const REASONS: Record<string, string> = {
  'spam-name': 'spam-like name',
  unpriced: 'no price found',
  'price-unavailable': 'price unavailable (its price feed could not be read)',
  'stale-price': 'stale price',
};

function reasonInWords({ reason, priceAgeSeconds }: SetAsideToken): string {
  const words = REASONS[reason] ?? reason;
  return reason === 'stale-price' && priceAgeSeconds !== undefined ? `${words} (${formatAge(priceAgeSeconds)} old)` : words;
}

interface SetAsideListProps {
  tokens: readonly SetAsideToken[];
  /** Given only when the recommendation spans several chains: each entry then names its chain. */
  chainName?: ChainNamer;
}

/** Which tokens the service left out of the advice and totals; the overview only counts them. */
export function SetAsideList({ tokens, chainName }: SetAsideListProps) {
  return (
    <Disclosure label={`Set aside (${tokens.length})`}>
      <Items>
        {tokens.map((token, index) => (
          <li key={`${token.symbol}-${index}`}>
            {token.symbol}
            {chainName && token.chainId !== undefined && ` on ${chainName(token.chainId)}`} — {reasonInWords(token)}
          </li>
        ))}
      </Items>
    </Disclosure>
  );
}
