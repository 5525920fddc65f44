import { Save, Send } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import type { NotificationSettings } from '../../../../shared/contracts/notifications.js';
import {
  WEBHOOK_FORMATS,
  WEBHOOK_URL_MAX_LENGTH,
  type WebhookFormatName,
} from '../../../../shared/rules/webhook-urls.js';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/field';
import { FormField } from '../../../components/ui/form-field';
import { showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useSaveNotificationSettings, useSendTestWebhook } from '../notifications-api';
import { WEBHOOK_FORMAT_HINTS, WEBHOOK_FORMAT_LABELS } from '../notification-texts';

/**
 * The webhook's address and format, saved together; "Send a Test" tries what is saved, so it waits
 * until the form is saved. Its result stays beside it until the next try.
 */
export function WebhookForm({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  const formatId = useId();
  const [url, setUrl] = useState(settings.webhook.url ?? '');
  const [format, setFormat] = useState<WebhookFormatName>(settings.webhook.format);
  const [urlError, setUrlError] = useState<string | undefined>();
  const save = useSaveNotificationSettings();
  const test = useSendTestWebhook();
  const saved = settings.webhook.url !== null;
  const changed = url.trim() !== (settings.webhook.url ?? '') || format !== settings.webhook.format;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUrlError(undefined);
    test.reset();
    save.mutate(
      { email_on: settings.email.on, webhook_url: url.trim() || null, webhook_format: format },
      {
        onSuccess: (answer) =>
          answer.webhook.url
            ? showSuccess(t('profile.webhook.saved'), t('profile.webhook.savedText'))
            : showSuccess(t('profile.webhook.removed')),
        onError: (error) =>
          setUrlError((error instanceof ApiError && error.fields.webhook_url) || errorText(t, error)),
      },
    );
  };

  return (
    <form className="space-y-4 border-t border-slate-200 pt-6" onSubmit={submit} noValidate>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          label={t('profile.webhook.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('profile.webhook.urlPlaceholder')}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={urlError}
          hint={t(WEBHOOK_FORMAT_HINTS[format])}
        />
        <Field id={formatId} label={t('profile.webhook.format')}>
          <Select
            id={formatId}
            value={format}
            onChange={(event) => setFormat(event.target.value as WebhookFormatName)}
          >
            {WEBHOOK_FORMATS.map((name) => (
              <option key={name} value={name}>
                {WEBHOOK_FORMAT_LABELS[name]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending || !changed}>
          <Save aria-hidden="true" />
          {save.isPending ? t('profile.webhook.saving') : t('profile.webhook.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={!saved || changed || test.isPending}
          onClick={() => test.mutate()}
        >
          <Send aria-hidden="true" />
          {test.isPending ? t('profile.webhook.testing') : t('profile.webhook.test')}
        </Button>
      </div>
      <TestResult
        hint={saved && changed ? t('profile.webhook.saveFirst') : undefined}
        sent={test.isSuccess}
        failure={test.isError ? errorText(t, test.error) : undefined}
      />
    </form>
  );
}

type TestResultProps = { hint: string | undefined; sent: boolean; failure: string | undefined };

function TestResult({ hint, sent, failure }: TestResultProps) {
  const t = useT();
  const text = sent
    ? t('profile.webhook.testSent')
    : failure
      ? t('profile.webhook.testFailed', { reason: failure })
      : (hint ?? '');
  return (
    <p
      role="status"
      className={cn(
        'min-h-5 text-sm [overflow-wrap:anywhere]',
        failure && !sent ? 'font-medium text-red-700' : 'text-slate-600',
        sent && 'font-medium text-emerald-800',
      )}
    >
      {text}
    </p>
  );
}
