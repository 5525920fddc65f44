/** Text placed in a mail's HTML part: names and links are shown, never read as markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
