import { ArrowLeft, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { useT } from '../../../lib/i18n';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** What a signed-in user who is not an admin sees at /admin; the admin API is never asked. */
export function AccessDenied() {
  const t = useT();
  return (
    <StatusCard
      tone="error"
      icon={<ShieldX />}
      title={t('admin.denied.title')}
      text={t('admin.denied.text')}
      action={
        <Button asChild size="lg">
          <Link to={PAGES.dashboard.href()}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t('admin.denied.back')}
          </Link>
        </Button>
      }
    />
  );
}
