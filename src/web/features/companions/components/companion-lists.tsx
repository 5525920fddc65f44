import { Link2, Mail, Trash2, UserMinus } from 'lucide-react';
import type { Companion, Invite } from '../../../../shared/contracts/companions.js';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n';
import { longDate } from '../../sharing/long-us-date';
import { useRemoveCompanion, useRevokeInvite } from '../api';
import type { ListKind } from '../list-kinds';
import { RoleBadge } from './shared-by-line';

type ListProps<T> = { kind: ListKind; listId: string; items: readonly T[] };

const rowClass =
  'flex flex-col gap-2 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200/80 sm:flex-row sm:items-center';

/** A titled list of rows, or the line that says it has none. */
function Section({
  title,
  none,
  children,
}: {
  title: string;
  none: string | null;
  children: React.ReactNode;
}) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-bold tracking-wide text-slate-900 uppercase">{title}</h3>
      {none === null ? (
        <ul className="space-y-2">{children}</ul>
      ) : (
        <p className="text-sm text-slate-600">{none}</p>
      )}
    </section>
  );
}

interface RowAction {
  label: string;
  /** Names the row's thing, for a screen reader among several such buttons. */
  ariaLabel: string;
  icon: React.ReactNode;
  disabled?: boolean;
  confirmTitle: string;
  confirmText: string;
  onConfirm: () => void;
}

/** One person or invite: its line with a badge, a line under it, and the button that ends it, once confirmed. */
function Row({ line, under, action }: { line: React.ReactNode; under: string | null; action: RowAction }) {
  return (
    <li className={rowClass}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">{line}</p>
        {under ? <p className="mt-0.5 text-sm text-slate-600">{under}</p> : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={action.disabled} aria-label={action.ariaLabel}>
            {action.icon}
            {action.label}
          </Button>
        }
        title={action.confirmTitle}
        description={action.confirmText}
        confirmLabel={action.label}
        onConfirm={action.onConfirm}
      />
    </li>
  );
}

/** The people who joined the list, each with their role, since when, and "Remove". */
export function CompanionList({ kind, listId, items }: ListProps<Companion>) {
  const t = useT();
  const remove = useRemoveCompanion(kind, listId);
  return (
    <Section
      title={t('companions.people.title')}
      none={items.length === 0 ? t('companions.people.none') : null}
    >
      {items.map((companion) => {
        const name = `${companion.first_name} ${companion.last_name}`.trim();
        const since = longDate(companion.since, t.locale);
        return (
          <Row
            key={companion.user_id}
            line={
              <>
                <bdi className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">{name}</bdi>
                <RoleBadge role={companion.role} />
              </>
            }
            under={since ? t('companions.people.since', { date: since }) : null}
            action={{
              label: t('companions.people.remove'),
              ariaLabel: t('companions.people.removeLabel', { name }),
              icon: <UserMinus aria-hidden="true" />,
              disabled: remove.isPending && remove.variables.userId === companion.user_id,
              confirmTitle: t('companions.people.removeTitle', { name }),
              confirmText: t('companions.people.removeText', { kind }),
              onConfirm: () => remove.mutate({ userId: companion.user_id, name }),
            }}
          />
        );
      })}
    </Section>
  );
}

/** The invites that still open the list: their role, the address of one sent by mail, until when, "Revoke". */
export function OpenInviteList({ kind, listId, items }: ListProps<Invite>) {
  const t = useT();
  const revoke = useRevokeInvite(kind, listId);
  return (
    <Section
      title={t('companions.invites.title')}
      none={items.length === 0 ? t('companions.invites.none') : null}
    >
      {items.map((invite) => {
        const until = longDate(invite.expires_at, t.locale);
        const what = invite.email ?? t('companions.invites.byLink');
        const Icon = invite.email ? Mail : Link2;
        return (
          <Row
            key={invite.id}
            line={
              <>
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <bdi className="min-w-0 font-semibold break-all text-slate-900">{what}</bdi>
                <RoleBadge role={invite.role} />
              </>
            }
            under={until ? t('companions.invites.until', { date: until }) : null}
            action={{
              label: t('companions.invites.revoke'),
              ariaLabel: t('companions.invites.revokeLabel', { invite: what }),
              icon: <Trash2 aria-hidden="true" />,
              disabled: revoke.isPending && revoke.variables === invite.id,
              confirmTitle: t('companions.invites.revokeTitle'),
              confirmText: t('companions.invites.revokeText'),
              onConfirm: () => revoke.mutate(invite.id),
            }}
          />
        );
      })}
    </Section>
  );
}
