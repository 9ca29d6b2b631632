/**
 * The signer against AWS's published Signature Version 4 test suite (aws-sig-v4-test-suite,
 * from https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html, also in
 * awslabs/aws-c-auth's tests/aws-signing-test-suite/v4): the suite's example credentials,
 * region us-east-1, service "service", 2015-08-30T12:36:00Z. The expected Authorization headers
 * below are copied from the suite's `.authz` files, not computed here.
 */
import { describe, expect, it } from 'vitest';
import { signRequest } from '../../functions/aws/sigv4.js';

const SUITE_CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const SUITE_SCOPE = { region: 'us-east-1', service: 'service' };
const SUITE_TIME = new Date('2015-08-30T12:36:00Z');

/** get-vanilla/get-vanilla.authz */
const GET_VANILLA =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
  'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31';

/** post-x-www-form-urlencoded/post-x-www-form-urlencoded.authz */
const POST_FORM =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=content-type;host;x-amz-date, ' +
  'Signature=ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a';

/** get-vanilla-query-order-key-case/get-vanilla-query-order-key-case.authz (GET /?Param2=value2&Param1=value1) */
const GET_QUERY_ORDER =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
  'Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500';

/** get-header-value-trim/get-header-value-trim.authz */
const GET_HEADER_VALUE_TRIM =
  'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;my-header1;my-header2;x-amz-date, ' +
  'Signature=acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736';

describe('SigV4, against the AWS test suite', () => {
  it('get-vanilla', () => {
    const headers = signRequest({ method: 'GET', host: 'example.amazonaws.com', path: '/', headers: {}, body: '' }, SUITE_SCOPE, SUITE_CREDENTIALS, SUITE_TIME);
    expect(headers.authorization).toBe(GET_VANILLA);
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
    expect(headers.host).toBe('example.amazonaws.com');
  });

  it('post-x-www-form-urlencoded: a signed content type and body', () => {
    const headers = signRequest(
      { method: 'POST', host: 'example.amazonaws.com', path: '/', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'Param1=value1' },
      SUITE_SCOPE,
      SUITE_CREDENTIALS,
      SUITE_TIME,
    );
    expect(headers.authorization).toBe(POST_FORM);
    expect(headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('get-header-value-trim: values trimmed, runs of spaces inside as one', () => {
    const headers = signRequest(
      { method: 'GET', host: 'example.amazonaws.com', path: '/', headers: { 'My-Header1': ' value1', 'My-Header2': ' "a   b   c"' }, body: '' },
      SUITE_SCOPE,
      SUITE_CREDENTIALS,
      SUITE_TIME,
    );
    expect(headers.authorization).toBe(GET_HEADER_VALUE_TRIM);
  });

  it('get-vanilla-query-order-key-case: query parameters signed in sorted order', () => {
    const headers = signRequest(
      { method: 'GET', host: 'example.amazonaws.com', path: '/', query: { Param2: 'value2', Param1: 'value1' }, headers: {}, body: '' },
      SUITE_SCOPE,
      SUITE_CREDENTIALS,
      SUITE_TIME,
    );
    expect(headers.authorization).toBe(GET_QUERY_ORDER);
  });

  it('signs the session token of temporary credentials (as Lambda gives them), and the same request again with the cached key', () => {
    const request = { method: 'GET', host: 'example.amazonaws.com', path: '/', headers: {}, body: '' };
    const withToken = signRequest(request, SUITE_SCOPE, { ...SUITE_CREDENTIALS, sessionToken: 'session' }, SUITE_TIME);
    expect(withToken['x-amz-security-token']).toBe('session');
    expect(withToken.authorization).toContain('SignedHeaders=host;x-amz-date;x-amz-security-token, ');
    expect(withToken.authorization).not.toBe(GET_VANILLA);
    // The day's derived key is cached: a second signature is the same, and another day's differs.
    expect(signRequest(request, SUITE_SCOPE, SUITE_CREDENTIALS, SUITE_TIME).authorization).toBe(GET_VANILLA);
    const nextDay = signRequest(request, SUITE_SCOPE, SUITE_CREDENTIALS, new Date('2015-08-31T12:36:00Z')).authorization;
    expect(nextDay).toContain('Credential=AKIDEXAMPLE/20150831/us-east-1/service/aws4_request');
    expect(nextDay.slice(-64)).not.toBe(GET_VANILLA.slice(-64));
  });
});
