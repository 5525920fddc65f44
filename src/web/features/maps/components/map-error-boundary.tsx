import { Component, type ErrorInfo, type ReactNode } from 'react';
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
    return this.state.error ? <MapFailed message={this.state.error.message} /> : this.props.children;
  }
}
