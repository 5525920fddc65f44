/** What a chat app reads of a page for a link's card: its meta tags by name or property, and its title. */
export function linkCardTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, name = '', content = ''] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  ))
    tags[name] = content;
  tags.title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return tags;
}
