import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { focusOnMount } from '../../components/focusOnMount';
import { Mascot } from '../../components/Mascot';
import { Page } from '../../components/Page';
import { PrimaryButton } from '../../components/PrimaryButton';
import { paths } from '../../config/paths';
import { onboardingCompleted } from '../../features/onboarding/onboardingSlice';
import { useAppDispatch } from '../hooks';

export const HOW_IT_WORKS_STEPS = ['Write your wallet address', 'Get token analysis', 'Follow tips to grow your portfolio'] as const;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  text-align: center;
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 20px;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.accent};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * `/onboarding`: a greeting, then how it works; Start marks onboarding done. `onSecondStep` runs
 * once the second step shows: the main route, where Start leads, loads then (AppRoutes.tsx).
 */
export default function OnboardingRoute({ onSecondStep }: { onSecondStep: () => void }) {
  const [step, setStep] = useState<1 | 2>(1);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (step === 2) onSecondStep();
  }, [step, onSecondStep]);

  return (
    <Page>
      {step === 1 ? (
        <Card aria-label="Welcome">
          <Mascot size={128} />
          <Title>Hi I&apos;m Ribbit!</Title>
          <Lead>I will help you analyze your crypto portfolio</Lead>
          <PrimaryButton
            onClick={() => {
              setStep(2);
            }}
          >
            Next
          </PrimaryButton>
        </Card>
      ) : (
        <Card aria-label="How it works">
          <Mascot size={96} />
          <Title ref={focusOnMount} tabIndex={-1}>
            How does it work?
          </Title>
          <Steps>
            {HOW_IT_WORKS_STEPS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Steps>
          <PrimaryButton
            onClick={() => {
              dispatch(onboardingCompleted());
              void navigate(paths.main.to(), { replace: true });
            }}
          >
            Start
          </PrimaryButton>
        </Card>
      )}
    </Page>
  );
}
