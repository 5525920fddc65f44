import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LogoMark } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';

type AuthCardProps = {
  title: string;
  subtitle: string;
  /** Changes when the card switches view, so focus can follow the new heading. */
  viewKey: string;
  /** Replaces the logo above the title, for screens that report a problem. */
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The framed page behind sign-in, sign-up and password screens: back to home, logo, title, form. */
export function AuthCard({ title, subtitle, viewKey, icon, children, footer }: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstViewKey = useRef(viewKey);
  // Sign-in is drawn at build time and painted before its code arrives: until then its fields and
  // buttons are disabled, or a quick visitor's submit would send the form as a plain page request (the
  // password in the address) and what they typed would not be the form's.
  const hydrated = useHydrated();
  const t = useT();

  useEffect(() => {
    // Announce a switched view to screen readers; leave focus alone on first arrival.
    if (viewKey !== firstViewKey.current) headingRef.current?.focus();
  }, [viewKey]);

  return (
    <div className="relative flex min-h-dvh flex-col bg-gradient-to-b from-sky-100 via-sky-50 to-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_at_top_right,rgb(45_212_191/0.18),transparent_60%)]"
      />
      <header className="relative mx-auto flex w-full max-w-5xl items-center px-4 py-4 sm:px-6">
        <Link to="/" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), '-ms-2')}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('auth.back')}
        </Link>
      </header>
      <main className="relative flex flex-1 items-start justify-center px-4 pt-2 pb-16 sm:items-center sm:px-6 sm:pt-0">
        <Card className="w-full max-w-md p-6 sm:p-9">
          <div className="mb-7 flex flex-col items-center text-center">
            <div className="mb-5">{icon ?? <LogoMark className="size-12" />}</div>
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-extrabold tracking-tight text-slate-900 outline-none sm:text-3xl"
            >
              {title}
            </h1>
            <p className="mt-2 text-sm text-slate-600 sm:text-base">{subtitle}</p>
          </div>
          <fieldset disabled={!hydrated} className="min-w-0">
            {children}
            {footer ? (
              <div className="mt-7 space-y-3 border-t border-slate-100 pt-6 text-center">{footer}</div>
            ) : null}
          </fieldset>
        </Card>
      </main>
    </div>
  );
}

/** A text button that switches between the auth views. */
export function AuthSwitchButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="cursor-pointer rounded-md text-sm text-slate-600 hover:text-slate-900 [&_strong]:font-semibold [&_strong]:text-brand-700 hover:[&_strong]:underline"
    >
      {children}
    </button>
  );
}
