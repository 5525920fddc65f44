import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';
import { cn } from '../../lib/cn';
import { buttonVariants } from './button';
import { overlayClassName, panelClassName } from './dialog';
import { useReturnFocus } from './return-focus';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

type AlertDialogContentProps = ComponentProps<typeof AlertDialogPrimitive.Content> & {
  /** The control that opened it, when focus was elsewhere as it opened: focus goes back there on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** A confirmation: it cannot be dismissed by clicking outside, only by Cancel, the action or Escape. */
export function AlertDialogContent({ className, returnFocusTo, ...props }: AlertDialogContentProps) {
  const focusHandlers = useReturnFocus(props, returnFocusTo);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClassName} />
      <AlertDialogPrimitive.Content
        className={cn(panelClassName, 'md:max-w-md', className)}
        {...props}
        {...focusHandlers}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      className={cn('text-lg font-bold tracking-tight text-slate-900', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />;
}

type ActionProps = ComponentProps<typeof AlertDialogPrimitive.Action> & {
  /** Red styling for actions that remove something. */
  destructive?: boolean;
};

export function AlertDialogAction({ className, destructive = false, ...props }: ActionProps) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(
        buttonVariants({ variant: 'primary' }),
        destructive && 'bg-red-700 hover:bg-red-800',
        className,
      )}
      {...props}
    />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'secondary' }), className)}
      {...props}
    />
  );
}
