// Loaded into the upload benchmark's server instance only: the delay of the instance's event loop, as
// perf_hooks samples it, read by the benchmark over the IPC channel the instance was started with
// (`reset` before the uploads, `read` after them). Every other request waits at least this long.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
const ms = (nanoseconds) => Math.round(nanoseconds / 1e5) / 10;

process.on('message', (message) => {
  if (message === 'loop-delay:reset') {
    histogram.reset();
    process.send?.({ loopDelay: 'reset' });
  } else if (message === 'loop-delay:read') {
    process.send?.({
      loopDelay: { p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count },
    });
  }
});
// The channel must not keep the instance alive once the server has closed.
process.channel?.unref();
