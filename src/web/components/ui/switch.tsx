import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type SwitchRowProps = {
  label: string;
  /** Says what the switch does, or why it cannot be used now; read out with it. */
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Anything the row offers beside the switch (a link, a button), under the description. */
  children?: ReactNode;
};

/**
 * A setting that is on or off and takes effect at once: a switch (role "switch", named by its label and
 * described by the text under it), large enough to tap on a phone.
 */
export function SwitchRow({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
  children,
}: SwitchRowProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start gap-4">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </p>
        ) : null}
        {children}
      </div>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-brand-700',
        )}
      >
        {/* The thumb moves toward the line's end: rightward, or leftward in a right-to-left page. */}
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-6 rtl:-translate-x-1 rtl:data-[state=checked]:-translate-x-6" />
      </SwitchPrimitive.Root>
    </div>
  );
}
