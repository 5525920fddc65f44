import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** Shown to administrators only: the panel has no place in the header. */
export function AdminLinkCard() {
  const t = useT();
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:px-8">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-5">
          <ShieldCheck aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-base font-bold text-slate-900">{t('profile.admin.heading')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('profile.admin.intro')}</p>
        </div>
      </div>
      <Button asChild variant="secondary">
        <Link to={PAGES.admin.href()}>{t('profile.admin.open')}</Link>
      </Button>
    </Card>
  );
}
