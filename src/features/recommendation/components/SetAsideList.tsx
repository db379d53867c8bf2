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
  unreadable: 'its contract could not be read',
  'left-out': 'not read',
};

/** Why a contract could not be read (docs/positions.md, "Bounds"). */
const FAILURES: Record<string, string> = {
  'out-of-gas': 'it burns all the gas it is given',
  failed: 'the read failed',
  implausible: 'it answered more than any token can hold',
};

function reasonInWords({ reason, priceAgeSeconds, failure, count }: SetAsideToken): string {
  const words = REASONS[reason] ?? reason;
  if (reason === 'stale-price' && priceAgeSeconds !== undefined) return `${words} (${formatAge(priceAgeSeconds)} old)`;
  if (reason === 'unreadable' && failure !== undefined) return `${words} (${FAILURES[failure] ?? failure})`;
  if (reason === 'left-out' && count !== undefined) return `${count} more ${words}`;
  return words;
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
