/**
 * The person's own risk (docs/engine.md "Risk levels"): the level the plan is worked out with. A chosen level
 * sets both lines; with none chosen the budgets stay balanced's and the ceiling is the wallet's own swing, so a
 * plan never adds risk the person did not ask for, and the lines do not move when the plan is followed and
 * asked again (the fixed point).
 */
import type { RiskChoice, RiskUsed } from '../../../../contract/risk';
import { KEPT_SWING_STEP, RISK_LEVEL_VOLATILITY } from '../thresholds';

export interface SwingLevel {
  /** The level the answer reports. */
  used: RiskUsed;
  /**
   * The yearly swing the tokens' budgets share (plan/risk.ts), and past which a token over twice its budget is
   * trimmed: the chosen level's, balanced's with none chosen.
   */
  target: number;
  /** The swing no buy may take the wallet past: the chosen level's, or with none the wallet's own, up to balanced. */
  ceiling: number;
}

/** Before the swing is measured: the lines that do not depend on it (the budgets read only `target`). */
export function budgetLevel(choice: RiskChoice | undefined): SwingLevel {
  const target = RISK_LEVEL_VOLATILITY[choice ?? 'balanced'];
  return { used: choice ?? 'current', target, ceiling: target };
}

/**
 * The level for a wallet that swings `swing` a year before the plan (null: it cannot be measured, and then no
 * buy is capped by it: money.ts). With none chosen the ceiling is that swing rounded down to KEPT_SWING_STEP, as
 * the overview writes it, so the plan never leaves it higher than the person reads it now.
 */
export function swingLevel(choice: RiskChoice | undefined, swing: number | null): SwingLevel {
  const level = budgetLevel(choice);
  if (choice !== undefined || swing === null) return level;
  const kept = Math.floor(swing / KEPT_SWING_STEP + 1e-9) * KEPT_SWING_STEP;
  return { ...level, ceiling: Math.min(level.target, Math.max(KEPT_SWING_STEP, Number(kept.toFixed(3)))) };
}
