import { useLayoutEffect, useState } from 'react';

/** The room for text inside a one-line field, and a way to measure a text in the field's font. */
function measurerOf(field: HTMLInputElement): { room: () => number; width: (text: string) => number } | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  return {
    room: () => {
      const style = getComputedStyle(field);
      return field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    },
    width: (text) => {
      const style = getComputedStyle(field);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(text).width;
    },
  };
}

/**
 * The first of the placeholders, longest first, that fits whole the one-line field found inside the element
 * given to `measureWithin`: a phone gets the shorter example instead of one cut off at the field's edge. It
 * is chosen again when the field's width changes and once the page's font has loaded.
 */
export function useFittingPlaceholder(placeholders: readonly string[]) {
  const [wrapper, setWrapper] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState(0);
  const key = placeholders.join('\n');

  useLayoutEffect(() => {
    const choices = key.split('\n');
    const field = wrapper?.querySelector('input');
    const measurer = field && choices.length > 1 ? measurerOf(field) : null;
    if (!field || !measurer) return;
    let live = true;
    const fit = () => {
      if (!live) return;
      const room = measurer.room();
      const index = choices.findIndex((text) => measurer.width(text) <= room);
      setChosen(index === -1 ? choices.length - 1 : index);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(field);
    void document.fonts.ready.then(fit);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [wrapper, key]);

  return { measureWithin: setWrapper, placeholder: placeholders[Math.min(chosen, placeholders.length - 1)] };
}
