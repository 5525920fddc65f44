/** Each item pads its own bottom: the drag library measures padding, but not gaps or sibling margins. */
export const tipItemClassName = 'pb-3';
