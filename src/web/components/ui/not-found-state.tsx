import { ArrowLeft, MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';

type NotFoundStateProps = {
  title: string;
  text?: string;
  back: { to: string; label: string };
};

/** Something that does not exist, is not the visitor's, or whose link no longer works; and the way back. */
export function NotFoundState({ title, text, back }: NotFoundStateProps) {
  return (
    <section className="flex flex-1 items-center justify-center px-6 py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-3xl bg-white shadow-card ring-1 ring-slate-200">
          <MapPinOff aria-hidden="true" className="size-8 text-brand-700" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight">{title}</h1>
        {text ? <p className="mt-3 text-slate-600">{text}</p> : null}
        <Button asChild size="lg" className="mt-8">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {back.label}
          </Link>
        </Button>
      </div>
    </section>
  );
}
