import type { CanaryDecision, DashboardReleases, PagePart, RemoteName, RunningCanary } from '@shop/contracts';
import { judgeDeployment } from './canary-analysis';
import type { VitalsSource } from './canary-watch';
import type { Environment } from './environment';
import type { HistoryAction } from './history-entry';
import type { RemoteRegistry } from './registry';
import type { Deployment } from './state';

/** The history's actions the canary analysis takes, as staff read them. */
const DONE: Partial<Record<HistoryAction, CanaryDecision['action']>> = { rollback: 'rolled back', canary: 'stepped', promote: 'promoted' };

/** The canary analysis's last decision on a remote, as staff read it: about which canary, and why. */
function decisionOf(remote: RemoteName, decision: NonNullable<Deployment['lastDecision']>): CanaryDecision | undefined {
  const action = DONE[decision.action];
  if (!action) return undefined;
  return {
    remote,
    at: decision.at,
    action,
    // A rollback's entry names the live version it went back to, and the canary it ended as `from`.
    version: action === 'rolled back' ? decision.from ?? decision.version : decision.version,
    percent: action === 'stepped' ? decision.percent ?? null : null,
    reason: decision.reason ?? '',
  };
}

/**
 * What the back office's dashboard shows of releases in `env`: each canary running, with the
 * verdict the canary analysis gives it on the figures so far (the same vitals, since the canary
 * began, that CanaryWatch judges by), and the analysis's last decision per remote, newest first.
 */
export async function releaseOverview(registry: RemoteRegistry, env: Environment, vitals: VitalsSource): Promise<DashboardReleases> {
  const canaries: RunningCanary[] = [];
  const decisions: CanaryDecision[] = [];
  for (const [remote, deployment] of Object.entries(await registry.deployments(env)) as Array<[RemoteName, Deployment]>) {
    const { canary } = deployment;
    if (canary) {
      const judgement = judgeDeployment(deployment, await vitals({ env, part: remote as PagePart, since: new Date(canary.since) }))!;
      canaries.push({ remote, live: deployment.live, version: canary.version, percent: canary.percent, since: canary.since, verdict: judgement.verdict, reason: judgement.reason });
    }
    const decision = deployment.lastDecision && decisionOf(remote, deployment.lastDecision);
    if (decision) decisions.push(decision);
  }
  return { canaries, decisions: decisions.sort((a, b) => b.at.localeCompare(a.at)) };
}
