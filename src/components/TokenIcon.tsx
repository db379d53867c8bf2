import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { PixelRects, toRuns } from './pixelArt';

/** Rendered width and height of a token icon, px. */
const ICON_SIZE = 32;

// 12 × 12 pixel coin. o outline, e edge, c face.
const COIN = toRuns([
  '...oooooo...',
  '..oeeeeeeo..',
  '.oeccccccco.',
  'oecccccccceo',
  'oecccccccceo',
  'oecccccccceo',
  'oecccccccceo',
  'oecccccccceo',
  'oecccccccceo',
  '.oeccccccco.',
  '..oeeeeeeo..',
  '...oooooo...',
]);

const Image = styled.img`
  width: ${ICON_SIZE}px;
  height: ${ICON_SIZE}px;
  flex-shrink: 0;
  object-fit: contain;
`;

/**
 * A token's icon. Falls back to the project's own pixel coin, marked `data-placeholder`,
 * when the service sent no icon or the image fails to load.
 */
export function TokenIcon({ src, symbol }: { src?: string; symbol: string }) {
  // The src that failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = `${symbol} icon`;

  if (!src || failedSrc === src) return <PlaceholderIcon label={name} symbol={symbol} />;
  return (
    <Image
      src={src}
      alt={name}
      width={ICON_SIZE}
      height={ICON_SIZE}
      onError={() => {
        setFailedSrc(src);
      }}
    />
  );
}

function PlaceholderIcon({ label, symbol }: { label: string; symbol: string }) {
  const { colors, fonts } = useTheme();
  const palette = { o: colors.pixel.outline, e: colors.pixel.coinEdge, c: colors.pixel.coin };
  return (
    <svg
      role="img"
      aria-label={label}
      data-placeholder=""
      width={ICON_SIZE}
      height={ICON_SIZE}
      viewBox="0 0 12 12"
      shapeRendering="crispEdges"
      style={{ flexShrink: 0 }}
    >
      <PixelRects runs={COIN} palette={palette} />
      <text x={6} y={6} dominantBaseline="central" textAnchor="middle" fontFamily={fonts.heading} fontSize={5} fill={colors.pixel.coinGlyph} aria-hidden="true">
        {symbol.charAt(0).toUpperCase() || '?'}
      </text>
    </svg>
  );
}
