/** Takes a reading now, every `everyMs`, and once more when stopped; each stamped with seconds since the start. */
export function sampleEvery<Reading extends object>(everyMs: number, read: () => Reading): { stop(): Array<Reading & { at: number }> } {
  const started = Date.now();
  const samples: Array<Reading & { at: number }> = [];
  const take = () => samples.push({ ...read(), at: (Date.now() - started) / 1000 });
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
