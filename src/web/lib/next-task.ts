/**
 * Resolves in a task of its own, so that work before and after it are two tasks rather than one long one.
 * A message is used rather than a timer: nested timers are held back 4 ms each.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
