import { useState, type SubmitEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../shared/contracts/auth-constants.js';
import { FormField } from '../../../components/ui/form-field';
import { SubmitButton } from './submit-button';

type NewPasswordFormProps = {
  busy: boolean;
  /** A problem the server found with the password, shown under the first field. */
  serverError?: string;
  onSubmit: (newPassword: string) => void;
};

type Problems = { password?: string; confirmation?: string };

function findProblems(password: string, confirmation: string): Problems {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { password: `Password too short. Use at least ${PASSWORD_MIN_LENGTH} characters.` };
  }
  if (password !== confirmation) {
    return { confirmation: "Passwords don't match. Please make sure both passwords are the same." };
  }
  return {};
}

/** A new password typed twice, checked for length and match before it is sent. */
export function NewPasswordForm({ busy, serverError, onSubmit }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = findProblems(password, confirmation);
    setProblems(found);
    if (found.password || found.confirmation) return;
    onSubmit(password);
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormField
        label="New password"
        type="password"
        name="new_password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
        error={problems.password ?? serverError}
      />
      <FormField
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={problems.confirmation}
      />
      <SubmitButton busy={busy}>Update Password</SubmitButton>
    </form>
  );
}
