import { useId } from 'react';
import styled from 'styled-components';
import type { SavedRecommendation } from '../../../api/types';
import { chainNamerIfSeveral } from '../../../lib/chainNames';
import { gradeEntry, hitRateText } from '../grading';
import type { CurrentPrices } from '../pricesApi';
import { GradeTable } from './GradeTable';
import { formatLocalDateTime } from './localDateTime';
import { PricesStatus } from './PricesStatus';
import { panel } from '../../../components/Panel';

const Section = styled.section`
  ${panel({ gap: 'sm', padding: 'md' })}
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
`;

const HitRate = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: bold;
`;

export const GRADES_TITLE = 'How the calls did';

/** /history/{id}: how each call of the entry has done since it was made, and the hit rate. */
export function EntryGrades({ entry, prices, now }: { entry: SavedRecommendation; prices: CurrentPrices; now: number }) {
  const titleId = useId();
  const grade = gradeEntry(entry, prices.lookup, now);
  const needsPrices = entry.tokens.length > 0 && grade.kind !== 'too-early';
  let body;
  if (entry.tokens.length === 0) body = <p>No calls to grade.</p>;
  else if (grade.kind === 'too-early')
    body = <p>Too early to grade: calls are graded once they are a day old, from {formatLocalDateTime(grade.gradableAt)}.</p>;
  else if (prices.status !== 'ready' && prices.status !== 'idle') body = null;
  else {
    body = (
      <>
        <HitRate>{hitRateText(grade) ?? 'No call can be graded.'}</HitRate>
        <GradeTable calls={grade.calls} caption="Each call since it was made" chainName={chainNamerIfSeveral(entry)} />
      </>
    );
  }
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{GRADES_TITLE}</Title>
      {/* Mounted whatever the prices' state, so it keeps the focus a retry gives it. */}
      {needsPrices && <PricesStatus prices={prices} />}
      {body}
    </Section>
  );
}
