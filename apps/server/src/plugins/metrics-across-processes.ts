import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * GET /metrics with several server processes (decision 038): a scrape reaches any one of them,
 * so that one asks the primary, the primary asks every process that is serving for its figures
 * (prom-client's JSON), sums them with prom-client's aggregation and answers. Figures that come
 * from the database, the same in every process, are declared `aggregator: 'first'`.
 */

type Message =
  | { type: 'atelier:metrics'; id: number; text?: string; error?: string }
  | { type: 'atelier:metrics-collect'; id: number }
  | { type: 'atelier:metrics-collected'; id: number; metrics?: unknown[]; error?: string };

/** One answer's wait, in both directions: a process that hangs never holds a scrape forever. */
const WAIT_MS = 5_000;

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type.startsWith('atelier:metrics');

function answer(from: NodeJS.Process | Worker, id: number, type: Message['type']) {
  return new Promise<Message>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message) || message.type !== type || message.id !== id) return;
      done();
      resolve(message);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('a server process did not answer for its metrics'));
    }, WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      from.off('message', onMessage);
    };
    from.on('message', onMessage);
  });
}

let lastId = 0;

/** In a worker: answers the primary's requests for this process's figures. */
export function shareMetricsWithPrimary(registry: Registry) {
  process.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== 'atelier:metrics-collect') return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: 'atelier:metrics-collected', id: message.id, metrics }),
      (err: unknown) =>
        process.send?.({ type: 'atelier:metrics-collected', id: message.id, error: String(err) }),
    );
  });
}

/** In a worker: every serving process's figures, summed, in Prometheus's text format. */
export async function metricsOfEveryProcess(): Promise<string> {
  const id = ++lastId;
  const answered = answer(process, id, 'atelier:metrics');
  process.send!({ type: 'atelier:metrics', id } satisfies Message);
  const message = (await answered) as Extract<Message, { type: 'atelier:metrics' }>;
  if (message.text === undefined) throw new Error(`metrics of every process: ${message.error}`);
  return message.text;
}

/** In the primary: answers `worker`'s requests with the figures of every worker in `serving()`. */
export function serveMetricsTo(worker: Worker, serving: () => Worker[]) {
  worker.on('message', (message: unknown) => {
    if (!isMessage(message) || message.type !== 'atelier:metrics') return;
    collect(serving()).then(
      (text) =>
        worker.isConnected() && worker.send({ type: 'atelier:metrics', id: message.id, text }),
      (err: unknown) =>
        worker.isConnected() &&
        worker.send({ type: 'atelier:metrics', id: message.id, error: String(err) }),
    );
  });
}

async function collect(workers: Worker[]): Promise<string> {
  const id = ++lastId;
  const answers = await Promise.all(
    workers.map((worker) => {
      const answered = answer(worker, id, 'atelier:metrics-collected');
      worker.send({ type: 'atelier:metrics-collect', id } satisfies Message);
      return answered;
    }),
  );
  const metrics = answers.map((a) => {
    const collected = a as Extract<Message, { type: 'atelier:metrics-collected' }>;
    if (!collected.metrics) throw new Error(collected.error ?? 'no metrics');
    return collected.metrics;
  });
  return AggregatorRegistry.aggregate(
    metrics as Parameters<typeof AggregatorRegistry.aggregate>[0],
  ).metrics();
}
