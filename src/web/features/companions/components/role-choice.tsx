import { useId } from 'react';
import { COMPANION_ROLES, type CompanionRole } from '../../../../shared/rules/list-roles.js';
import { useT } from '../../../lib/i18n';
import { ROLE_HINT_KEYS, ROLE_KEYS } from './shared-by-line';

type RoleChoiceProps = { value: CompanionRole; onChange: (role: CompanionRole) => void; disabled?: boolean };

/** "Can edit" or "Can view": two radio cards, each saying what the role allows. */
export function RoleChoice({ value, onChange, disabled = false }: RoleChoiceProps) {
  const t = useT();
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-800">{t('companions.invite.roleLegend')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {COMPANION_ROLES.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-300 transition-colors hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600"
          >
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => onChange(role)}
              className="mt-0.5 size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-900">{t(ROLE_KEYS[role])}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{t(ROLE_HINT_KEYS[role])}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
