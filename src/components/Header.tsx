import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { paths } from '../config/paths';
import { Mascot } from './Mascot';
import { PixelIcon } from './PixelIcon';

const Bar = styled.header`
  min-height: ${({ theme }) => theme.layout.headerHeight};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 16px;
  text-decoration: none;
  text-shadow: 0 0 8px ${({ theme }) => `${theme.colors.accent}80`};
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The settings and social links look alike; one is a router Link, the other a plain anchor. */
const iconLinkStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 2px solid;
  text-decoration: none;
  border-color: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const IconLink = styled(Link)`
  ${iconLinkStyle}
`;

const ExternalIconLink = styled.a`
  ${iconLinkStyle}
`;

/** The app bar: Ribbit's name links home, then settings and the external social link. */
export function Header({ socialUrl }: { socialUrl: string }) {
  return (
    <Bar>
      <Inner>
        <Brand to={paths.main.to()}>
          {/* Hidden so the link's name is just "Ribbit", not the mascot's label too. */}
          <span aria-hidden="true">
            <Mascot size={32} />
          </span>
          Ribbit
        </Brand>
        <Nav aria-label="Site">
          <IconLink to={paths.settings.to()} aria-label="Settings">
            <PixelIcon name="settings" />
          </IconLink>
          <ExternalIconLink href={socialUrl} target="_blank" rel="noopener noreferrer" aria-label="Ribbit community (opens in a new tab)">
            <PixelIcon name="chat" />
          </ExternalIconLink>
        </Nav>
      </Inner>
    </Bar>
  );
}
