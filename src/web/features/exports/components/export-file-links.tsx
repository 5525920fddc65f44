import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { EXPORT_FILES, type ExportHref } from '../export-files';

type ExportFileLinksProps = { hrefOf: ExportHref; className?: string; linkClassName?: string };

/** One link per file, each naming what it opens in; the browser saves what the link answers. */
export function ExportFileLinks({ hrefOf, className, linkClassName }: ExportFileLinksProps) {
  const t = useT();
  return (
    <ul className={className}>
      {EXPORT_FILES.map(({ format, label, use }) => (
        <li key={format}>
          <a
            href={hrefOf(format)}
            download
            className={cn(
              'flex min-h-11 flex-col justify-center rounded-xl px-3 py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
              linkClassName,
            )}
          >
            <span className="text-sm font-semibold text-slate-900">{label}</span>
            <span className="text-xs text-slate-600">{t(use)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
