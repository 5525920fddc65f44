// The image's HEALTHCHECK: exits 0 when the server in this container answers /api/health with 200 (which it
// does once its database answers), 1 otherwise. Run by node itself: the image has no curl.
const bound = process.env.HOST;
const host = !bound || bound === '0.0.0.0' ? '127.0.0.1' : bound === '::' ? '[::1]' : bound;
const port = process.env.PORT || '3000';

try {
  const response = await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(4_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
