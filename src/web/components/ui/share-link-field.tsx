import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../lib/i18n';
import { useCopyLink, type CopyLink } from '../../lib/use-copy-link';
import { Button } from './button';
import { Field } from './field';
import { Input } from './input';
import { showError, showSuccess } from './toast';

type ShareLinkFieldProps = {
  url: string;
  label: string;
  /** The sentence of the "Link copied!" toast. */
  copiedMessage: string;
  /** Select the link as soon as it shows, for copying by hand. */
  selectOnShow?: boolean;
  /** The copy state of a dialog that already copied this link, so the button shows "Link Copied!" too. */
  copier?: CopyLink;
};

/** A read-only link with a "Copy Link" button; when the clipboard refuses, the link is selected instead. */
export function ShareLinkField({
  url,
  label,
  copiedMessage,
  selectOnShow = false,
  copier,
}: ShareLinkFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const own = useCopyLink();
  const { copied, copy } = copier ?? own;

  useEffect(() => {
    if (selectOnShow) input.current?.select();
  }, [selectOnShow]);

  async function handleCopy() {
    if (await copy(url)) {
      showSuccess(t('app.shareLink.copiedTitle'), copiedMessage);
    } else {
      input.current?.focus();
      input.current?.select();
      showError(t('app.shareLink.copyFailedTitle'), t('app.shareLink.copyByHand'));
    }
  }

  return (
    <Field id={id} label={label}>
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
          {copied ? t('app.shareLink.copied') : t('app.shareLink.copy')}
        </Button>
      </div>
    </Field>
  );
}
