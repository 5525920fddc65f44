import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * A short text label shown on hover and keyboard focus of its single child. Each tooltip carries its own
 * provider so pages without tooltips never load the positioning code. A screen that cannot hover (a
 * phone) never shows one, so it draws the child alone: a list of tips has several per card, and each
 * cost its first render on a phone.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const canHover = useMediaQuery('(hover: hover)');
  if (!canHover) return children;
  return (
    <TooltipPrimitive.Provider delayDuration={200}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
