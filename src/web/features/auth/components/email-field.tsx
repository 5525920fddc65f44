import { FormField } from '../../../components/ui/form-field';
import { useT } from '../../../lib/i18n';

type EmailFieldProps = {
  value: string;
  onChange: (email: string) => void;
  error: string | undefined;
};

/** The e-mail field the three auth modes share; its value carries over when the mode changes. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const t = useT();
  return (
    <FormField
      label={t('auth.field.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
