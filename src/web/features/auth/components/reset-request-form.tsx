import { useState, type SubmitEvent } from 'react';
import { showSuccess } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';
import { useRequestPasswordReset } from '../api';
import { reportAuthError, type FieldErrors } from '../auth-errors';
import { EmailField } from './email-field';
import { SubmitButton } from './submit-button';

type ResetRequestFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
};

export function ResetRequestForm({ email, onEmailChange, onSent }: ResetRequestFormProps) {
  const t = useT();
  const requestReset = useRequestPasswordReset();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldErrors({});
    requestReset.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          showSuccess(t('auth.reset.sentTitle'), t('auth.reset.sentText'));
          onSent();
        },
        onError: (error) => setFieldErrors(reportAuthError(t, error)),
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <EmailField value={email} onChange={onEmailChange} error={fieldErrors.email} />
      <SubmitButton busy={requestReset.isPending}>{t('auth.reset.submit')}</SubmitButton>
    </form>
  );
}
