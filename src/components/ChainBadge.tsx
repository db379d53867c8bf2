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

/** Served by the service from server/assets/chain-icons (docs/api.md). */
function chainIconUrl(chainId: number): string {
  return `/icons/chains/${chainId}.svg`;
}

interface ChainBadgeProps {
  chainId: number;
  name: string;
}

/**
 * Which chain a token is on: its icon and name, read as "on Base" by screen readers. The icon
 * is decorative (the name is the text, shown on every screen: a touch screen shows no tooltip),
 * and a chain with no icon file shows its name only.
 */
export function ChainBadge({ chainId, name }: ChainBadgeProps) {
  // The src that failed, so a badge reused for another chain gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = chainIconUrl(chainId);
  return (
    <Badge data-chain-id={chainId}>
      {failedSrc !== src && (
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
      <span>
        <VisuallyHidden>on </VisuallyHidden>
        {name}
      </span>
    </Badge>
  );
}
