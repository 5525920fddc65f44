import { BookOpen } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { useCreateGuidebook } from '../api';
import {
  GuidebookFieldInputs,
  guidebookBodyOrWarn,
  NO_GUIDEBOOK_FIELDS,
} from '../components/guidebook-fields';
import { canSubmitGuidebook } from '../guidebook-rules';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** /create-guidebook: a destination, a title and, optionally, a description; then the new guidebook. */
export function CreateGuidebookPage() {
  const t = useT();
  const navigate = useNavigate();
  const createGuidebook = useCreateGuidebook();
  const [fields, setFields] = useState(NO_GUIDEBOOK_FIELDS);
  const busy = createGuidebook.isPending;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = guidebookBodyOrWarn(t, fields);
    if (!body) return;
    createGuidebook.mutate(body, {
      onSuccess: ({ guidebook }) =>
        void navigate(PAGES.guidebook.href({ guidebookId: guidebook.id }), { replace: true }),
    });
  }

  return (
    <FormPage
      back={PAGES.guidebooks.href()}
      icon={<BookOpen aria-hidden="true" />}
      title={t('guidebooks.create.title')}
      intro={t('guidebooks.create.intro')}
      onSubmit={handleSubmit}
      submitLabel={busy ? t('guidebooks.create.submitting') : t('guidebooks.create.submit')}
      submitDisabled={busy || !canSubmitGuidebook(fields)}
    >
      <GuidebookFieldInputs fields={fields} onChange={setFields} />
    </FormPage>
  );
}
