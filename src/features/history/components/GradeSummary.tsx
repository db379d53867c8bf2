import styled from 'styled-components';
import type { SavedRecommendation } from '../../../api/types';
import { chainNamerIfSeveral } from '../../../lib/chainNames';
import { gradeEntry, hitRateText } from '../grading';
import type { CurrentPrices } from '../pricesApi';
import { GradeTable } from './GradeTable';

const Line = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Details = styled.details`
  font-size: 14px;

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const TOO_EARLY_TEXT = 'too early to grade';

/** One history row's grade: the hit rate, opening onto each call; or why there is none yet. */
export function GradeSummary({ entry, prices, now }: { entry: SavedRecommendation; prices: CurrentPrices; now: number }) {
  if (entry.tokens.length === 0) return null;
  const grade = gradeEntry(entry, prices.lookup, now);
  if (grade.kind === 'too-early') return <Line>{TOO_EARLY_TEXT}</Line>;
  if (prices.status === 'loading') return <Line>grading…</Line>;
  if (prices.status === 'error') return <Line>not graded: prices could not be loaded</Line>;
  const hitRate = hitRateText(grade) ?? 'no call can be graded';
  return (
    <Details>
      <summary>{hitRate}</summary>
      <GradeTable calls={grade.calls} caption={`Calls for ${entry.ensName ?? entry.address}`} chainName={chainNamerIfSeveral(entry)} />
    </Details>
  );
}
