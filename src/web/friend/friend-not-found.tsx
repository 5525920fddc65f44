import { Compass, Home } from 'lucide-react';
import { Button } from '../components/ui/button';
import { StatusCard } from '../components/ui/status-card';
import { useT } from '../lib/i18n';

/** Only reached by a path the server sent here but no friend page knows (the server filters the rest). */
export function FriendNotFound() {
  const t = useT();
  return (
    <StatusCard
      icon={<Compass />}
      title={t('public.notFound.title')}
      text={t('public.notFound.text')}
      action={
        <Button asChild size="lg">
          <a href="/">
            <Home aria-hidden="true" />
            {t('public.notFound.home')}
          </a>
        </Button>
      }
    />
  );
}
