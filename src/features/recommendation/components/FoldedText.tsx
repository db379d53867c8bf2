import styled from 'styled-components';

/**
 * A text longer than this many characters per line allowed is folded, with the card's "more"
 * toggle (about a line of a 360 px phone). Counted, not measured, so the toggle is the same on
 * every screen and in tests.
 */
const CHARS_PER_LINE = 42;

/** True when the label and `text` do not fit `lines` folded lines; null lines: never folded. */
export function isFoldable(label: string, text: string, lines: number | null): boolean {
  return lines !== null && label.length + 1 + text.length > lines * CHARS_PER_LINE;
}

const Text = styled.p<{ $lines: number | null }>`
  overflow-wrap: anywhere;
  ${({ $lines }) =>
    $lines !== null &&
    `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${$lines};
    overflow: hidden;
  `}
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 700;
`;

interface FoldedTextProps {
  /** What the card's "more" toggle names in aria-controls. */
  id: string;
  /** The spec's 'Result:' or 'Description:'. */
  label: string;
  text: string;
  /** Lines shown while folded; null: the whole text. */
  lines: number | null;
}

/**
 * A labelled text of a card, cut to its first `lines` lines with an ellipsis while folded. The whole
 * text is always in the page, so find-in-page and screen readers reach it folded or not.
 */
export function FoldedText({ id, label, text, lines }: FoldedTextProps) {
  // A history entry keeps neither text (features/history/compactEntry.ts): no empty label.
  if (text === '') return null;
  return (
    <Text id={id} $lines={isFoldable(label, text, lines) ? lines : null}>
      <Label>{label}</Label> {text}
    </Text>
  );
}
