import { Download } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import type { ExportHref } from '../export-files';
import { ExportFileLinks } from './export-file-links';

/**
 * A shared page's downloads as plain links: they work before the page's script has arrived, and bring no
 * menu code to a page read on a phone.
 */
export function DownloadLinks({ hrefOf }: { hrefOf: ExportHref }) {
  const t = useT();
  return (
    <section
      aria-labelledby="download-links-title"
      className="mt-8 rounded-3xl bg-white/70 p-5 ring-1 ring-slate-200"
    >
      <h2 id="download-links-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Download aria-hidden="true" className="size-4 text-brand-700" />
        {t('public.export.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('public.export.description')}</p>
      <ExportFileLinks
        hrefOf={hrefOf}
        className="mt-3 grid gap-2 sm:grid-cols-2"
        linkClassName="ring-1 ring-slate-200"
      />
    </section>
  );
}
