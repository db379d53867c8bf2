import styled from 'styled-components';
import type { AdviceRule } from '../../../api/types';
import { actionTone, type ActionTone } from '../../../components/actionTone';
import { Items } from './Disclosure';

const RuleAction = styled.span<{ $tone: ActionTone }>`
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 700;
`;

/**
 * What "Why?" opens: what is known about the price itself (its source, a disagreement), then the
 * conditions of the engine's rules that fired for one token, with the action each argues for.
 */
export function TokenRules({ rules, notes = [] }: { rules: readonly AdviceRule[]; notes?: readonly string[] }) {
  return (
    <Items>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
      {rules.map((rule, index) => (
        // A rule with several conditions repeats its id, once per condition.
        <li key={`${rule.id}-${index}`}>
          <RuleAction $tone={actionTone(rule.action)}>{rule.action}:</RuleAction> {rule.text}
        </li>
      ))}
    </Items>
  );
}
