// Types of server-build.cjs for the TypeScript callers (the registry's contract check, the edge).
export interface ShellBuild {
  sharedModules: Record<string, unknown>;
  RENDER_PROTOCOL?: number;
}
export const SERVER_BUILD: string;
export function loadShellBuild(file: string): ShellBuild;
export function loadRemoteBuild(file: string, shell: ShellBuild): Record<string, { default?: unknown } | undefined>;
