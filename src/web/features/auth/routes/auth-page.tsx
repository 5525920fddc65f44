import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { showSuccess } from '../../../components/ui/toast';
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

const viewTexts: Record<AuthView, { title: string; subtitle: string }> = {
  signup: { title: 'Join Tiplist', subtitle: 'Create your account to start collecting travel tips' },
  login: { title: 'Welcome Back', subtitle: 'Sign in to your account' },
  reset: { title: 'Reset Password', subtitle: 'Enter your email to reset your password' },
};

/** /auth: sign in, sign up and request a password reset on one screen. */
export function AuthPage() {
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
        Already have an account? <strong>Sign in</strong>
      </AuthSwitchButton>
    ) : view === 'login' ? (
      <AuthSwitchButton onClick={() => setView('signup')}>
        Don&apos;t have an account? <strong>Sign up</strong>
      </AuthSwitchButton>
    ) : (
      <AuthSwitchButton onClick={() => setView('login')}>
        <strong>Back to sign in</strong>
      </AuthSwitchButton>
    );

  return (
    <AuthCard title={title} subtitle={subtitle} viewKey={view} footer={footer}>
      {note ? <PendingCopyNotice note={note} /> : null}
      {view === 'signup' ? (
        <SignUpForm
          email={email}
          onEmailChange={setEmail}
          onSignedUp={() => {
            // With something kept for the copy, the copy's own toast welcomes the account once it is made.
            if (!savePendingCopy(carried, { fromSignUp: true })) {
              showSuccess('Account created', 'Welcome to Tiplist! You can now start creating trips.');
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
