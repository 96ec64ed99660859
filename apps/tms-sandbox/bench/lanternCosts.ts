/**
 * What each response costs a Lighthouse run's simulated LCP (issue 25; ADR 081). Lighthouse's mobile LCP
 * is not the page's own paint time but Lantern's simulation of the run's request and main-thread graph
 * on a slow phone and network, and it moves by 0.1–0.3 s from run to run on this machine. Asked of one
 * run's own graph, the question "what if this file were smaller" has an exact answer, free of that
 * noise: the same simulation with that response's bytes taken out. That ranks what to cut next.
 *
 * Lighthouse's computed artifacts are not a public API, but they are the very code the report's LCP
 * comes from (12.x: `core/computed/metrics/lantern-largest-contentful-paint.js`).
 */
import type { RunnerResult } from 'lighthouse';

/** What the simulation needs from a run (Lighthouse's artifact names). */
interface RunArtifacts {
  readonly Trace: unknown;
  readonly DevtoolsLog: DevtoolsMessage[];
  readonly GatherContext: unknown;
  readonly URL: unknown;
}

interface DevtoolsMessage {
  readonly method: string;
  readonly params: {
    readonly requestId?: string;
    readonly request?: { readonly url: string };
    encodedDataLength?: number;
  };
}

interface LanternLcp {
  request(data: unknown, context: { computedCache: Map<string, unknown> }): Promise<{ timing: number }>;
}

/** One response's cost: the LCP Lantern gives the run with the response (almost) empty. */
export interface LcpCost {
  /** The file, without its content hash. */
  readonly file: string;
  /** Bytes on the wire. */
  readonly kb: number;
  /** The simulated LCP without those bytes, and how much earlier that is, in ms. */
  readonly lcpWithoutMs: number;
  readonly savedMs: number;
}

/**
 * A built file's short name for the bench's notes: its path without `/assets/` and without the content
 * hash before its last extension (`/assets/createRuntimeFn-62c9670f.esm-B1iyY-1T.js` →
 * `createRuntimeFn-62c9670f.esm.js`).
 */
export function shortFileName(url: string): string {
  return new URL(url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

const lanternModule = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

async function simulatedLcp(
  artifacts: RunArtifacts,
  settings: unknown,
  log: DevtoolsMessage[],
): Promise<number> {
  const { LanternLargestContentfulPaint } = (await import(lanternModule)) as {
    LanternLargestContentfulPaint: LanternLcp;
  };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: log,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    simulator: null,
  };
  return (await LanternLargestContentfulPaint.request(data, { computedCache: new Map() })).timing;
}

/** The run's log with one request's bytes scaled down to 1 % (the request stays, as a tiny one). */
function withoutBytes(log: readonly DevtoolsMessage[], requestId: string): DevtoolsMessage[] {
  return log.map((message) => {
    if (message.params.requestId !== requestId || message.params.encodedDataLength === undefined)
      return message;
    if (message.method !== 'Network.loadingFinished' && message.method !== 'Network.dataReceived')
      return message;
    return {
      ...message,
      params: { ...message.params, encodedDataLength: Math.round(message.params.encodedDataLength / 100) },
    };
  });
}

/**
 * The `top` largest responses that started before the run's observed LCP, each with the simulated LCP
 * the run would have had without its bytes, largest saving first. Only a mobile run's figures are
 * meaningful for issue 25's bar (the desktop one barely throttles the network).
 */
export async function lcpCosts(result: RunnerResult, top = 12): Promise<{ lcpMs: number; costs: LcpCost[] }> {
  const artifacts = result.artifacts as unknown as RunArtifacts;
  const settings = result.lhr.configSettings;
  const log = artifacts.DevtoolsLog;
  const lcpMs = await simulatedLcp(artifacts, settings, log);
  const metrics = (result.lhr.audits['metrics']?.details as { items?: Record<string, number>[] } | undefined)
    ?.items?.[0];
  const observedLcp = metrics?.['observedLargestContentfulPaint'] ?? Number.POSITIVE_INFINITY;
  const requests = (
    (
      result.lhr.audits['network-requests']?.details as
        { items?: { url: string; transferSize: number; networkRequestTime: number }[] } | undefined
    )?.items ?? []
  )
    .filter((request) => request.networkRequestTime <= observedLcp && request.transferSize > 0)
    .toSorted((a, b) => b.transferSize - a.transferSize)
    .slice(0, top);
  const ids = new Map<string, string>();
  for (const message of log)
    if (message.method === 'Network.requestWillBeSent' && message.params.request && message.params.requestId)
      ids.set(message.params.request.url, message.params.requestId);
  const costs: LcpCost[] = [];
  for (const request of requests) {
    const id = ids.get(request.url);
    if (id === undefined) continue;
    const lcpWithoutMs = await simulatedLcp(artifacts, settings, withoutBytes(log, id));
    costs.push({
      file: shortFileName(request.url),
      kb: request.transferSize / 1024,
      lcpWithoutMs,
      savedMs: lcpMs - lcpWithoutMs,
    });
  }
  return { lcpMs, costs: costs.toSorted((a, b) => b.savedMs - a.savedMs) };
}

/** The costs as the bench's note lines. */
export function formatLcpCosts({ lcpMs, costs }: { lcpMs: number; costs: readonly LcpCost[] }): string[] {
  return [
    `    simulated LCP ${String(Math.round(lcpMs))} ms; its change without one response's bytes ` +
      '(the largest fetched before the paint; the simulation moves in steps, so equal figures are common):',
    ...costs.map((cost) => {
      const change = Math.round(-cost.savedMs);
      const signed = change < 0 ? `−${String(-change)}` : `+${String(change)}`;
      return `    ${`${signed} ms`.padStart(9)}  ${cost.kb.toFixed(1).padStart(6)} KB  ${cost.file}`;
    }),
  ];
}
