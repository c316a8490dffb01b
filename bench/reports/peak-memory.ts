/** Samples the process's memory while a step runs: the peak resident set and heap, in MB. */
export async function withPeakMemory<T>(
  step: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number; peakHeapMb: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 50);
  try {
    const result = await step();
    sample();
    return { result, peakRssMb: Math.round(rss / 2 ** 20), peakHeapMb: Math.round(heap / 2 ** 20) };
  } finally {
    clearInterval(timer);
  }
}
