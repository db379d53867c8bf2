import type { SetAsideToken } from '../../../api/types';
import { Disclosure, Items } from './Disclosure';

/** The service's reasons in words; a reason it adds later is shown as sent. */
const REASONS: Record<string, string> = {
  'spam-name': 'spam-like name',
  unpriced: 'no price found',
};

/** Which tokens the service left out of the advice and totals; the overview only counts them. */
export function SetAsideList({ tokens }: { tokens: readonly SetAsideToken[] }) {
  return (
    <Disclosure label={`Set aside (${tokens.length})`}>
      <Items>
        {tokens.map((token, index) => (
          <li key={`${token.symbol}-${index}`}>
            {token.symbol} — {REASONS[token.reason] ?? token.reason}
          </li>
        ))}
      </Items>
    </Disclosure>
  );
}
