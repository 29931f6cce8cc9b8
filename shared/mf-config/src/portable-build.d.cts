// Types of portable-build.cjs for its tests.
import type { Compiler, Module } from 'webpack';

export class PortableModuleIdsPlugin {
  apply(compiler: Compiler): void;
}
export function portableName(module: Pick<Module, 'identifier'>, context: string, root?: object): string;
export function sortedStats<Stats extends object>(data: { stats: Stats }): Stats;
