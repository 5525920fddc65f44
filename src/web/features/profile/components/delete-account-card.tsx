import { Card } from '../../../components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The one irreversible action on the page, set apart in red. */
export function DeleteAccountCard() {
  return (
    <Card className="flex flex-col gap-4 border-red-200 bg-red-50/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div>
        <h2 className="text-base font-bold text-red-800">Delete account</h2>
        <p className="mt-1 text-sm text-slate-700">
          Remove your account and everything in it for good. This cannot be undone.
        </p>
      </div>
      <DeleteAccountDialog />
    </Card>
  );
}
