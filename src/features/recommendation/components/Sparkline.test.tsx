import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../components/test-utils/renderWithTheme';
import { theme } from '../../../components/theme';
import { Sparkline } from './Sparkline';
import { lineTrend, polylinePoints } from './sparklinePath';

/** The drawn line's points as [x, y] pairs. */
function drawn(): Array<[number, number]> {
  const line = screen.getByRole('img').querySelector('polyline');
  return (line?.getAttribute('points') ?? '').split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
}

describe('Sparkline', () => {
  it('draws the line with its change as the accessible name: 130 → 99.58 is down 23.4%', () => {
    renderWithTheme(<Sparkline points={[130, 120, 125, 99.58]} />);
    const line = screen.getByRole('img', { name: '4-day price: down 23.4%' });
    expect(line).toHaveStyle({ color: theme.colors.red });
    expect(drawn()).toHaveLength(4);
  });

  it('names a rise and a line that ends where it began', () => {
    renderWithTheme(<Sparkline points={Array.from({ length: 90 }, (_, day) => 100 + day / 10)} />);
    expect(screen.getByRole('img', { name: '90-day price: up 8.9%' })).toHaveStyle({ color: theme.colors.green });
    expect(lineTrend([1, 1.2, 1.0004]).label).toBe('3-day price: unchanged');
    expect(lineTrend([1, 1.2, 1.0004]).direction).toBe('flat');
  });

  it('says there is not enough price history with one point or none, and draws nothing', () => {
    const { unmount } = renderWithTheme(<Sparkline points={[3012.5]} />);
    expect(screen.getByText('not enough price history')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(<Sparkline points={[]} />);
    expect(screen.getByText('not enough price history')).toBeInTheDocument();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('spans the box from the oldest point on the left to the latest on the right, highest at the top', () => {
    renderWithTheme(<Sparkline points={[100, 200, 150]} />);
    const [first, peak, last] = drawn();
    expect(first[0]).toBe(0);
    expect(last[0]).toBe(48);
    expect(peak[1]).toBe(0);
    expect(first[1]).toBe(20);
  });

  it('draws a stablecoin’s tiny wobble nearly flat instead of stretching it over the whole height', () => {
    const ys = polylinePoints([0.9998, 1.0002, 1], 120, 28)
      .split(' ')
      .map((pair) => Number(pair.split(',')[1]));
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(1);
  });
});
