/**
 * Lets the event loop run what waits (other requests, timers, I/O) before going on: long work in steps
 * calls it between steps, so no step holds other requests up for long (docs/security.md).
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
