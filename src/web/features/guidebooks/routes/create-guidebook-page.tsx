import { BookOpen } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../components/ui/page-header';
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
  const navigate = useNavigate();
  const createGuidebook = useCreateGuidebook();
  const [fields, setFields] = useState(NO_GUIDEBOOK_FIELDS);
  const busy = createGuidebook.isPending;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = guidebookBodyOrWarn(fields);
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
      title="Create a Guidebook"
      intro="Pick a place you know well, give your guidebook a title, then add your own tips."
      onSubmit={handleSubmit}
      submitLabel={busy ? 'Creating...' : 'Create Guidebook'}
      submitDisabled={busy || !canSubmitGuidebook(fields)}
    >
      <GuidebookFieldInputs fields={fields} onChange={setFields} />
    </FormPage>
  );
}
