import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../../components/test-utils/renderWithTheme';
import { CAPTION_INTERVAL_MS, LoadingView } from './LoadingView';

const CAPTIONS = [
  'Interns in Bangladesh are thinking hard...',
  'They gave up.',
  'Passed it to our AI.',
  'AI is cooking hard...',
  'Don’t rush it — there’s no one else.',
  'Almost ready.',
];

const caption = () => screen.getByRole('status');

describe('LoadingView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the mascot and the spinner', () => {
    renderWithTheme(<LoadingView phase="fetching" />);
    expect(screen.getByRole('img', { name: 'Ribbit the frog' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('has an h1 for screen readers that names the view, and shows no more than the spec’s view', () => {
    renderWithTheme(<LoadingView phase="fetching" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Preparing your recommendation' });
    expect(screen.getByRole('region', { name: 'Preparing your recommendation' })).toContainElement(heading);
    // Visually hidden: a 1 px clipped box, as VisuallyHidden draws it.
    expect(heading).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });

  it('rotates the captions every 4 s in the spec order, then starts over', () => {
    expect(CAPTION_INTERVAL_MS).toBe(4000);
    renderWithTheme(<LoadingView phase="fetching" />);
    expect(caption()).toHaveAttribute('aria-live', 'polite');

    for (const text of CAPTIONS) {
      expect(caption()).toHaveTextContent(text);
      act(() => {
        jest.advanceTimersByTime(3999);
      });
      expect(caption()).toHaveTextContent(text);
      act(() => {
        jest.advanceTimersByTime(1);
      });
    }
    expect(caption()).toHaveTextContent(CAPTIONS[0]);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(caption()).toHaveTextContent(CAPTIONS[1]);
  });

  it('says "Here are your tips!" once the result is ready, and stays there', () => {
    const { rerender } = renderWithTheme(<LoadingView phase="fetching" />);
    act(() => {
      jest.advanceTimersByTime(8000);
    });
    rerender(<LoadingView phase="ready" />);
    expect(caption()).toHaveTextContent('Here are your tips!');
    act(() => {
      jest.advanceTimersByTime(12000);
    });
    expect(caption()).toHaveTextContent('Here are your tips!');
  });

  it('starts a new fetch from the first caption', () => {
    const { rerender } = renderWithTheme(<LoadingView phase="fetching" />);
    act(() => {
      jest.advanceTimersByTime(8000);
    });
    rerender(<LoadingView phase="ready" />);
    rerender(<LoadingView phase="fetching" />);
    expect(caption()).toHaveTextContent(CAPTIONS[0]);
  });
});
