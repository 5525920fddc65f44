import { useRef, type RefObject } from 'react';

/** What Radix calls as a dialog's focus trap starts and ends; either may be prevented by the caller. */
type AutoFocusHandlers = {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
};

/** Around a control that has gone, the nearest of these still on the page takes focus: its list. */
const LANDING = '[role="tabpanel"], [role="list"], ul, ol, [role="region"], section, form';

const isLost = () => document.activeElement === null || document.activeElement === document.body;

const canTakeFocus = (element: HTMLElement) => element.isConnected && !element.matches(':disabled');

/** Focuses the opener's list if it is still there, else the page's heading (made focusable from script). */
function land(lineage: readonly HTMLElement[]): void {
  const landing =
    lineage.find((element) => element.isConnected && element.matches(LANDING)) ??
    document.querySelector<HTMLElement>('main h1');
  if (!landing) return;
  if (!landing.matches('a[href], button, input, select, textarea, [tabindex]')) landing.tabIndex = -1;
  landing.focus();
}

/**
 * Focus went back to the opener, but the action may still remove or disable it (a deleted card goes once
 * the server agrees): if focus then falls to the page's body, it lands on the opener's list instead. The
 * watch ends as soon as focus is elsewhere; if the opener is still there then, the person moved it.
 */
function guardOpener(opener: HTMLElement, lineage: readonly HTMLElement[]): void {
  const observer = new MutationObserver(() => {
    if (document.activeElement === opener) return;
    observer.disconnect();
    if (isLost() && !canTakeFocus(opener)) land(lineage);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
}

/**
 * Focus returns to the control that opened a dialog when it closes, however it closes and whether or not
 * the dialog has a Trigger (Radix returns focus only to its Trigger, so a dialog opened from a card's
 * button or a menu left focus on the page's body). When that control is gone, its list or the page's
 * heading takes focus; the screen reader then says where the person is.
 */
export function useReturnFocus(
  props: AutoFocusHandlers,
  returnFocusTo?: RefObject<HTMLElement | null>,
): Required<AutoFocusHandlers> {
  const opened = useRef<{ opener: HTMLElement | null; lineage: HTMLElement[] }>({
    opener: null,
    lineage: [],
  });
  return {
    onOpenAutoFocus(event) {
      // Called before the dialog takes focus: what has it now opened the dialog.
      const active = document.activeElement;
      const opener = active instanceof HTMLElement && active !== document.body ? active : null;
      const lineage: HTMLElement[] = [];
      for (let element = opener?.parentElement; element; element = element.parentElement) {
        lineage.push(element);
      }
      opened.current = { opener, lineage };
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      props.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const opener = returnFocusTo?.current ?? opened.current.opener;
      const { lineage } = opened.current;
      if (!opener) {
        // Nothing had focus (a browser that does not focus a clicked button): Radix's Trigger, if any.
        queueMicrotask(() => {
          if (isLost()) land([]);
        });
        return;
      }
      event.preventDefault();
      if (canTakeFocus(opener)) {
        opener.focus();
        guardOpener(opener, lineage);
        return;
      }
      land(lineage);
    },
  };
}
