import styled from 'styled-components';
import type { CallGrade, GradedCall } from '../grading';
import { formatChange, formatUsd } from './gradeFormat';

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: ${({ theme }) => theme.spacing.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  td.reason {
    white-space: normal;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// The word carries the meaning; the mark and the colour only repeat it.
const VerdictText = styled.span<{ $verdict: GradedCall['verdict'] }>`
  color: ${({ theme, $verdict }) => ($verdict === 'right' ? theme.colors.green : theme.colors.red)};
  font-weight: bold;
`;

function callName({ token }: CallGrade, chainName?: (chainId: number | undefined) => string | null): string {
  const chain = chainName?.(token.chainId);
  return chain ? `${token.symbol} on ${chain}` : token.symbol;
}

function Row({ call, chainName }: { call: CallGrade; chainName?: (chainId: number | undefined) => string | null }) {
  const name = callName(call, chainName);
  if (call.kind === 'ungraded') {
    return (
      <tr>
        <th scope="row">{name}</th>
        <td>{call.token.action}</td>
        <td>{call.token.price > 0 ? formatUsd(call.token.price) : '—'}</td>
        <td className="reason" colSpan={3}>
          can’t grade: {call.reason}
        </td>
      </tr>
    );
  }
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{call.token.action}</td>
      <td>{formatUsd(call.priceThen)}</td>
      <td>{formatUsd(call.priceNow)}</td>
      <td>{formatChange(call.change)}</td>
      <td>
        <VerdictText $verdict={call.verdict}>
          <span aria-hidden="true">{call.verdict === 'right' ? '✓ ' : '✗ '}</span>
          {call.verdict}
        </VerdictText>
      </td>
    </tr>
  );
}

interface GradeTableProps {
  calls: CallGrade[];
  caption: string;
  /** Names a token's chain when the entry spans several; absent: symbols only. */
  chainName?: (chainId: number | undefined) => string | null;
}

/** Each call of one entry: the price then and now, the change, and right or wrong so far. */
export function GradeTable({ calls, caption, chainName }: GradeTableProps) {
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Call</th>
            <th scope="col">Price then</th>
            <th scope="col">Price now</th>
            <th scope="col">Change</th>
            <th scope="col">So far</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call, index) => (
            <Row key={`${call.token.chainId ?? ''}:${call.token.symbol}:${index}`} call={call} chainName={chainName} />
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
