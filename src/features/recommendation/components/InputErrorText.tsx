import styled from 'styled-components';
import { INVALID_ADDRESS_MESSAGE, NO_FREE_RECOMMENDATIONS_MESSAGE, type InputError } from '../recommendationSlice';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: 14px;
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.text};
`;

/** The spec's words, or the service's for a name it could not resolve; then why, or what now. */
function wordsOf(error: InputError, max: number): { message: string; reason: string | null } {
  switch (error.kind) {
    case 'invalid':
      return { message: INVALID_ADDRESS_MESSAGE, reason: error.reason };
    case 'no-free':
      return { message: NO_FREE_RECOMMENDATIONS_MESSAGE, reason: `Your ${max} free recommendations come back at midnight, your time.` };
    case 'name':
      return { message: error.message, reason: null };
  }
}

/**
 * Under the input, announced as it appears (role="alert") and describing the input
 * (aria-describedby, by `id`), until the address is edited.
 */
export function InputErrorText({ id, error, max }: { id: string; error: InputError; max: number }) {
  const { message, reason } = wordsOf(error, max);
  return (
    <Box id={id} role="alert">
      <Message>{message}</Message>
      {reason !== null && <Reason>{reason}</Reason>}
    </Box>
  );
}
