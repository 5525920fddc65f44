import { ArrowLeft } from 'lucide-react';
import type { ReactNode, SubmitEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button, buttonVariants } from './button';
import { Card } from './card';

/** The "Back" link at the top of a page. */
export function BackLink({ to }: { to: string }) {
  const t = useT();
  return (
    <Link to={to} className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ms-3')}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {t('app.back')}
    </Link>
  );
}

type PageHeaderProps = {
  back: string;
  title: string;
  /** A line above the title (e.g. the destination of a guidebook). */
  eyebrow?: ReactNode;
  /** What goes under the title: its description and the like. */
  children?: ReactNode;
  /** The page's buttons, beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
};

/** The head of a trip or guidebook page: the way back, the title with its details, and the actions. */
export function PageHeader({ back, title, eyebrow, children, actions }: PageHeaderProps) {
  return (
    <header>
      <BackLink to={back} />
      <div className="mt-4 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {eyebrow}
          {/* The title is what its owner typed: in its own direction, in a page of either. */}
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            <bdi>{title}</bdi>
          </h1>
          {children}
        </div>
        {actions}
      </div>
    </header>
  );
}

type FormPageProps = {
  back: string;
  icon: ReactNode;
  title: string;
  intro: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** The fields of the form. */
  children: ReactNode;
  submitLabel: string;
  submitDisabled: boolean;
};

/** A page that is one form on a card (create a trip, create a guidebook), with the way back above it. */
export function FormPage(props: FormPageProps) {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('app.documentTitle', { title: props.title })}</title>
      <BackLink to={props.back} />
      <Card className="mt-4 p-6 sm:p-9">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 [&_svg]:size-6">
          {props.icon}
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{props.title}</h1>
        <p className="mt-2 text-slate-600">{props.intro}</p>
        <form onSubmit={props.onSubmit} className="mt-8 space-y-6">
          {props.children}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={props.submitDisabled}>
            {props.submitLabel}
          </Button>
        </form>
      </Card>
    </div>
  );
}
