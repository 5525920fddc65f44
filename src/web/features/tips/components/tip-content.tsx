import { MapPin } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import { layoutTipContent, type TipPlace } from '../tip-content-parts';

type TipContentProps = {
  content: string;
  place?: TipPlace;
  className?: string;
  /** Classes for the text only, not the place chip (e.g. the strike-through of a done tip). */
  textClassName?: string;
  /** Where the place links to instead of a map at its coordinates (another site, opened in a new tab). */
  placeHref?: string;
  /** Renders the place link itself, e.g. as a link within the app; the page passes it, so this stays router-free. */
  renderPlaceLink?: PlaceLinkRender;
};

export type PlaceLinkRender = (link: { className: string; children: ReactNode }) => ReactNode;

/** rel for links people typed: no access to this page, no referrer, no ranking credit. */
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

const linkClass =
  'rounded-sm font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-800 hover:decoration-brand-800';

/**
 * A tip's text with its web links and tagged place made clickable. Content is only ever rendered as text
 * nodes: markup people typed (HTML, javascript: links, images) shows as the characters they typed.
 */
type PlaceLinkProps = { href: string; className: string; children: ReactNode; render?: PlaceLinkRender };

/** The place link: as the page renders it, or in a new tab. */
function PlaceLink({ href, className, children, render }: PlaceLinkProps) {
  if (render) return render({ className, children });
  return (
    <a href={href} {...EXTERNAL} className={className}>
      {children}
    </a>
  );
}

export function TipContent(props: TipContentProps) {
  const { content, place, className, textClassName, placeHref, renderPlaceLink } = props;
  const t = useT();
  const { parts, placeChip } = layoutTipContent(content, place, placeHref);
  const mapSuffix = <span className="sr-only"> {t('public.tip.onMap')}</span>;
  return (
    <div className={className}>
      <p dir="auto" className={cn('break-words whitespace-pre-wrap', textClassName)}>
        {parts.map((part, index) => {
          if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
          if (part.kind === 'link') {
            return (
              <a key={index} href={part.href} {...EXTERNAL} className={linkClass}>
                {part.text}
              </a>
            );
          }
          return (
            <PlaceLink key={index} href={part.href} className={linkClass} render={renderPlaceLink}>
              <MapPin className="me-0.5 inline size-3.5 -translate-y-px" aria-hidden="true" />
              {part.text}
              {mapSuffix}
            </PlaceLink>
          );
        })}
      </p>
      {placeChip ? (
        <PlaceLink
          href={placeChip.href}
          render={renderPlaceLink}
          className="mt-2 inline-flex min-h-8 max-w-full items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100 transition-colors hover:bg-brand-100"
        >
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {'label' in placeChip ? (
            <span dir="auto" className="truncate">
              {placeChip.label}
            </span>
          ) : (
            <span className="truncate">{t(placeChip.labelKey)}</span>
          )}
          {mapSuffix}
        </PlaceLink>
      ) : null}
    </div>
  );
}
