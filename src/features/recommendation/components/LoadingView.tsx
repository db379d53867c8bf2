import { useEffect, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Mascot } from '../../../components/Mascot';
import { PixelSpinner } from '../../../components/PixelSpinner';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

/** A new fetching caption every 4 s (spec). */
export const CAPTION_INTERVAL_MS = 4000;

/** Shown in this order while fetching, then again from the top (spec, typography included). */
export const FETCHING_CAPTIONS = [
  'Interns in Bangladesh are thinking hard...',
  'They gave up.',
  'Passed it to our AI.',
  'AI is cooking hard...',
  'Don’t rush it — there’s no one else.',
  'Almost ready.',
] as const;

export const READY_CAPTION = 'Here are your tips!';

const hop = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-8px); }
`;

const Stage = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  padding: ${({ theme }) => `${theme.spacing.xl} ${theme.spacing.md}`};
  text-align: center;
`;

const Hopping = styled.div`
  @media (prefers-reduced-motion: no-preference) {
    animation: ${hop} 1.2s steps(4) infinite;
  }
`;

const Caption = styled.p`
  min-height: 3.2em;
  max-width: 28ch;
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 13px;
  line-height: 1.8;
`;

export const LOADING_HEADING = 'Preparing your recommendation';

/**
 * Main screen, second view: Ribbit waits with the visitor while the advice is computed. The spec's
 * view is the mascot, the spinner and the captions; its heading (every screen has an h1, for screen
 * readers and their heading keys) is read but not shown.
 */
export function LoadingView({ phase }: { phase: 'fetching' | 'ready' }) {
  const headingId = useId();
  return (
    <Stage aria-labelledby={headingId}>
      <VisuallyHidden as="h1" id={headingId}>
        {LOADING_HEADING}
      </VisuallyHidden>
      <Hopping>
        <Mascot size={128} />
      </Hopping>
      <PixelSpinner />
      <Caption role="status" aria-live="polite">
        {phase === 'ready' ? READY_CAPTION : <FetchingCaption />}
      </Caption>
    </Stage>
  );
}

// Mounted only while fetching, so every new fetch starts again from the first caption.
function FetchingCaption() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % FETCHING_CAPTIONS.length);
    }, CAPTION_INTERVAL_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return <>{FETCHING_CAPTIONS[index]}</>;
}
