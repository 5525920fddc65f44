import { MailCheck, MailWarning, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { rich, useT } from '../../../lib/i18n';
import { useEmailVerificationStatus, useSendVerificationLink } from '../../auth/email-verification-api';

/** Whether the address is proven, and the way to get a new link while it is not (decision 028). */
export function EmailVerificationCard({ email }: { email: string }) {
  const t = useT();
  const status = useEmailVerificationStatus();
  const sendLink = useSendVerificationLink(email);
  // Nothing to say until the server has: a wrong "not verified" would alarm, a wrong "verified" mislead.
  if (!status.data) return null;
  const { verified, admin_once_verified } = status.data;

  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-2xl ring-1 [&_svg]:size-5',
            verified
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-100'
              : 'bg-amber-50 text-amber-800 ring-amber-100',
          )}
        >
          {verified ? <MailCheck aria-hidden="true" /> : <MailWarning aria-hidden="true" />}
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold text-slate-900">
            {t(verified ? 'profile.verification.verified' : 'profile.verification.notVerified')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">
            {rich(
              t,
              verified ? 'profile.verification.verifiedText' : 'profile.verification.notVerifiedText',
              {
                email: <bdi>{email}</bdi>,
              },
            )}
          </p>
          {admin_once_verified ? (
            <p className="mt-2 text-sm font-semibold text-amber-900">
              {t('profile.verification.adminPending')}
            </p>
          ) : null}
        </div>
      </div>
      {verified ? null : (
        <Button
          variant="secondary"
          className="shrink-0"
          disabled={sendLink.isPending}
          onClick={() => sendLink.mutate()}
        >
          <Send aria-hidden="true" />
          {t('profile.verification.sendAgain')}
        </Button>
      )}
    </Card>
  );
}
