import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { Loan, TokenAdvice } from '../../../api/types';
import { ActionBadge } from '../../../components/ActionBadge';
import { ChainBadge } from '../../../components/ChainBadge';
import { TokenIcon } from '../../../components/TokenIcon';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatUsd } from '../../../lib/money';
import { valueUsd } from '../advice';
import { CardToggle } from './CardToggle';
import { FoldedText, isFoldable } from './FoldedText';
import { PositionLine } from './PositionLine';
import { Sparkline } from './Sparkline';
import { TokenRules } from './TokenRules';
import { figureText, smallPrint } from './tokenText';

/**
 * A hold asks nothing of the visitor: a thin outline, no fill and muted text, so the calls stand out.
 * A debt is money owed: a dashed red edge, its value negative.
 */
const Card = styled.li<{ $quiet: boolean; $debt: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 6px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  line-height: 1.35;
  scroll-margin-top: ${({ theme }) => theme.spacing.md};

  ${({ $quiet, theme }) =>
    $quiet &&
    css`
      padding-block: ${theme.spacing.xs};
      border-width: 1px;
      background: transparent;
      color: ${theme.colors.muted};
      font-size: 13px;
      line-height: 1.25;
    `}
  ${({ $debt, theme }) =>
    $debt &&
    css`
      border-style: dashed;
      border-color: ${theme.colors.red};
    `}

  /* A badge a size smaller than the spec's big one elsewhere: the first line stays one icon high. */
  & [data-tone] {
    padding: 3px 6px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 6px;

  /* The token icon, smaller than elsewhere: the card's first line stays one line high. */
  & > img,
  & > svg {
    width: 22px;
    height: 22px;
  }
`;

// Grows into the room the figures and the badge leave, so the first line holds all four when it can;
// 5 em keeps a five-letter symbol (1INCH) whole, and with the badge the line fits 360 px.
const Symbol = styled.h3`
  flex: 1 1 0;
  min-width: 5em;
  font-size: 12px;
  line-height: 1.3;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  /* The chain's icon and name as plain words under the symbol, on phones too: no box around it here. */
  & [data-chain-id] {
    display: flex;
    gap: 3px;
    width: fit-content;
    padding: 0;
    border: 0;
    font-size: 10px;
  }
  & [data-chain-id] img {
    width: 11px;
    height: 11px;
  }
`;

/** The holding's value and its price line, with the line's period in words. */
const Figures = styled.p`
  display: flex;
  flex: 0 0 auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  ${figureText}
  color: ${({ theme }) => theme.colors.text};
`;

// On a phone the room goes to the badge, so the first line holds it: the list's note says the period once.
const Period = styled.span`
  ${smallPrint}
  font-family: ${({ theme }) => theme.fonts.body};
  white-space: nowrap;

  @media (max-width: 419px) {
    display: none;
  }
`;

/** The description, then the card's control at the end of its last line (or under it, when no room is left). */
const LastLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: ${({ theme }) => theme.spacing.sm};

  & > p {
    flex: 1 1 12em;
    min-width: 0;
  }
  & > button {
    margin-left: auto;
  }
`;

/** The spec's labels. */
const RESULT = 'Result:';
const DESCRIPTION = 'Description:';

/**
 * Lines of Result: and Description: shown while folded. A call's result starts with what to do and
 * how much (two lines), its reason in words one; a hold's asks nothing, one line each. The plan
 * says every step in full, and "Why?" unfolds the rest.
 */
const FOLDED_LINES = { call: { result: 2, description: 1 }, hold: { result: 1, description: 1 } };

interface TokenCardProps {
  token: TokenAdvice;
  /** The card's id, the plan's links' target. */
  anchor: string;
  /** The chain to name, when the tokens span several. */
  chain: { id: number; name: string } | null;
  /** The loan the card's position is part of (its deposit, collateral or debt). */
  loan?: Loan;
}

/**
 * One token's advice: icon, symbol (with its chain where there are several) and badge; what it
 * is worth and its price line; where it sits when in a protocol, and its loan's health; then the
 * spec's Result: and Description: (folded when long), and the rules. One control per card, "Why?",
 * unfolds the texts and the rules together ("more" when there are no rules): one Tab stop a card.
 */
export function TokenCard({ token, anchor, chain, loan }: TokenCardProps) {
  const name = chain ? `${token.symbol} on ${chain.name}` : token.symbol;
  const quiet = token.action === 'hold' && !token.position;
  const debt = token.position?.kind === 'debt';
  const lines = token.action === 'hold' ? FOLDED_LINES.hold : FOLDED_LINES.call;
  const resultId = useId();
  const descriptionId = useId();
  const whyId = useId();
  const [open, setOpen] = useState(false);
  const hasWhy = (token.rules?.length ?? 0) > 0 || (token.notes?.length ?? 0) > 0;
  // What the control opens: the texts too long for their folded lines, and the rules.
  const controls = [
    isFoldable(RESULT, token.result, lines.result) ? resultId : null,
    isFoldable(DESCRIPTION, token.description, lines.description) ? descriptionId : null,
    hasWhy ? whyId : null,
  ].filter((id) => id !== null);
  return (
    <Card id={anchor} $quiet={quiet} $debt={debt}>
      <Row>
        <TokenIcon src={token.icon} symbol={token.symbol} />
        {/* The chain is inside the heading, so it is named "USDC on Base" where two cards share a symbol. */}
        <Symbol tabIndex={-1}>
          {token.symbol}
          {chain && (
            <>
              {' '}
              <ChainBadge chainId={chain.id} name={chain.name} />
            </>
          )}
        </Symbol>
        <Figures>
          <VisuallyHidden>{debt ? 'Owed: ' : 'Value: '}</VisuallyHidden>
          {formatUsd(valueUsd(token))}
          {/* Absent in history saved by older builds: nothing is drawn, nothing is claimed. */}
          {token.sparkline && <Sparkline points={token.sparkline} />}
          {/* The line's accessible name already says "90-day price"; under 2 points there is no line, and it says so. */}
          {token.sparkline && token.sparkline.length >= 2 && <Period aria-hidden="true">{token.sparkline.length} d</Period>}
        </Figures>
        <ActionBadge action={token.action} />
      </Row>
      {token.position && <PositionLine position={token.position} loan={loan} />}
      <FoldedText id={resultId} label={RESULT} text={token.result} lines={open ? null : lines.result} />
      <LastLine>
        <FoldedText id={descriptionId} label={DESCRIPTION} text={token.description} lines={open ? null : lines.description} />
        {controls.length > 0 && (
          <CardToggle
            controls={controls.join(' ')}
            open={open}
            onToggle={() => {
              setOpen(!open);
            }}
            context={hasWhy ? name : `about ${name}`}
          >
            {hasWhy ? 'Why?' : open ? 'less' : 'more'}
          </CardToggle>
        )}
      </LastLine>
      {hasWhy && (
        <div id={whyId} hidden={!open}>
          <TokenRules rules={token.rules ?? []} notes={token.notes} />
        </div>
      )}
    </Card>
  );
}
