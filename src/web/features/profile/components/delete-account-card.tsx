import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The one irreversible action on the page, set apart in red. */
export function DeleteAccountCard() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 border-red-200 bg-red-50/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div>
        <h2 className="text-base font-bold text-red-800">{t('profile.delete.heading')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('profile.delete.intro')}</p>
      </div>
      <DeleteAccountDialog />
    </Card>
  );
}
