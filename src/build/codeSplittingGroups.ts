import type { CodeSplittingGroup } from "rolldown";
import type { UserConfig } from "vite";

/**
 * Adds code-splitting groups to a build's one output (for the plugins that shape the client's chunks:
 * Pixi's WebGL path, the parts that load together). Several outputs would need a choice: refused.
 */
export function addCodeSplittingGroups(
  config: UserConfig,
  plugin: string,
  groups: readonly CodeSplittingGroup[],
): void {
  const output = config.build?.rollupOptions?.output;
  if (output === undefined || Array.isArray(output))
    throw new Error(`${plugin}: expects one build.rollupOptions.output object`);
  const splitting = typeof output.codeSplitting === "object" ? output.codeSplitting : {};
  output.codeSplitting = { ...splitting, groups: [...(splitting.groups ?? []), ...groups] };
}
