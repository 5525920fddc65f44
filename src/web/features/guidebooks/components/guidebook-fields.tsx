import type { GuidebookBody } from '../../../../shared/contracts/guidebooks.js';
import { LIMITS } from '../../../../shared/limits.js';
import { useFittingPlaceholder } from '../../../components/ui/fitting-placeholder';
import { LimitedTextField } from '../../../components/ui/limited-text-field';
import { showError } from '../../../components/ui/toast';
import { DestinationCombobox } from '../../places/components/destination-combobox';
import { GUIDEBOOK_DESTINATIONS } from '../../places/popular-destinations';
import { GUIDEBOOK_FIELDS_REQUIRED, guidebookBodyOf, type GuidebookFields } from '../guidebook-rules';

/** The title's examples, longest first: the field shows the longest that fits it (a phone, the short one). */
const TITLE_EXAMPLES = [
  "e.g. Best Coffee in Tokyo, A Local's Weekend in Lisbon",
  'e.g. Best Coffee in Tokyo',
] as const;

export const NO_GUIDEBOOK_FIELDS: GuidebookFields = { title: '', destination: '', description: '' };

/** The body to send, or null after telling the owner that a title and a destination are needed. */
export function guidebookBodyOrWarn(fields: GuidebookFields): GuidebookBody | null {
  const body = guidebookBodyOf(fields);
  if (!body) showError('Error', GUIDEBOOK_FIELDS_REQUIRED);
  return body;
}

type GuidebookFieldInputsProps = {
  fields: GuidebookFields;
  onChange: (fields: GuidebookFields) => void;
};

/** Destination, title and description: the same fields to create a guidebook and to edit its details. */
export function GuidebookFieldInputs({ fields, onChange }: GuidebookFieldInputsProps) {
  const set = (change: Partial<GuidebookFields>) => onChange({ ...fields, ...change });
  const { measureWithin, placeholder } = useFittingPlaceholder(TITLE_EXAMPLES);
  return (
    <div className="space-y-6">
      <DestinationCombobox
        label="Destination *"
        value={fields.destination}
        onChange={(destination) => set({ destination })}
        destinations={GUIDEBOOK_DESTINATIONS}
        text="city-and-country"
        allWhenBlank
      />
      <div ref={measureWithin}>
        <LimitedTextField
          label="Guidebook Title *"
          required
          max={LIMITS.guidebookTitleMaxLength}
          placeholder={placeholder}
          value={fields.title}
          onChange={(title) => set({ title })}
          className="h-12"
        />
      </div>
      <LimitedTextField
        label="Description"
        rows={4}
        max={LIMITS.guidebookDescriptionMaxLength}
        placeholder="What makes these tips special, and who are they for?"
        value={fields.description}
        onChange={(description) => set({ description })}
      />
    </div>
  );
}
