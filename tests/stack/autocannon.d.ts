// autocannon ships no types; this covers the part of its API the load spec uses.
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path: string;
      headers?: Record<string, string>;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Seconds before a request counts as a timeout (10 by default). */
      timeout?: number;
      /** Each connection goes through these in turn, then starts over. */
      requests?: Request[];
    }

    interface Histogram {
      average: number;
      mean: number;
      p50: number;
      p99: number;
      max: number;
      total: number;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  export = autocannon;
}
