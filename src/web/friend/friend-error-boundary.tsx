import { Component, type ReactNode } from 'react';

type State = { failed: boolean };

/**
 * Parts of the friend pages are fetched when needed; on a connection that drops, such a fetch fails.
 * Instead of a blank page the friend gets a way to try again (what they typed is kept in the browser).
 */
export class FriendErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section
        role="alert"
        className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-24 text-center"
      >
        <h1 className="text-2xl font-extrabold tracking-tight">This page could not be loaded</h1>
        <p className="max-w-sm text-slate-600">
          Check your connection and try again. Anything you typed is still saved on this device.
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="h-12 cursor-pointer rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </section>
    );
  }
}
