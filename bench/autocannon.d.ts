// The part of autocannon's API the HTTP benchmark uses (the package ships no types).
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string> };

  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    requests?: {
      method?: string;
      setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    }[];
  };

  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  };

  type Result = {
    url: string;
    duration: number;
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };

  type Instance = PromiseLike<Result> & { on: (event: string, listener: () => void) => void };

  const autocannon: (options: Options) => Instance;
  export default autocannon;
}
