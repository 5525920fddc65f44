import { Link2, MapPinned, MessageCircleHeart, type LucideIcon } from 'lucide-react';

type Step = { icon: LucideIcon; title: string; text: string; tint: string };

const steps: Step[] = [
  {
    icon: MapPinned,
    title: 'Tell us your destination',
    text: 'Add the city you are heading to and, if you like, the kind of tips you are hoping for.',
    tint: 'bg-sky-100 text-sky-800',
  },
  {
    icon: Link2,
    title: 'Share trip details via a simple link',
    text: 'Send one link to friends in any chat. They can answer in a minute, no account needed.',
    tint: 'bg-teal-100 text-teal-800',
  },
  {
    icon: MessageCircleHeart,
    title: 'Get recommendations from friends',
    text: 'Tips arrive sorted into categories, with places pinned on a map and ready to tick off.',
    tint: 'bg-amber-100 text-amber-800',
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">How it works</p>
          <h2 id="how-it-works-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Three steps to a trip full of tips
          </h2>
        </div>
        <ol className="mt-10 grid sm:mt-14 gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-3xl bg-white p-7 shadow-card ring-1 ring-slate-200/80"
            >
              <div className="flex items-center justify-between">
                <span className={`flex size-12 items-center justify-center rounded-2xl ${step.tint}`}>
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="text-4xl font-extrabold text-slate-200">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-bold text-slate-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
