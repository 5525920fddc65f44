// Loaded into the benchmark's server instances only (with --expose-gc): SIGUSR2 asks for a full garbage
// collection. An idle Node process may hold freed objects for minutes, as no allocation calls for a
// collection; the leak test asks for one, so that what it measures is memory still held, not garbage.
const { gc } = globalThis;
if (typeof gc === 'function') process.on('SIGUSR2', () => gc());
