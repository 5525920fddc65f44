import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/** The brand mark: a map pin with a star, the same drawing as the favicon. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="tiplist-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0ea5e9" />
          <stop offset="1" stopColor="#0d9488" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#tiplist-logo-gradient)" />
      <path
        d="M16 6.5c-4.1 0-7.5 3.2-7.5 7.3 0 5.3 6.3 10.9 6.9 11.4a.9.9 0 0 0 1.2 0c.6-.5 6.9-6.1 6.9-11.4 0-4.1-3.4-7.3-7.5-7.3Z"
        fill="#fff"
      />
      <path d="m16 10.2 1.1 2.3 2.5.4-1.8 1.7.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.7 2.5-.4Z" fill="#f59e0b" />
    </svg>
  );
}

/** Logo and word mark as one link; the accessible name says where it leads. */
export function LogoLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn('inline-flex items-center gap-2.5 rounded-xl text-slate-900', className)}
    >
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight">Tiplist</span>
    </Link>
  );
}
