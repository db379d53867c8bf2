import styled from 'styled-components';

const Line = styled.footer`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.md} ${theme.spacing.md} ${theme.spacing.lg}`};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  text-align: center;
`;

/** "Google Analytics", "Google Analytics and Google reCAPTCHA". */
const joined = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`);

/**
 * Every screen's last line: what Ribbit is and is not. `thirdParties` are the services the build
 * turned on (GA_MEASUREMENT_ID, RECAPTCHA_SITE_KEY), which then also get something from the device.
 */
export function SiteFooter({ thirdParties = [] }: { thirdParties?: readonly string[] }) {
  const elsewhere = thirdParties.length === 0 ? '' : `, and what ${joined(thirdParties)} collect`;
  return (
    <Line>
      Ribbit reads public blockchain data and advises by fixed rules: it is not financial advice. Nothing leaves this device but the wallet address you enter
      {elsewhere}.
    </Line>
  );
}
