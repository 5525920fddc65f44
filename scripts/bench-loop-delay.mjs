// Loaded into the benchmark's server instances only: the event loop's delay, measured inside the instance
// (perf_hooks), as the benchmark asks for it over the IPC channel: "loop-delay:reset" starts a window,
// "loop-delay:read" answers what the loop waited in it (ms). A long synchronous task (drawing a page, say)
// shows as a delay every other request on the instance waited too.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const send = process.send?.bind(process);
if (isMainThread && send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The channel must not keep the instance alive once it has been asked to stop.
  process.channel?.unref();
  const ms = (/** @type {number} */ nanoseconds) => Math.round(nanoseconds / 1e5) / 10;
  process.on('message', (message) => {
    if (message === 'loop-delay:reset') {
      delay.reset();
      send({ type: message });
    } else if (message === 'loop-delay:read') {
      send({ type: message, maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)) });
    }
  });
}
