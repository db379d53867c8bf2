import { act, screen } from '@testing-library/react';
import { PixelSpinner, SPINNER_STEP_MS, SPINNER_STEPS } from './PixelSpinner';
import { renderWithTheme } from './test-utils/renderWithTheme';

function stubReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(() => false),
  }));
}

describe('PixelSpinner', () => {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on window, never called here
  const originalMatchMedia = window.matchMedia;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = originalMatchMedia;
  });

  it('advances exactly one step every 150 ms and wraps around', () => {
    renderWithTheme(<PixelSpinner />);
    const spinner = screen.getByRole('progressbar', { name: 'Loading' });
    expect(spinner).toHaveAttribute('data-step', '0');

    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS - 1);
    });
    expect(spinner).toHaveAttribute('data-step', '0');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(spinner).toHaveAttribute('data-step', '1');
    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS);
    });
    expect(spinner).toHaveAttribute('data-step', '2');

    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS * (SPINNER_STEPS - 2));
    });
    expect(spinner).toHaveAttribute('data-step', '0');
  });

  it('lights the cell of the current step brightest', () => {
    renderWithTheme(<PixelSpinner />);
    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS * 3);
    });
    const cells = screen.getByRole('progressbar').querySelectorAll('rect');
    expect(cells[3]).toHaveAttribute('fill-opacity', '1');
    expect(cells[0]).not.toHaveAttribute('fill-opacity', '1');
  });

  it('holds still when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderWithTheme(<PixelSpinner />);
    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS * 5);
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveAttribute('data-step', '0');
  });

  it('steps when the system allows motion', () => {
    stubReducedMotion(false);
    renderWithTheme(<PixelSpinner />);
    act(() => {
      jest.advanceTimersByTime(SPINNER_STEP_MS * 5);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-step', '5');
  });
});
