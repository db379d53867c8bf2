import styled from 'styled-components';
import type { CallGrade, Verdict } from '../grading';
import { formatUsd } from '../../../lib/money';
import type { ChainNamer } from '../../../lib/chainNames';
import { basisText, formatChange } from './gradeFormat';

/**
 * The table's width is its box's, not the screen's (a history row's box is narrower than the
 * page): a container query stacks it when the box is under 560 px, enough for its six columns.
 */
const Box = styled.div`
  container-type: inline-size;
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

  /* Narrow: each call a stacked row, verdict first, every figure named by its column. */
  @container (max-width: 559px) {
    display: block;

    caption {
      overflow-wrap: anywhere;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    caption {
      display: block;
    }
    tr {
      display: flex;
      flex-wrap: wrap;
      gap: 0 ${({ theme }) => theme.spacing.md};
      padding: ${({ theme }) => theme.spacing.xs} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    th,
    td {
      display: block;
      padding: 0;
      border: 0;
      white-space: normal;
    }
    td.verdict,
    td.reason {
      flex-basis: 100%;
      order: -1;
    }
    td[data-label]::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

// The words carry the meaning; the mark and the colour only repeat them.
const VerdictText = styled.span<{ $verdict: Verdict }>`
  color: ${({ theme, $verdict }) => ($verdict === 'right' ? theme.colors.green : $verdict === 'wrong' ? theme.colors.red : theme.colors.muted)};
  font-weight: bold;
`;

const MARKS: Record<Verdict, string> = { right: '✓ ', wrong: '✗ ', 'too small to tell': '≈ ' };

function callName({ token }: CallGrade, chainName?: ChainNamer): string {
  return chainName && token.chainId !== undefined ? `${token.symbol} on ${chainName(token.chainId)}` : token.symbol;
}

function Row({ call, chainName }: { call: CallGrade; chainName?: ChainNamer }) {
  const name = callName(call, chainName);
  if (call.kind === 'ungraded') {
    return (
      <tr>
        <th scope="row">{name}</th>
        <td>{call.token.action}</td>
        <td data-label="then">{call.token.price > 0 ? formatUsd(call.token.price) : '—'}</td>
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
      <td data-label="then">{formatUsd(call.priceThen)}</td>
      <td data-label="now">{formatUsd(call.priceNow)}</td>
      <td>{formatChange(call.change)}</td>
      <td className="verdict">
        <VerdictText $verdict={call.verdict}>
          <span aria-hidden="true">{MARKS[call.verdict]}</span>
          {call.verdict}
        </VerdictText>
        {` (${basisText(call.basis, call.verdict)})`}
      </td>
    </tr>
  );
}

interface GradeTableProps {
  calls: CallGrade[];
  caption: string;
  /** Names a token's chain when the entry spans several; absent: symbols only. */
  chainName?: ChainNamer;
}

/** Each call of one entry: the price then and now, the change, and right, wrong or too small to tell so far, with what it was measured against. */
export function GradeTable({ calls, caption, chainName }: GradeTableProps) {
  return (
    <Box>
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
    </Box>
  );
}
