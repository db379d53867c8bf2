import { useId, type MouseEvent } from 'react';
import styled from 'styled-components';
import { formatUnits, formatUsd } from '../../../../contract/format';
import type { Plan, TokenAdvice } from '../../../api/types';
import { stepTone, type ActionTone } from '../../../components/actionTone';
import { planSteps, type ShownStep } from '../plan';
import { panel } from '../../../components/Panel';
import { PlanMoney } from './PlanMoney';

const Section = styled.section`
  ${panel({ gap: 'xs', padding: ['sm', 'md'], edge: 'accent' })}
  font-size: 14px;
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.accent};
  font-size: 14px;
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
`;

// A whole line is the link: a 24 px high target, the amount at its right end.
const StepLink = styled.a`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.spacing.sm};
  min-height: 24px;
  align-items: center;
  color: ${({ theme }) => theme.colors.text};
  text-decoration-color: ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Verb = styled.span<{ $tone: ActionTone }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 700;
`;

const Amount = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** "Strongly sell" from "strongly sell". */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "$5,000" or, when the money left paid for only part of the buy (engine 3), "$5,000 of $8,000". */
function amount(usd: number, fullUsd: number | undefined): string {
  return fullUsd !== undefined && fullUsd > usd ? `${formatUsd(usd)} of ${formatUsd(fullUsd)}` : formatUsd(usd);
}

/** "for USDC" after a sale, "with USDC" after a buy: the stablecoin the line moves through (engine 4). */
function through(step: ShownStep['step']): string {
  if (!step.cash) return '';
  return step.action === 'sell' || step.action === 'strongly sell' ? ` for ${step.cash.symbol}` : ` with ${step.cash.symbol}`;
}

/** Where a step acts when not in the wallet itself: "from Lido" for a sale, "to Aave" for a repayment. */
function where(step: ShownStep['step']): string {
  if (!step.protocol) return '';
  return step.action === 'repay' ? ` to ${step.protocol.name}` : step.action === 'sell' || step.action === 'strongly sell' ? ` from ${step.protocol.name}` : '';
}

/** A repayment's other way back to safety: "or add 5.5 ETH ($18,700) to the collateral". */
function alternative(step: ShownStep['step']): string {
  const other = step.alternative;
  return other ? `, or add ${formatUnits(other.units)} ${other.symbol} (${formatUsd(other.usd)}) to the collateral` : '';
}

interface PlanViewProps {
  plan: Plan;
  tokens: readonly TokenAdvice[];
  /** The id of the card of the answer's token at `index`. */
  anchorOf: (index: number) => string;
  /** Shows that card (clearing a filter that hides it) and moves the focus to it. */
  onShowCard: (index: number) => void;
  /** Names a chain id the step does not name (an answer from an older service). */
  chainName: (chainId: number) => string;
}

/**
 * "Your plan": one line per step, most urgent first, with units, dollars and the chain to act on
 * (said once when every step is on the same chain), each a link to the token's card; then where
 * the money comes from and what is left in stablecoins.
 */
export function PlanView({ plan, tokens, anchorOf, onShowCard, chainName }: PlanViewProps) {
  const titleId = useId();
  const chainOf = ({ step }: ShownStep) => step.chainName ?? chainName(step.chainId);
  const steps = planSteps(plan, tokens);
  const chains = new Set(steps.map(chainOf));
  const oneChain = chains.size === 1 ? [...chains][0] : null;
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Your plan</Title>
      {steps.length === 0 && <p>Nothing to sell or buy: keep what you hold.</p>}
      {oneChain && <Muted>Every step on {oneChain}:</Muted>}
      {steps.length > 0 && (
        <Steps>
          {steps.map((shown, order) => {
            const { step, tokenIndex } = shown;
            const line = (
              <>
                <span>
                  <Verb $tone={stepTone(step.action)}>{capitalised(step.action === 'buy more' ? 'buy' : step.action)}</Verb> {formatUnits(step.units)}{' '}
                  {step.symbol}
                  {step.action === 'buy more' && ' more'}
                  {where(step)}
                  {!oneChain && ` on ${chainOf(shown)}`}
                  {through(step)}
                  {alternative(step)}
                </span>
                <Amount>{amount(step.usd, step.fullUsd)}</Amount>
              </>
            );
            // Still a plain #anchor link; with script, a filter that hides the card is cleared first.
            const follow = (event: MouseEvent) => {
              if (tokenIndex === null) return;
              event.preventDefault();
              onShowCard(tokenIndex);
            };
            return (
              <li key={`${step.chainId}:${step.address}:${order}`}>
                {tokenIndex === null ? (
                  <StepLink as="span">{line}</StepLink>
                ) : (
                  <StepLink href={`#${anchorOf(tokenIndex)}`} onClick={follow}>
                    {line}
                  </StepLink>
                )}
              </li>
            );
          })}
        </Steps>
      )}
      <PlanMoney plan={plan} chainName={chainName} />
    </Section>
  );
}
