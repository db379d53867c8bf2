/** Reading an answer as a person does: a token's card, by symbol and chain. */
import assert from 'node:assert/strict';
import type { AdvisedToken, EngineOutput } from '../../src/engine';

/** The card of `symbol` on `chainId` (the fixtures' chain, 31337, unless given). */
export function cardOf(output: EngineOutput, symbol: string, chainId = 31337): AdvisedToken {
  const card = output.tokens.find((entry) => entry.symbol === symbol && entry.chainId === chainId);
  assert.ok(card, `a card for ${symbol} on chain ${chainId}: ${output.tokens.map((entry) => `${entry.symbol}@${entry.chainId}`).join(', ')}`);
  return card;
}
