/**
 * The one way Ribbit writes an amount of dollars outside the spec's own fixed formats (the Token Details total with
 * 4 decimals, the 'current price: $price/symbol' line): the service's words and the app write every other amount
 * with the same function (contract/format.ts), so a figure the plan, a card and the history all show reads the same.
 */
export { formatUsd } from '../../contract/format';
