/** The headers a CloudFront response headers policy of the template adds (its security headers). */
import { resourcesOfType, type CfnTemplate } from './template.js';

interface SecurityHeadersConfig {
  ContentSecurityPolicy?: { ContentSecurityPolicy: string };
  ContentTypeOptions?: object;
  FrameOptions?: { FrameOption: string };
  ReferrerPolicy?: { ReferrerPolicy: string };
  StrictTransportSecurity?: { AccessControlMaxAgeSec: number; IncludeSubdomains?: boolean; Preload?: boolean };
  XSSProtection?: { Protection: boolean; ModeBlock?: boolean };
}

export function responseHeaderPolicies(template: CfnTemplate): Map<string, Record<string, string>> {
  return new Map(
    resourcesOfType(template, 'AWS::CloudFront::ResponseHeadersPolicy').map(([logicalId, resource]) => {
      const config = (resource.Properties!.ResponseHeadersPolicyConfig as { SecurityHeadersConfig?: SecurityHeadersConfig; CustomHeadersConfig?: { Items: { Header: string; Value: string }[] } });
      return [logicalId, { ...securityHeaders(config.SecurityHeadersConfig ?? {}), ...Object.fromEntries((config.CustomHeadersConfig?.Items ?? []).map((item) => [item.Header.toLowerCase(), item.Value])) }];
    }),
  );
}

function securityHeaders(config: SecurityHeadersConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  if (config.ContentSecurityPolicy) headers['content-security-policy'] = config.ContentSecurityPolicy.ContentSecurityPolicy;
  if (config.ContentTypeOptions) headers['x-content-type-options'] = 'nosniff';
  if (config.FrameOptions) headers['x-frame-options'] = config.FrameOptions.FrameOption;
  if (config.ReferrerPolicy) headers['referrer-policy'] = config.ReferrerPolicy.ReferrerPolicy;
  if (config.StrictTransportSecurity) {
    const sts = config.StrictTransportSecurity;
    headers['strict-transport-security'] = `max-age=${sts.AccessControlMaxAgeSec}${sts.IncludeSubdomains ? '; includeSubDomains' : ''}${sts.Preload ? '; preload' : ''}`;
  }
  if (config.XSSProtection) headers['x-xss-protection'] = config.XSSProtection.Protection ? `1${config.XSSProtection.ModeBlock ? '; mode=block' : ''}` : '0';
  return headers;
}
