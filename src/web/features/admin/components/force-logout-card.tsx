import { LogOut } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { ACCOUNT_LIMITS } from '../../../../shared/account-limits.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { showError } from '../../../components/ui/toast';
import { emailToForceLogout } from '../admin-rules';
import { useForceLogout } from '../api';

/** Signs an account out on every device at once, by its e-mail. */
export function ForceLogoutCard({ onSessionProblem }: { onSessionProblem: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const forceLogout = useForceLogout(onSessionProblem);
  const busy = forceLogout.isPending;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const target = emailToForceLogout(email);
    if (target === null) {
      setMissing(true);
      input.current?.focus();
      showError('Error', 'Please enter an email address');
      return;
    }
    forceLogout.mutate(target, { onSuccess: () => setEmail('') });
  }

  return (
    <Card className="p-6 sm:px-8">
      <h2 className="text-base font-bold text-slate-900">Force logout</h2>
      <p id={`${id}-about`} className="mt-1 text-sm text-slate-600">
        End every session of an account, on all of its devices. They can sign in again at once.
      </p>
      <form onSubmit={handleSubmit} noValidate aria-busy={busy} className="mt-5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          User email
        </label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <Input
            ref={input}
            id={id}
            type="email"
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            placeholder="user@example.com"
            maxLength={ACCOUNT_LIMITS.adminSearchMaxLength}
            aria-invalid={missing ? true : undefined}
            aria-describedby={`${id}-about`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setMissing(false);
            }}
          />
          <Button type="submit" disabled={busy} className="sm:w-auto">
            <LogOut aria-hidden="true" />
            {busy ? 'Logging out...' : 'Force Logout'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
