import { Component, type ReactNode } from 'react';
import { useT } from '../lib/i18n';

type State = { failed: boolean };

/** What the friend sees instead of a page whose code could not be fetched. */
function PageNotLoaded() {
  const t = useT();
  return (
    <section
      role="alert"
      className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-24 text-center"
    >
      <h1 className="text-2xl font-extrabold tracking-tight">{t('friend.failed.title')}</h1>
      <p className="max-w-sm text-slate-600">{t('friend.failed.text')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="h-12 cursor-pointer rounded-full bg-brand-700 px-7 font-semibold text-white hover:bg-brand-800"
      >
        {t('friend.tryAgain')}
      </button>
    </section>
  );
}

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
    return this.state.failed ? <PageNotLoaded /> : this.props.children;
  }
}
