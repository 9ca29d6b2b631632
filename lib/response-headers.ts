import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { CONTENT_SECURITY_POLICY } from './web-serving.js';

/** A year of HTTPS only, for the host and its subdomains (the default *.cloudfront.net host is HTTPS-only anyway). */
const HSTS = { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true } as const;

/**
 * The app asks for none of these features: a page that is ever framed or injected cannot use them
 * either. (Notifications are a permission of their own, not a policy-controlled feature.)
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()';

/**
 * The web app's answers: the app's CSP, no sniffing, no framing, no referrer, HSTS, its own
 * browsing context group (COOP: a window it opens, or that opens it, cannot reach it) and the
 * features it never uses turned off.
 */
export function appResponseHeaders(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      strictTransportSecurity: HSTS,
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Cross-Origin-Opener-Policy', value: 'same-origin', override: true },
        { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true },
      ],
    },
  });
}

/**
 * The API's answers (JSON, never a page): no sniffing (a JSON body is never run as a script or
 * shown as HTML), HSTS, and no framing.
 */
export function apiResponseHeaders(scope: Construct, id: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    securityHeadersBehavior: {
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      strictTransportSecurity: HSTS,
    },
  });
}
