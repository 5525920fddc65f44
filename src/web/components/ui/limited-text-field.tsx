import { useId, type ReactNode } from 'react';
import { CharacterCount, isNearLimit } from './character-count';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

type LimitedTextFieldProps = {
  label: ReactNode;
  /** The label is read out but not shown (the dialog's heading already says what the field is for). */
  hideLabel?: boolean;
  /** The server's limit: typing stops there, and a counter shows near it. */
  max: number;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number;
  required?: boolean;
  /** The browser's autofill hint, e.g. "given-name". */
  autoComplete?: string;
  className?: string;
};

/** A labelled text field that shows "n / max" once the text gets close to its limit. */
export function LimitedTextField({ label, hideLabel = false, max, rows, ...props }: LimitedTextFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const field = {
    id,
    maxLength: max,
    required: props.required,
    autoComplete: props.autoComplete,
    placeholder: props.placeholder,
    value: props.value,
    'aria-describedby': isNearLimit(props.value.length, max) ? countId : undefined,
    className: props.className,
  };
  return (
    <Field id={id} label={label} hideLabel={hideLabel}>
      {rows === undefined ? (
        <Input {...field} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <Textarea {...field} rows={rows} onChange={(event) => props.onChange(event.target.value)} />
      )}
      <CharacterCount id={countId} length={props.value.length} max={max} />
    </Field>
  );
}
