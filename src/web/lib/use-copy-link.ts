import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy button shows its "copied" state. */
export const COPIED_STATE_MS = 2000;

/** Writes to the clipboard; false when the browser does not allow it (no permission, insecure page). */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator.clipboard === 'undefined') return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export type CopyLink = { copied: boolean; copy: (text: string) => Promise<boolean> };

/** Copies a text and remembers, for two seconds, that it did. */
export function useCopyLink(): CopyLink {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const done = await writeToClipboard(text);
    window.clearTimeout(timer.current);
    setCopied(done);
    if (done) timer.current = window.setTimeout(() => setCopied(false), COPIED_STATE_MS);
    return done;
  }, []);

  return { copied, copy };
}
