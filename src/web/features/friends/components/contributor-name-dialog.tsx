import { TriangleAlert } from 'lucide-react';
import type { SubmitEvent } from 'react';
import { LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { rich, useT } from '../../../lib/i18n';

type ContributorNameDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownerFirstName: string;
  tipCount: number;
  name: string;
  onNameChange: (name: string) => void;
  anonymous: boolean;
  onAnonymousChange: (anonymous: boolean) => void;
  submitting: boolean;
  /** Why the last try failed; the tips are kept, so the friend can simply try again. */
  error: string | null;
  onConfirm: () => void;
};

/** The step before sending: a name to show with the tips, or none at all. */
export function ContributorNameDialog(props: ContributorNameDialogProps) {
  const t = useT();
  const { submitting, anonymous } = props;
  const owner = <bdi>{props.ownerFirstName}</bdi>;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onConfirm();
  }

  return (
    <Dialog open={props.open} onOpenChange={(next) => (next || !submitting) && props.onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('public.name.title')}</DialogTitle>
          <DialogDescription>
            {rich(t, anonymous ? 'public.name.anonymous' : 'public.name.named', {
              name: owner,
              count: props.tipCount,
            })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} aria-busy={submitting} noValidate>
          <div className="space-y-4">
            <FormField
              label={t('public.name.label')}
              name="contributorName"
              autoComplete="name"
              enterKeyHint="send"
              maxLength={LIMITS.contributorNameMaxLength}
              value={anonymous ? '' : props.name}
              onChange={(event) => props.onNameChange(event.target.value)}
              disabled={anonymous || submitting}
              hint={t('public.name.hint', { max: LIMITS.contributorNameMaxLength })}
              className="disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500"
            />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 text-sm font-semibold text-slate-800">
              <input
                type="checkbox"
                checked={anonymous}
                disabled={submitting}
                onChange={(event) => props.onAnonymousChange(event.target.checked)}
                className="size-5 shrink-0 cursor-pointer rounded accent-brand-700"
              />
              {t('public.name.keepAnonymous')}
            </label>
          </div>
          {props.error ? (
            <p
              role="alert"
              className="mt-4 flex gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {props.error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" size="lg" disabled={submitting}>
                {t('public.name.back')}
              </Button>
            </DialogClose>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? t('public.name.submitting') : t('friend.ask.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
