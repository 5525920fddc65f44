/** What draws a message's `<tag>…</tag>`: given the tag's text, the part it becomes (text, or a link). */
export type TagFunction = (chunks: string) => unknown;
