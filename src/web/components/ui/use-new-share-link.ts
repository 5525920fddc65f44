import { useRef, useState } from 'react';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { useCopyLink } from '../../lib/use-copy-link';
import { showError, showSuccess } from './toast';

/** The toast of a failed link request (a mutation's `onError`): the server's reason, or a general one. */
export function useShareLinkFailed(): (error: unknown) => void {
  const t = useT();
  return (error) =>
    showError(
      t('app.shareLink.createFailedTitle'),
      error instanceof Error && error.message ? errorText(t, error) : t('app.shareLink.tryLater'),
    );
}

export type ShareLinkAnswer = { url: string; expiresAt: string };
export type NewShareLink = ShareLinkAnswer & { copied: boolean };

/**
 * The link in a server's answer to "make a share link". Read as possibly incomplete: a proxy or an old
 * server may answer 2xx without it, and without a URL there is nothing to share, so that is reported like
 * any other failure (the error toast then says "Please try again later.").
 */
export function shareLinkOf(answer: unknown): ShareLinkAnswer {
  const link = answer as { share_url?: unknown; expires_at?: unknown } | null;
  if (typeof link?.share_url !== 'string' || !link.share_url || typeof link.expires_at !== 'string') {
    throw new Error('');
  }
  return { url: link.share_url, expiresAt: link.expires_at };
}

/**
 * Making a share link: one request at a time however
 * often the button is pressed; the new link is copied, or, when the clipboard refuses, left in the dialog
 * to copy by hand. `copier` keeps the "Link Copied!" state for the field that shows the link.
 */
export function useNewShareLink(copiedMessage: string) {
  const t = useT();
  const copier = useCopyLink();
  // State updates are not synchronous, so a double click is stopped by this flag, not by `busy`.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  async function create(request: () => Promise<ShareLinkAnswer>): Promise<NewShareLink | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      const link = await request();
      const copied = await copier.copy(link.url);
      if (copied) showSuccess(t('app.shareLink.copiedTitle'), copiedMessage);
      else showSuccess(t('app.shareLink.readyTitle'), t('app.shareLink.copyFromDialog'));
      return { ...link, copied };
    } catch {
      // The request's own error handler has told the user.
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, create, copier };
}
