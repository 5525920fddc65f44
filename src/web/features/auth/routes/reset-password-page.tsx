import { KeyRound, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorCodes } from '../../../../shared/contracts/error-codes.js';
import { Button } from '../../../components/ui/button';
import { showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useResetPassword } from '../api';
import type { AuthCarriedData } from '../auth-navigation-state';
import { reportAuthError } from '../auth-errors';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { PAGES } from '../../../../shared/pages/page-table.js';

const requestNewLinkState: AuthCarriedData = { initialView: 'reset' };
const signInState: AuthCarriedData = { initialView: 'login' };

function InvalidResetLink() {
  const t = useT();
  return (
    <AuthCard
      title={t('auth.invalidReset.title')}
      subtitle={t('auth.invalidReset.subtitle')}
      viewKey="invalid"
      icon={
        <span className="flex size-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800">
          <Link2Off aria-hidden="true" className="size-6" />
        </span>
      }
      footer={
        <Link
          to={PAGES.auth.href()}
          state={signInState}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('auth.backToSignIn')}
        </Link>
      }
    >
      <Button asChild size="lg" className="w-full">
        <Link to={PAGES.auth.href()} state={requestNewLinkState}>
          <KeyRound aria-hidden="true" />
          {t('auth.invalidReset.requestNew')}
        </Link>
      </Button>
    </AuthCard>
  );
}

/** /reset-password?token=…: the page the reset e-mail links to. */
export function ResetPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const token = searchParams.get('token');
  const [linkRejected, setLinkRejected] = useState(searchParams.has('error'));
  const [serverError, setServerError] = useState<string>();

  if (!token || linkRejected) return <InvalidResetLink />;

  function handleSubmit(newPassword: string) {
    if (!token) return;
    setServerError(undefined);
    resetPassword.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          showSuccess(t('auth.newPassword.doneTitle'), t('auth.newPassword.doneText'));
          void navigate(PAGES.auth.href(), { replace: true, state: signInState });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === errorCodes.invalidToken) {
            setLinkRejected(true);
            return;
          }
          setServerError(reportAuthError(t, error).newPassword);
        },
      },
    );
  }

  return (
    <AuthCard title={t('auth.newPassword.title')} subtitle={t('auth.newPassword.subtitle')} viewKey="form">
      <NewPasswordForm busy={resetPassword.isPending} serverError={serverError} onSubmit={handleSubmit} />
    </AuthCard>
  );
}
