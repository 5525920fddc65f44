import { Popover as PopoverPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

/** Keeps the panel a screen edge's breadth inside a 375 px phone, whichever side it opens on. */
const COLLISION_PADDING_PX = 16;

/**
 * The floating panel, next to its trigger. Focus moves into it when it opens and back to the trigger
 * when Escape, a click outside or a Close closes it.
 */
export function PopoverContent({
  className,
  align = 'start',
  sideOffset = 8,
  collisionPadding = COLLISION_PADDING_PX,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-[var(--radix-popover-content-available-height)] w-96 max-w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-5 text-slate-900 shadow-xl ring-1 ring-slate-200 transition duration-150 focus:outline-none starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

type PopoverPanelProps = Omit<ComponentProps<typeof PopoverPrimitive.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
};

/** A popover with a heading that names it for assistive technology, and a sentence under it. */
export function PopoverPanel({ title, description, children, ...props }: PopoverPanelProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <PopoverContent aria-labelledby={titleId} aria-describedby={descriptionId} {...props}>
      <h2 id={titleId} className="text-base font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{children}</div>
    </PopoverContent>
  );
}
