import type { CfnResource } from 'aws-cdk-lib';

/** Where each suppression's reason is written in the template, beside cfn-lint's own setting. */
export const CFN_LINT_REASONS = 'turnpost:cfn-lint-reasons';

/**
 * Turns off one cfn-lint rule on one resource, where it is (cfn-lint reads its per-resource
 * configuration from the resource's Metadata), with the reason written beside it.
 */
export function ignoreCfnLint(resource: CfnResource, rule: string, reason: string): void {
  const existing = (resource.getMetadata('cfn-lint') as { config?: { ignore_checks?: string[] } } | undefined)?.config?.ignore_checks ?? [];
  resource.addMetadata('cfn-lint', { config: { ignore_checks: [...new Set([...existing, rule])] } });
  resource.addMetadata(CFN_LINT_REASONS, { ...(resource.getMetadata(CFN_LINT_REASONS) as Record<string, string> | undefined), [rule]: reason });
}

/**
 * aws-cdk-lib's Function depends on its whole role construct, so that the role's policy exists
 * before the function can be invoked; the role itself is also referenced by GetAtt, which makes
 * that one entry of DependsOn redundant (W3005) but harmless. The policy's entry is the one that matters.
 */
export const FUNCTION_ROLE_DEPENDENCY = 'aws-cdk-lib makes a Function depend on its role construct so the role\'s policy exists first; the role\'s own DependsOn entry duplicates the GetAtt, harmlessly.';
