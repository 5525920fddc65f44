import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../../components/ui/toast';
import { rich, useT, type MessageKey } from '../../../lib/i18n';
import {
  initialAuthView,
  savePendingCopy,
  readAuthNavigationState,
  signedInDestination,
  signUpDestination,
  takeCarriedOverState,
  type AuthView,
} from '../auth-navigation-state';
import { AuthCard, AuthSwitchButton } from '../components/auth-card';
import { PendingCopyNotice } from '../components/pending-copy-notice';
import { pendingCopyNote } from '../pending-copy-note';
import { ResetRequestForm } from '../components/reset-request-form';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

const viewTexts = {
  signup: { title: 'auth.signup.title', subtitle: 'auth.signup.subtitle' },
  login: { title: 'auth.login.title', subtitle: 'auth.login.subtitle' },
  reset: { title: 'auth.reset.title', subtitle: 'auth.reset.subtitle' },
} as const satisfies Record<AuthView, { title: MessageKey; subtitle: MessageKey }>;

const strong = (text: string) => <strong>{text}</strong>;

/** /auth: sign in, sign up and request a password reset on one screen. */
export function AuthPage() {
  const t = useT();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Read once: the carried trip or guidebook must survive view switches for the copy flows after sign-up.
  const [carried] = useState(() => readAuthNavigationState(location.state ?? takeCarriedOverState()));
  const [view, setView] = useState<AuthView>(() => initialAuthView(searchParams, carried));
  const [email, setEmail] = useState('');
  const { title, subtitle } = viewTexts[view];
  // Signing up or in keeps what was carried (savePendingCopy below); resetting a password does not.
  const note = view === 'reset' ? null : pendingCopyNote(carried);

  const footer =
    view === 'signup' ? (
      <AuthSwitchButton onClick={() => setView('login')}>
        {rich(t, 'auth.switch.toSignIn', { strong })}
      </AuthSwitchButton>
    ) : view === 'login' ? (
      <AuthSwitchButton onClick={() => setView('signup')}>
        {rich(t, 'auth.switch.toSignUp', { strong })}
      </AuthSwitchButton>
    ) : (
      <AuthSwitchButton onClick={() => setView('login')}>
        <strong>{t('auth.backToSignIn')}</strong>
      </AuthSwitchButton>
    );

  return (
    <AuthCard title={t(title)} subtitle={t(subtitle)} viewKey={view} footer={footer}>
      {note ? <PendingCopyNotice note={note} /> : null}
      {view === 'signup' ? (
        <SignUpForm
          email={email}
          onEmailChange={setEmail}
          onSignedUp={() => {
            // With something kept for the copy, the copy's own toast welcomes the account once it is made.
            if (!savePendingCopy(carried, { fromSignUp: true })) {
              showSuccess(t('auth.signup.doneTitle'), t('auth.signup.doneText'));
            }
            void navigate(signUpDestination(carried), { replace: true });
          }}
        />
      ) : view === 'login' ? (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          onForgotPassword={() => setView('reset')}
          onSignedIn={() => {
            // An account holder who came to keep something gets it too, like one who was signed in already.
            savePendingCopy(carried);
            void navigate(signedInDestination(carried), { replace: true });
          }}
        />
      ) : (
        <ResetRequestForm email={email} onEmailChange={setEmail} onSent={() => setView('login')} />
      )}
    </AuthCard>
  );
}
