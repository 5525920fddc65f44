import { ArrowRight, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TripPreview } from './trip-preview';
import { signUpHref } from '../../../../shared/pages/page-table.js';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-sky-100 via-sky-50 to-slate-50"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -right-24 size-96 rounded-full bg-teal-200/40 blur-3xl" />
        <div className="absolute top-40 -left-32 size-80 rounded-full bg-amber-100/60 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Plane aria-hidden="true" className="size-4" />
            Travel tips from the people you trust
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Collect and share travel tips <span className="text-brand-700">easily.</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed sm:text-lg text-pretty text-slate-700 lg:mx-0">
            Tell Tiplist where you&apos;re headed, send your friends one link, and watch their favourite
            places roll in: sorted by category, pinned on a map, ready for the trip.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={signUpHref()}>
                Plan your first trip
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="link" size="lg">
              <a href="#how-it-works">See how it works</a>
            </Button>
          </div>
        </div>
        <TripPreview />
      </div>
    </section>
  );
}
