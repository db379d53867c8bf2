import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatUsd } from '../../../lib/money';
import { CHANGE_PERIODS, changeOver, type ValueChange } from '../walletValue';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 11px;
`;

// The figure a person looks for first: large, in the pixel face, never wrapped mid-number.
const Total = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 22px;
  line-height: 1.3;
  overflow-wrap: anywhere;

  @media (min-width: 600px) {
    font-size: 28px;
  }
`;

const Changes = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.spacing.md};
  margin: 0;
  font-size: 14px;
`;

const Change = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

const Period = styled.dt`
  color: ${({ theme }) => theme.colors.muted};
`;

const Amount = styled.dd<{ $tone: 'green' | 'red' | 'muted' }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 700;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 12px;
`;

/** "+$12,400 (+0.4%)", "−$5 (−0.0%)": the sign written out, so the colour is not the only clue. */
function changeText({ usd, fraction }: ValueChange): string {
  const money = usd > 0 ? `+${formatUsd(usd)}` : formatUsd(usd);
  if (fraction === null) return money;
  const sign = fraction > 0 ? '+' : fraction < 0 ? '−' : '';
  return `${money} (${sign}${(Math.abs(fraction) * 100).toFixed(1)}%)`;
}

const toneOf = ({ usd }: ValueChange) => (usd > 0 ? 'green' : usd < 0 ? 'red' : 'muted');

interface HeadlineProps {
  totalUsd: number;
  /** What the wallet owes; above 0, the total is its net worth, said with its assets and debts. */
  debtUsd?: number;
  /** The wallet's value each day at today's holdings (the answer's `valueHistory`); absent in older entries. */
  valueHistory?: readonly number[];
  /** The per-chain split, when the tokens span several chains. */
  children?: ReactNode;
}

/**
 * The top of the result: the wallet's total, large ("Net worth", with its assets and debts, when it owes anything), and its change over 24 hours and 7 days, which
 * are the tokens held today at the prices of a day and a week ago (said under them). A history too
 * short for a period, or none (an entry saved before answers had one), shows the total alone.
 */
export function Headline({ totalUsd, debtUsd = 0, valueHistory, children }: HeadlineProps) {
  const titleId = useId();
  const changes = CHANGE_PERIODS.flatMap((period) => {
    const change = changeOver(valueHistory, period.days);
    return change ? [{ ...period, change }] : [];
  });
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{debtUsd > 0 ? 'Net worth' : 'Wallet total'}</Title>
      <Total>{formatUsd(totalUsd)}</Total>
      {debtUsd > 0 && (
        <Note>
          Assets {formatUsd(totalUsd + debtUsd)} − debts {formatUsd(debtUsd)}
        </Note>
      )}
      {changes.length > 0 && (
        <>
          <Changes>
            {changes.map(({ label, words, change }) => (
              <Change key={label}>
                <Period>
                  <span aria-hidden="true">{label}</span>
                  <VisuallyHidden>{words}</VisuallyHidden>
                </Period>
                <Amount $tone={toneOf(change)}>{changeText(change)}</Amount>
              </Change>
            ))}
          </Changes>
          <Note>Changes of the tokens you hold today, at past prices.</Note>
        </>
      )}
      {children}
    </Section>
  );
}
