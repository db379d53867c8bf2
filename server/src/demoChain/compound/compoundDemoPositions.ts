/** What `defi.eth` supplies to Compound v3 on the local chains: USDC to the USDC market, earning. Whole units. */
import type { DemoChainId } from '../demoChains';

export interface CompoundDemoPositions {
  /** Base-asset supplies, by market base symbol. */
  supplies: Readonly<Record<string, string>>;
}

export const COMPOUND_DEMO_POSITIONS: Partial<Record<DemoChainId, CompoundDemoPositions>> = {
  1: { supplies: { USDC: '25000' } },
};
