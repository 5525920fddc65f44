import { useState, type SubmitEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/contracts/auth-constants.js';
import { FormField } from '../../../components/ui/form-field';
import { useT, type Translate } from '../../../lib/i18n';
import { SubmitButton } from './submit-button';

type NewPasswordFormProps = {
  busy: boolean;
  /** A problem the server found with the password, shown under the first field. */
  serverError?: string;
  onSubmit: (newPassword: string) => void;
};

type Problems = { password?: string; confirmation?: string };

function findProblems(t: Translate, password: string, confirmation: string): Problems {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { password: t('auth.newPassword.tooShort', { min: PASSWORD_MIN_LENGTH }) };
  }
  if (password !== confirmation) {
    return { confirmation: t('auth.newPassword.mismatch') };
  }
  return {};
}

/** A new password typed twice, checked for length and match before it is sent. */
export function NewPasswordForm({ busy, serverError, onSubmit }: NewPasswordFormProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = findProblems(t, password, confirmation);
    setProblems(found);
    if (found.password || found.confirmation) return;
    onSubmit(password);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormField
        label={t('auth.newPassword.label')}
        type="password"
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={t('auth.newPassword.hint', { min: PASSWORD_MIN_LENGTH })}
        error={problems.password ?? serverError}
      />
      <FormField
        label={t('auth.newPassword.confirmLabel')}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={problems.confirmation}
      />
      <SubmitButton busy={busy}>{t('auth.newPassword.submit')}</SubmitButton>
    </form>
  );
}
