/**
 * The id of the data block in which the server names the files of a page's catalogues, in the page's
 * language (decision 068): `{ "friend": "/assets/friend-….js", … }`. The page fetches them by name, so its
 * first load carries no table of every language's files.
 */
export const PAGE_CATALOGUES_DATA_ID = 'tiplist-catalogues';

/** The data block naming `files`, for the end of a page's `<head>` (file names are the build's, not a person's). */
export const pageCataloguesBlock = (files: Readonly<Record<string, string>>) =>
  `<script type="application/json" id="${PAGE_CATALOGUES_DATA_ID}">${JSON.stringify(files)}</script>`;
