import { useState, type SubmitEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { useSignIn } from '../api';
import { reportAuthError, type FieldErrors } from '../auth-errors';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

type SignInFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  onSignedIn: () => void;
};

export function SignInForm({ email, onEmailChange, onForgotPassword, onSignedIn }: SignInFormProps) {
  const t = useT();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    signIn.mutate(
      { email: email.trim(), password },
      { onSuccess: onSignedIn, onError: (error) => setFieldErrors(reportAuthError(t, error)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <EmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <FormField
        label={t('auth.field.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        labelAside={
          <button
            type="button"
            onClick={onForgotPassword}
            className="cursor-pointer rounded-md text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </button>
        }
      />
      <SubmitButton busy={signIn.isPending}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
