import { Send } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { SOURCE_LOCALE } from '../../../../shared/i18n/locales.js';
import type { CompanionRole } from '../../../../shared/rules/list-roles.js';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { showSuccess } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT, type Translate } from '../../../lib/i18n';
import { useCreateInvite } from '../api';
import type { ListKind } from '../list-kinds';

type InviteByEmailFormProps = { kind: ListKind; listId: string; role: CompanionRole };

/** The server's reason, beside the field: the address's own problem where it names one, else the code's. */
function problemText(t: Translate, error: unknown): string {
  const field = error instanceof ApiError ? error.fields.email : undefined;
  return field && t.locale === SOURCE_LOCALE ? field : errorText(t, error);
}

/** An invite mailed to one address: its link opens the list for that address alone, once. */
export function InviteByEmailForm({ kind, listId, role }: InviteByEmailFormProps) {
  const t = useT();
  const create = useCreateInvite(kind, listId);
  const [email, setEmail] = useState('');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    create.mutate(
      { role, email: address },
      {
        onSuccess: () => {
          showSuccess(t('companions.invite.sentTitle'), t('companions.invite.sentText', { email: address }));
          setEmail('');
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-3" noValidate>
      <FormField
        label={t('companions.invite.emailLabel')}
        type="email"
        autoComplete="off"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (create.isError) create.reset();
        }}
        hint={t('companions.invite.emailHint')}
        error={create.isError ? problemText(t, create.error) : undefined}
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={create.isPending || email.trim() === ''}
        className="w-full sm:w-auto"
      >
        <Send aria-hidden="true" className="rtl:-scale-x-100" />
        {create.isPending ? t('companions.invite.sending') : t('companions.invite.send')}
      </Button>
    </form>
  );
}
