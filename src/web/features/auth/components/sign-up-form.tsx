import { useState, type SubmitEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';
import { useSignUp } from '../api';
import { reportAuthError, type FieldErrors } from '../auth-errors';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

type SignUpFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedUp: () => void;
};

export function SignUpForm({ email, onEmailChange, onSignedUp }: SignUpFormProps) {
  const t = useT();
  const signUp = useSignUp();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    signUp.mutate(
      { first_name: firstName.trim(), last_name: lastName.trim(), email: email.trim(), password },
      { onSuccess: onSignedUp, onError: (error) => setFieldErrors(reportAuthError(t, error)) },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('auth.field.firstName')}
          name="first_name"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={fieldErrors.first_name}
        />
        <FormField
          label={t('auth.field.lastName')}
          name="last_name"
          autoComplete="family-name"
          required
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={fieldErrors.last_name}
        />
      </div>
      <EmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <FormField
        label={t('auth.field.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
      />
      <SubmitButton busy={signUp.isPending}>{t('auth.signup.submit')}</SubmitButton>
    </form>
  );
}
