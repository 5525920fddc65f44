/** What other features may use of imports: reading a file into a preview, off the event loop. */
export { previewFileOffLoop } from './preview-off-loop.js';
