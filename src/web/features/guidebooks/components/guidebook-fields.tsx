import type { GuidebookBody } from '../../../../shared/contracts/guidebooks.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useFittingPlaceholder } from '../../../components/ui/fitting-placeholder';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { showError } from '../../../components/ui/toast';
import { useT, type Translate } from '../../../lib/i18n';
import { DestinationCombobox } from '../../places/components/destination-combobox';
import { GUIDEBOOK_DESTINATIONS } from '../../places/popular-destinations';
import { guidebookBodyOf, type GuidebookFields } from '../guidebook-rules';

export const NO_GUIDEBOOK_FIELDS: GuidebookFields = { title: '', destination: '', description: '' };

/**
 * The body to send, or null after telling the owner that a title and a destination are needed (in the
 * words the server uses for the same refusal).
 */
export function guidebookBodyOrWarn(t: Translate, fields: GuidebookFields): GuidebookBody | null {
  const body = guidebookBodyOf(fields);
  if (!body) showError(t('guidebooks.fields.errorTitle'), t('guidebooks.fields.required'));
  return body;
}

type GuidebookFieldInputsProps = {
  fields: GuidebookFields;
  onChange: (fields: GuidebookFields) => void;
};

/** Destination, title and description: the same fields to create a guidebook and to edit its details. */
export function GuidebookFieldInputs({ fields, onChange }: GuidebookFieldInputsProps) {
  const t = useT();
  const set = (change: Partial<GuidebookFields>) => onChange({ ...fields, ...change });
  // The title's examples, longest first: the field shows the longest that fits it (a phone, the short one).
  const { measureWithin, placeholder } = useFittingPlaceholder([
    t('guidebooks.fields.titleExampleLong'),
    t('guidebooks.fields.titleExampleShort'),
  ]);
  return (
    <div className="space-y-6">
      <DestinationCombobox
        label={t('guidebooks.fields.destination')}
        value={fields.destination}
        onChange={(destination) => set({ destination })}
        destinations={GUIDEBOOK_DESTINATIONS}
        text="city-and-country"
        allWhenBlank
      />
      <div ref={measureWithin}>
        <LimitedTextField
          label={t('guidebooks.fields.title')}
          required
          max={LIMITS.guidebookTitleMaxLength}
          placeholder={placeholder}
          value={fields.title}
          onChange={(title) => set({ title })}
          className="h-12"
        />
      </div>
      <LimitedTextField
        label={t('guidebooks.fields.description')}
        rows={4}
        max={LIMITS.guidebookDescriptionMaxLength}
        placeholder={t('guidebooks.fields.descriptionPlaceholder')}
        value={fields.description}
        onChange={(description) => set({ description })}
      />
    </div>
  );
}
