/** Writes the compiled catalogues of src/shared/i18n/messages (decision 068). */
export function compileMessages(): void;
export function readCatalogues(messages?: string): Record<string, Record<string, Record<string, string>>>;
export function readBundles(): Record<string, string[]>;
export const SOURCE: 'en';
