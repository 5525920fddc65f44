import { Search } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { showError } from '../../../components/ui/toast';
import { useT } from '../../../lib/i18n';

type FindTripCardProps = {
  /** The id in the address, so a mistyped one can be corrected in place. */
  initialTripId?: string;
  /** Called with the trimmed id. */
  onFind: (tripId: string) => void;
  /** The last lookup found no trip by this page's id or token: said above the form. */
  notFoundBy?: 'id' | 'token';
};

/** Shown when the page knows no trip yet: the friend types the id they were given. */
export function FindTripCard({ initialTripId = '', onFind, notFoundBy }: FindTripCardProps) {
  const t = useT();
  const [tripId, setTripId] = useState(initialTripId);
  const notice =
    notFoundBy === 'id'
      ? t('public.find.notFoundId')
      : notFoundBy === 'token'
        ? t('public.find.notFoundLink')
        : t('public.find.text');

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = tripId.trim();
    if (trimmed === '') {
      showError(t('public.find.required'), t('public.find.requiredText'));
      return;
    }
    onFind(trimmed);
  }

  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-4 py-10 sm:py-16">
      <Card className="h-fit w-full max-w-md p-6 sm:p-8">
        <span
          aria-hidden="true"
          className="mb-5 flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        >
          <Search className="size-6" />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight">{t('public.find.title')}</h1>
        <p className="mt-2 text-slate-600">{notice}</p>
        <form onSubmit={handleSubmit} noValidate className="mt-6 space-y-4">
          <FormField
            label={t('public.find.label')}
            name="tripId"
            value={tripId}
            onChange={(event) => setTripId(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <Button type="submit" size="lg" className="w-full">
            {t('public.find.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
