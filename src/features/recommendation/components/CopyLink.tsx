import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: 14px;
`;

// A touch target (44 px), quieter than New Recommendation beside it.
const Button = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font: inherit;
  cursor: pointer;
`;

const Said = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
  text-align: center;
`;

type Outcome = 'copied' | 'failed' | null;

/**
 * "Copy link": puts `link` on the clipboard and says so in a status line. Where the clipboard is
 * refused (an insecure origin, a denied permission), the line shows the link to copy by hand.
 */
export function CopyLink({ link }: { link: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = () => {
    // navigator.clipboard is undefined outside a secure context, whatever its type says.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setOutcome('failed');
      return;
    }
    clipboard.writeText(link).then(
      () => {
        setOutcome('copied');
      },
      () => {
        setOutcome('failed');
      },
    );
  };
  return (
    <Box>
      <Button type="button" onClick={copy}>
        Copy link
      </Button>
      <Said role="status">
        {outcome === 'copied' && `Link copied: ${link}. Opening it fills the input; asking takes one tap.`}
        {outcome === 'failed' && `Copy this link by hand: ${link}`}
      </Said>
    </Box>
  );
}
