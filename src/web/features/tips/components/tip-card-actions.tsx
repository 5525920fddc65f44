import { Check, Heart, Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { rich, useT } from '../../../lib/i18n';

type ActionButtonProps = ComponentProps<'button'> & { label: string; children: ReactNode };

/** A 44 px round icon button with a visible tooltip and the same text as its accessible name. */
export function ActionButton({ label, className, children, ...props }: ActionButtonProps) {
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        className={cn(
          'inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
          className,
        )}
        {...props}
      >
        {children}
      </button>
    </Tooltip>
  );
}

export function DoneToggle({
  done,
  disabled,
  onToggle,
}: {
  done: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  return (
    <ActionButton
      label={t('public.tip.markDone')}
      aria-pressed={done}
      disabled={disabled}
      onClick={onToggle}
      className={cn(done && 'bg-green-100 text-green-800 hover:bg-green-200 hover:text-green-900')}
    >
      <Check strokeWidth={done ? 3 : 2} aria-hidden="true" />
    </ActionButton>
  );
}

export function FavoriteToggle(props: { favorite: boolean; disabled: boolean; onToggle: () => void }) {
  const { favorite, disabled, onToggle } = props;
  const t = useT();
  return (
    <ActionButton
      label={t('public.tip.favorite')}
      aria-pressed={favorite}
      disabled={disabled}
      onClick={onToggle}
      className={cn(favorite && 'text-rose-600 hover:bg-rose-50 hover:text-rose-700')}
    >
      <Heart className={cn(favorite && 'fill-current')} aria-hidden="true" />
    </ActionButton>
  );
}

/** Opens the page's edit dialog for the tip (guidebooks, where the owner wrote the tips). */
export function EditTipButton(props: { disabled: boolean; onEdit: () => void; className?: string }) {
  const t = useT();
  return (
    <ActionButton
      label={t('public.tip.edit')}
      disabled={props.disabled}
      onClick={props.onEdit}
      className={props.className}
    >
      <Pencil aria-hidden="true" />
    </ActionButton>
  );
}

/** The trash button; nothing is deleted until the person confirms. */
export function DeleteTipButton(props: { excerpt: string; disabled: boolean; onDelete: () => void }) {
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <ActionButton
          label={t('public.tip.delete')}
          disabled={props.disabled}
          className="hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" />
        </ActionButton>
      }
      title={t('public.tip.deleteQuestion')}
      description={rich(t, 'public.tip.quoted', { text: <bdi>{props.excerpt}</bdi> })}
      descriptionClassName="line-clamp-3 break-words"
      confirmLabel={t('public.tip.deleteConfirm')}
      onConfirm={props.onDelete}
    />
  );
}
