import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { nextLocalMidnight, untilText } from '../allowanceReturns';

const Note = styled.p`
  align-self: stretch;
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  /* No lone "min." on the last line at 360 px. */
  text-wrap: pretty;
`;

/**
 * Under "Free recommendations left: 0 / 5": when they come back ("They come back at midnight, in
 * 3 h 20 min."), counted down each minute. At midnight `onReturn` runs (the allowance is given back
 * then, on a page left open too). Not a live region: a line that changed every minute would be read
 * out every minute.
 */
export function AllowanceReturns({ onReturn }: { onReturn: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const [returnsAt] = useState(() => nextLocalMidnight(new Date(now)).getTime());
  useEffect(() => {
    if (now >= returnsAt) {
      onReturn();
      return undefined;
    }
    // The next whole minute, or midnight if sooner.
    const timer = setTimeout(
      () => {
        setNow(Date.now());
      },
      Math.min(60_000 - (now % 60_000), returnsAt - now),
    );
    return () => {
      clearTimeout(timer);
    };
  }, [now, returnsAt, onReturn]);
  return <Note>They come back at midnight, {untilText(returnsAt - now)}.</Note>;
}
