import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotFound } from '../components/NotFound';
import { PrimaryButton } from '../components/PrimaryButton';
import { UNREACHABLE_MESSAGE } from '../api/messages';
import { retryFailedChunks } from './lazyRetry';
import { isChunkLoadError, reloadOnceForNewBuild, serviceAnswers } from './staleBuild';

export const CHUNK_FAILED_TITLE = 'This part of Ribbit could not be loaded';
export const SCREEN_FAILED_TITLE = 'Something went wrong on this screen';
export const TRY_AGAIN_TEXT = 'Try again';

interface Props {
  children: ReactNode;
  /** For parts a visitor does not ask for (toasts, captcha): on failure, nothing is shown. */
  quiet?: boolean;
}

interface State {
  error: Error | null;
  /** Checking whether the page is from an older build (then it reloads itself). */
  checking: boolean;
  serviceDown: boolean;
}

/**
 * Around every lazily loaded route and view: a chunk that fails to load, or a screen that throws,
 * gets a plain message and "Try again" instead of a white page. A chunk that fails while the
 * service answers belongs to an older build (a deploy since the page was opened): the page
 * reloads itself, once (staleBuild.ts). Navigating elsewhere clears it (keyed by the route).
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  state: State = { error: null, checking: false, serviceDown: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const failure = error instanceof Error ? error : new Error(String(error));
    return { error: failure, checking: isChunkLoadError(failure) };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (!isChunkLoadError(error)) return;
    void serviceAnswers().then((answers) => {
      if (answers && reloadOnceForNewBuild()) return;
      this.setState({ checking: false, serviceDown: !answers });
    });
  }

  private retry = () => {
    retryFailedChunks();
    this.setState({ error: null, checking: false, serviceDown: false });
  };

  render() {
    const { error, checking, serviceDown } = this.state;
    if (error === null) return this.props.children;
    if (this.props.quiet || checking) return null;
    const chunk = isChunkLoadError(error);
    return (
      <NotFound title={chunk ? CHUNK_FAILED_TITLE : SCREEN_FAILED_TITLE}>
        <p role="alert">{serviceDown ? UNREACHABLE_MESSAGE : 'Please try again.'}</p>
        <PrimaryButton onClick={this.retry}>{TRY_AGAIN_TEXT}</PrimaryButton>
      </NotFound>
    );
  }
}
