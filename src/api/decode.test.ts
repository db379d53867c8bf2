import { aServiceRecommendation, CHECKSUMMED_ADDRESS } from '../testing/fixtures';
import { decodeRecommendation } from './decode';

test('an answer with every field the service sends keeps what the app shows and drops the rest', () => {
  expect(decodeRecommendation(aServiceRecommendation())).toEqual({
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    address: CHECKSUMMED_ADDRESS,
    overview: aServiceRecommendation().overview,
    tokens: [
      {
        symbol: 'ETH',
        icon: '/icons/eth.svg',
        action: 'sell',
        result: '30d −38.0% · vol 71.0% · 100.0% of portfolio',
        description: 'ETH fell hard this month; selling limits the damage.',
        count: 1.5,
        price: 3000,
        rules: [
          { id: 'crash-plunge', action: 'sell', text: '30-day return −38.0% <= −35.0%' },
          { id: 'trim-outsized', action: 'sell', text: 'weight 100.0% > 50.0%' },
        ],
      },
    ],
    setAside: [
      { symbol: 'SCAM', reason: 'spam-name' },
      { symbol: 'FOO', reason: 'unpriced' },
    ],
  });
});

test('unreadable rules and set-aside entries are left out; the rest of the answer still reads', () => {
  const answer = aServiceRecommendation();
  const [eth] = answer.tokens;
  const decoded = decodeRecommendation({
    ...answer,
    tokens: [{ ...eth, rules: [eth.rules[0], { id: 'x', action: 'moon', text: 'no such action' }, 'text only', { id: 'y', action: 'hold' }] }],
    setAside: [answer.setAside[0], { reason: 'unpriced' }, null],
  });
  expect(decoded?.tokens[0].rules).toEqual([{ id: 'crash-plunge', action: 'sell', text: '30-day return −38.0% <= −35.0%' }]);
  expect(decoded?.setAside).toEqual([{ symbol: 'SCAM', reason: 'spam-name' }]);
});

test('an answer without rules or setAside (an older service) reads without them', () => {
  const { setAside: _setAside, ...answer } = aServiceRecommendation();
  const { rules: _rules, ...eth } = answer.tokens[0];
  const decoded = decodeRecommendation({ ...answer, tokens: [eth] });
  expect(decoded).not.toHaveProperty('setAside');
  expect(decoded?.tokens[0]).not.toHaveProperty('rules');
  expect(decoded?.tokens[0].symbol).toBe('ETH');
});
