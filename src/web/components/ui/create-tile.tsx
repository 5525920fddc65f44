import { Plus } from 'lucide-react';
import { Link } from 'react-router';

/** The dashed "Create New …" tile among a dashboard's cards. */
export function CreateTile({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="group flex h-full min-h-44 flex-col items-center justify-center gap-3 rounded-3xl border-2 border-dashed border-slate-300 bg-white/60 p-5 text-center transition-colors hover:border-brand-600 hover:bg-brand-50/60"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition-transform group-hover:scale-105">
        <Plus aria-hidden="true" className="size-6" />
      </span>
      <span className="text-base font-bold text-slate-900">{label}</span>
    </Link>
  );
}
