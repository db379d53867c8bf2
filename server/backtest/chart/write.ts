import type { Backtest } from '../runAll';
export function writeChart(_all: Backtest): string {
  return 'todo';
}
