import { Send, TriangleAlert } from 'lucide-react';
import type { NotificationSettings } from '../../../../shared/contracts/notifications.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SwitchRow } from '../../../components/ui/switch';
import { showError, showSuccess } from '../../../components/ui/toast';
import { errorText } from '../../../lib/error-text';
import { rich, useT } from '../../../lib/i18n';
import { useSendVerificationLink } from '../../auth/email-verification-api';
import { useNotificationSettings, useSaveNotificationSettings } from '../notifications-api';
import { longDate, problemText } from '../notification-texts';
import { WebhookForm } from './webhook-form';

/** Profile → Notifications: how the owner hears that friends sent tips, by mail and by webhook. */
export function NotificationsCard({ email }: { email: string }) {
  const t = useT();
  const settings = useNotificationSettings();
  return (
    <Card className="p-6 sm:px-8" aria-labelledby="notifications-title" role="region">
      <h2 id="notifications-title" className="text-base font-bold text-slate-900">
        {t('profile.notifications.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('profile.notifications.intro')}</p>
      {settings.data ? (
        <div className="mt-5 space-y-6">
          <ProblemLine settings={settings.data} />
          <EmailSwitch settings={settings.data} email={email} />
          <WebhookForm
            // A saved change starts the form afresh from what was saved.
            key={`${settings.data.webhook.url ?? ''} ${settings.data.webhook.format}`}
            settings={settings.data}
          />
        </div>
      ) : settings.isError ? (
        <p className="mt-5 text-sm text-red-700" role="alert">
          {t('profile.notifications.loadFailed', { reason: errorText(t, settings.error) })}
        </p>
      ) : (
        <p className="mt-5 text-sm text-slate-600">{t('profile.notifications.loading')}</p>
      )}
    </Card>
  );
}

function ProblemLine({ settings }: { settings: NotificationSettings }) {
  const t = useT();
  if (!settings.problem) return null;
  return (
    <p className="flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-100 [overflow-wrap:anywhere]">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {problemText(t, settings.problem, (iso) => longDate(t, iso))}
    </p>
  );
}

function EmailSwitch({ settings, email }: { settings: NotificationSettings; email: string }) {
  const t = useT();
  const save = useSaveNotificationSettings();
  const sendLink = useSendVerificationLink(email);
  const { on, verified } = settings.email;
  const change = (emailOn: boolean) =>
    save.mutate(
      { email_on: emailOn, webhook_url: settings.webhook.url, webhook_format: settings.webhook.format },
      {
        onSuccess: () =>
          showSuccess(t(emailOn ? 'profile.notifications.emailsOn' : 'profile.notifications.emailsOff')),
        onError: (error) => showError(t('profile.notifications.saveFailed'), errorText(t, error)),
      },
    );
  return (
    <SwitchRow
      label={t('profile.notifications.emailLabel')}
      checked={on && verified}
      disabled={!verified || save.isPending}
      onCheckedChange={change}
      description={
        verified
          ? rich(t, 'profile.notifications.emailOn', { email: <bdi>{email}</bdi> })
          : t('profile.notifications.emailUnverified')
      }
    >
      {verified ? null : (
        <Button
          variant="link"
          size="sm"
          className="mt-1"
          disabled={sendLink.isPending}
          onClick={() => sendLink.mutate()}
        >
          <Send aria-hidden="true" />
          {t('profile.notifications.sendLink')}
        </Button>
      )}
    </SwitchRow>
  );
}
