import { LogOut, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ConfirmDialogPanel } from '../../../components/ui/confirm-dialog-panel';
import { ACCOUNT_LIMITS } from '../../../../shared/account-limits.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { showError } from '../../../components/ui/toast';
import { rich, useT } from '../../../lib/i18n';
import { useSignedInUser } from '../../auth/signed-in-user';
import { emailToForceLogout, isOwnEmail } from '../admin-rules';
import { useForceLogout } from '../api';

/** Signs an account out on every device at once, by its e-mail, once the admin has confirmed it. */
export function ForceLogoutCard({ onSessionProblem }: { onSessionProblem: () => void }) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  // The address the confirmation asks about, kept as it was asked even if the field changes behind it.
  const [asking, setAsking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const adminEmail = useSignedInUser().email;
  const forceLogout = useForceLogout(onSessionProblem);
  const busy = forceLogout.isPending;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const target = emailToForceLogout(email);
    if (target === null) {
      setMissing(true);
      input.current?.focus();
      showError(t('admin.forceLogout.error'), t('admin.forceLogout.emailMissing'));
      return;
    }
    setAsking(target);
    setConfirming(true);
  }

  return (
    <Card className="p-6 sm:px-8">
      <h2 className="text-base font-bold text-slate-900">{t('admin.forceLogout.heading')}</h2>
      <p id={`${id}-about`} className="mt-1 text-sm text-slate-600">
        {t('admin.forceLogout.intro')}
      </p>
      <form onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {t('admin.forceLogout.emailLabel')}
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <Input
            ref={input}
            id={id}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('admin.forceLogout.emailPlaceholder')}
            maxLength={ACCOUNT_LIMITS.adminSearchMaxLength}
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${id}-about`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
          />
          <Button ref={button} type="submit" disabled={busy} className="sm:w-auto">
            <LogOut aria-hidden="true" />
            {busy ? t('admin.forceLogout.busy') : t('admin.forceLogout.button')}
          </Button>
        </div>
      </form>
      {asking === null ? null : (
        <ConfirmDialogPanel
          open={confirming}
          onOpenChange={setConfirming}
          returnFocusTo={button}
          title={t('admin.forceLogout.confirmTitle')}
          description={<ForceLogoutWarning email={asking} own={isOwnEmail(asking, adminEmail)} />}
          confirmLabel={t('admin.forceLogout.button')}
          onConfirm={() => forceLogout.mutate(asking, { onSuccess: () => setEmail('') })}
        />
      )}
    </Card>
  );
}

/** What the confirmation says: whose sessions end, and a warning when they are the admin's own. */
function ForceLogoutWarning({ email, own }: { email: string; own: boolean }) {
  const t = useT();
  return (
    <>
      {rich(t, 'admin.forceLogout.confirmText', {
        email: (
          <strong className="font-semibold break-words text-slate-900">
            <bdi>{email}</bdi>
          </strong>
        ),
      })}
      {own ? (
        <span className="mt-3 flex gap-2 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {rich(t, 'admin.forceLogout.ownAddress', {
              strong: (text) => <strong className="font-semibold">{text}</strong>,
            })}
          </span>
        </span>
      ) : null}
    </>
  );
}
