import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { MapFailed } from './map-states';

type State = { error: Error | null };

/**
 * The map's own failure state for what breaks while it loads or draws (its code that could not be
 * downloaded, most often): the page around it, with its list of places, keeps working.
 */
export class MapErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // What "Check console for more details" points to.
    console.error('The map failed to load', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <MapFailedWith error={this.state.error} /> : this.props.children;
  }
}

/** The failure in the page's language (a class component has no hooks of its own). */
function MapFailedWith({ error }: { error: Error }) {
  const t = useT();
  return <MapFailed message={errorText(t, error)} />;
}
