import { useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './VisuallyHidden';

/** Rendered width and height of a chain icon, px: the icons are 11 × 11 pixel art. */
const ICON_SIZE = 14;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: 2px 6px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 12px;
  font-weight: 400;
  line-height: 1.2;
  white-space: nowrap;
  vertical-align: middle;
`;

const Icon = styled.img`
  width: ${ICON_SIZE}px;
  height: ${ICON_SIZE}px;
  flex-shrink: 0;
  image-rendering: pixelated;
`;

/** The name, visually hidden on a phone (under 480 px) and shown on wider screens; always read. */
const NameOnWideScreens = styled.span`
  @media (max-width: 479px) {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/** Served by the service from server/assets/chain-icons (docs/api.md). */
function chainIconUrl(chainId: number): string {
  return `/icons/chains/${chainId}.svg`;
}

/**
 * Which chain a token is on: its icon and name, read as "on Base" by screen readers. The icon
 * is decorative (the name is the text), and a chain with no icon file shows its name only.
 */
interface ChainBadgeProps {
  chainId: number;
  name: string;
  /**
   * Where room is short on a phone (a card's first line, a Token Details cell): the icon alone
   * under 480 px, with the name for screen readers and as a tooltip. A chain whose icon did not
   * load still shows its name.
   */
  iconOnlyOnPhones?: boolean;
}

export function ChainBadge({ chainId, name, iconOnlyOnPhones = false }: ChainBadgeProps) {
  // The src that failed, so a badge reused for another chain gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = chainIconUrl(chainId);
  const iconShown = failedSrc !== src;
  const Name = iconOnlyOnPhones && iconShown ? NameOnWideScreens : 'span';
  return (
    <Badge data-chain-id={chainId} title={iconOnlyOnPhones && iconShown ? name : undefined}>
      {iconShown && (
        <Icon
          src={src}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
          onError={() => {
            setFailedSrc(src);
          }}
        />
      )}
      <Name>
        <VisuallyHidden>on </VisuallyHidden>
        {name}
      </Name>
    </Badge>
  );
}
