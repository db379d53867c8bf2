import { MaterialDesignContent, type VariantType } from 'notistack';
import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { PixelIcon, type PixelIconName } from './PixelIcon';
import { pixelBlock } from './pixelBlock';

/** Class given to notistack's toast container, so the placement below can find it. */
export const TOAST_CONTAINER_CLASS = 'ribbit-toasts';

/**
 * Toasts stay in the top-right corner but start below the header, so they never cover
 * Settings and the social link. Two classes outrank notistack's one-class `top`.
 */
export const ToastPlacement = createGlobalStyle`
  .${TOAST_CONTAINER_CLASS}.notistack-SnackbarContainer {
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.spacing.sm});
  }
`;

type ToastTone = 'accent' | 'red' | 'blue';

/** The colour that marks each kind of toast: its border and its icon. */
const TONES = { success: 'accent', error: 'red', info: 'blue' } as const satisfies Partial<Record<VariantType, ToastTone>>;

/**
 * notistack's toast in the pixel look: dark surface, square border in the variant's colour,
 * hard drop shadow, body font. Every rule carries one of notistack's class names as well,
 * so it outranks notistack's one-class defaults whatever order the style sheets load in.
 * Text is theme.colors.text on theme.colors.surface (about 14:1).
 */
export const PixelToast = styled(MaterialDesignContent)`
  &.notistack-MuiContent {
    padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    ${pixelBlock('border', 'surface', 'text', 'onAccent')}
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 15px;
    line-height: 1.5;
    letter-spacing: normal;
    /* A click anywhere closes it. */
    cursor: pointer;
  }

  &.notistack-MuiContent-success {
    border-color: ${({ theme }) => theme.colors[TONES.success]};
  }

  &.notistack-MuiContent-error {
    border-color: ${({ theme }) => theme.colors[TONES.error]};
  }

  &.notistack-MuiContent-info {
    border-color: ${({ theme }) => theme.colors[TONES.info]};
  }
`;

const IconSlot = styled.span<{ $tone: ToastTone }>`
  flex-shrink: 0;
  margin-inline-end: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
`;

function ToastIcon({ name, tone }: { name: PixelIconName; tone: ToastTone }) {
  return (
    <IconSlot $tone={tone}>
      <PixelIcon name={name} size={16} />
    </IconSlot>
  );
}

/** notistack's `iconVariant`: pixel icons instead of its Material ones. */
export const toastIcons: Partial<Record<VariantType, ReactNode>> = {
  success: <ToastIcon name="check" tone={TONES.success} />,
  error: <ToastIcon name="cross" tone={TONES.error} />,
  info: <ToastIcon name="info" tone={TONES.info} />,
};

/** notistack's `Components`: every variant Ribbit shows is drawn by PixelToast. */
export const toastComponents = { default: PixelToast, success: PixelToast, error: PixelToast, info: PixelToast };
