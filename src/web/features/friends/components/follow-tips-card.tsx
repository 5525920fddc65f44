import { Eye } from 'lucide-react';
import { useState } from 'react';
import { followLinkEndpoints } from '../../../../shared/contracts/endpoints/follow-links.js';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { apiRequest } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { rich, useT } from '../../../lib/i18n';
import { rememberFollowLink } from '../follow-link-store';

interface FollowTipsCardProps {
  trip: { id: string; destination: string; owner: { first_name: string } };
  /** The send's receipt: only the tips it names can be followed. */
  receipt: string;
}

/**
 * "Follow your tips" on the thank-you page: a private page of what becomes of the tips just sent
 * (decision 062), remembered by this browser and opened at once.
 */
export function FollowTipsCard({ trip, receipt }: FollowTipsCardProps) {
  const t = useT();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  async function follow() {
    setState({ busy: true, error: null });
    try {
      const { token, path } = await apiRequest(followLinkEndpoints.createFollowLink, {
        params: { id: trip.id },
        body: { receipt },
      });
      rememberFollowLink({ token, path, tripId: trip.id, destination: trip.destination });
      window.location.assign(path);
    } catch (error) {
      setState({ busy: false, error: errorText(t, error) });
    }
  }

  return (
    <Card className="mt-6 w-full p-6 text-start">
      <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Eye className="size-5 text-brand-700" aria-hidden="true" />
        {t('public.follow.title')}
      </h2>
      <p className="mt-2 text-pretty break-words text-slate-600">
        {rich(t, 'public.follow.text', { name: <bdi>{trip.owner.first_name}</bdi> })}
      </p>
      <Button
        size="lg"
        variant="secondary"
        className="mt-5 w-full"
        disabled={state.busy}
        onClick={() => void follow()}
      >
        {t('public.follow.title')}
      </Button>
      {state.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </Card>
  );
}
