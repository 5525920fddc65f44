import { Popover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

type FloatingPlacePanelProps = {
  anchor: RefObject<HTMLTextAreaElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  onEscape: () => void;
  children: ReactNode;
};

/**
 * The search panel floating under the entry on wide screens. It sits in its own layer,
 * so a dialog around the entry neither clips it nor closes when it is used; it turns above the entry when
 * there is no room below. The entry keeps focus throughout.
 */
export function FloatingPlacePanel({ anchor, panelRef, onEscape, children }: FloatingPlacePanelProps) {
  return (
    <Popover.Root open modal={false}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          ref={panelRef}
          // A container for the list, not a dialog of its own.
          role={undefined}
          side="bottom"
          align="start"
          sideOffset={8}
          collisionPadding={12}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onEscape();
          }}
          // A click elsewhere moves focus away from the entry, which closes the search by itself.
          onInteractOutside={(event) => event.preventDefault()}
          // At most 300 px high, at least 300 px wide; smaller where the window has no room.
          className="z-50 flex max-h-[min(300px,var(--radix-popover-content-available-height))] w-[var(--radix-popover-trigger-width)] min-w-[300px] flex-col"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
