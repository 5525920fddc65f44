import { ArrowLeft, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { StatusCard } from '../../../components/ui/status-card';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** What a signed-in user who is not an admin sees at /admin; the admin API is never asked. */
export function AccessDenied() {
  return (
    <StatusCard
      tone="error"
      icon={<ShieldX />}
      title="Access denied. Admin privileges required."
      text="The admin panel is only for the people who run this Tiplist. Your trips are on your dashboard."
      action={
        <Button asChild size="lg">
          <Link to={PAGES.dashboard.href()}>
            <ArrowLeft aria-hidden="true" />
            Back to My Trips
          </Link>
        </Button>
      }
    />
  );
}
