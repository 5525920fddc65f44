/** Reads a Server-Sent Events stream from a real HTTP server and hands out events as they arrive. */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';

  async function next(timeoutMs = 5000): Promise<{ event: string; data: unknown }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const queued = events.shift();
      if (queued) return queued;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event arrived in time');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no event arrived in time')), remaining);
      });
      const { value, done } = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (done) throw new Error('the event stream ended');
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as unknown });
      }
    }
  }

  return { status: response.status, headers: response.headers, next, close: () => controller.abort() };
}
