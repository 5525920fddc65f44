import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showError, showSuccess } from '../../../components/ui/toast';
import { useCopyLink } from '../hooks/use-copy-link';

type ShareLinkFieldProps = {
  url: string;
  label: string;
  /** The sentence of the "Link copied!" toast. */
  copiedMessage: string;
  /** Select the link as soon as it shows, for copying by hand. */
  selectOnShow?: boolean;
};

/** A read-only link with a "Copy Link" button; when the clipboard refuses, the link is selected instead. */
export function ShareLinkField({ url, label, copiedMessage, selectOnShow = false }: ShareLinkFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopyLink();

  useEffect(() => {
    if (selectOnShow) input.current?.select();
  }, [selectOnShow]);

  async function handleCopy() {
    if (await copy(url)) {
      showSuccess('Link copied!', copiedMessage);
    } else {
      input.current?.focus();
      input.current?.select();
      showError('Failed to copy', 'Please copy the link manually.');
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="bg-slate-50 font-medium text-slate-800"
        />
        <Button onClick={() => void handleCopy()} className="sm:w-36">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Link Copied!' : 'Copy Link'}
        </Button>
      </div>
    </div>
  );
}
