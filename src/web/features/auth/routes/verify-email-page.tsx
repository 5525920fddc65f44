import { Link2Off, LoaderCircle, MailCheck, RotateCw, Send } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorCodes } from '../../../../shared/contracts/error-codes.js';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useSession } from '../api';
import type { AuthCarriedData } from '../auth-navigation-state';
import { AuthCard } from '../components/auth-card';
import { useSendVerificationLink, useVerifyEmail } from '../email-verification-api';
import { PAGES } from '../../../../shared/pages/page-table.js';

const signInState: AuthCarriedData = { initialView: 'login' };

const badge = (tone: 'good' | 'bad', icon: ReactNode) => (
  <span
    className={`flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6 ${
      tone === 'good' ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'
    }`}
  >
    {icon}
  </span>
);

/** Where to go next: the profile (which shows the address) when signed in, else sign-in. */
function OnwardLink({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return signedIn ? (
    <Link to={PAGES.profile.href()} className="text-sm font-semibold text-brand-700 hover:underline">
      {t('auth.verify.profileLink')}
    </Link>
  ) : (
    <Link
      to={PAGES.auth.href()}
      state={signInState}
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      {t('auth.verify.signIn')}
    </Link>
  );
}

/** A link that did not verify: with a session a new one is a click away, without one the profile has it. */
function InvalidVerificationLink({ email }: { email: string | undefined }) {
  const t = useT();
  const sendLink = useSendVerificationLink(email ?? '');
  return (
    <AuthCard
      title={t('auth.verify.invalidTitle')}
      subtitle={t(email ? 'auth.verify.invalidSignedIn' : 'auth.verify.invalidSignedOut')}
      viewKey="invalid"
      icon={badge('bad', <Link2Off aria-hidden="true" />)}
      footer={<OnwardLink signedIn={Boolean(email)} />}
    >
      {email ? (
        <Button size="lg" className="w-full" disabled={sendLink.isPending} onClick={() => sendLink.mutate()}>
          <Send aria-hidden="true" />
          {t('auth.verify.sendNew')}
        </Button>
      ) : (
        <Button asChild size="lg" className="w-full">
          <Link to={PAGES.auth.href()} state={signInState}>
            {t('auth.verify.signInForNew')}
          </Link>
        </Button>
      )}
    </AuthCard>
  );
}

/** /verify-email?token=…: the page the verification e-mail links to. It posts the token once. */
export function VerifyEmailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { user } = useSession();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const rejected = verify.error instanceof ApiError && verify.error.code === errorCodes.invalidToken;
  if (!token || rejected) return <InvalidVerificationLink email={user?.email} />;

  if (verify.isSuccess) {
    return (
      <AuthCard
        title={t('auth.verify.doneTitle')}
        subtitle={t('auth.verify.doneText')}
        viewKey="verified"
        icon={badge('good', <MailCheck aria-hidden="true" />)}
      >
        <Button asChild size="lg" className="w-full">
          {user ? (
            <Link to={PAGES.profile.href()}>{t('auth.verify.profileLink')}</Link>
          ) : (
            <Link to={PAGES.auth.href()} state={signInState}>
              {t('auth.verify.signIn')}
            </Link>
          )}
        </Button>
      </AuthCard>
    );
  }

  if (verify.isError) {
    return (
      <AuthCard
        title={t('auth.verify.failedTitle')}
        subtitle={t('auth.verify.failedText')}
        viewKey="failed"
        icon={badge('bad', <RotateCw aria-hidden="true" />)}
      >
        <Button size="lg" className="w-full" onClick={() => verify.mutate(token)}>
          <RotateCw aria-hidden="true" />
          {t('auth.verify.tryAgain')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.verify.pendingTitle')} subtitle={t('auth.verify.pendingText')} viewKey="pending">
      <div role="status" className="flex justify-center text-brand-700">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
        <span className="sr-only">{t('auth.verify.pendingStatus')}</span>
      </div>
    </AuthCard>
  );
}
