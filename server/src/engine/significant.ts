/** One rounding to significant figures for the answer's figures and its price lines (contract/format.ts). */
export { roundSignificant } from '../../../contract/format';
