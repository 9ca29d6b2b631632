/**
 * The OpenAPI document's `servers`: the one part of it that depends on the deployment (its public
 * URL, known only once deployed), so the api Lambda's document made while bundling gets it per
 * process (./bundled-openapi.ts), from the same function the generator uses (./openapi.ts).
 */
export function openApiServers(publicUrl: string | null): { url: string; description: string }[] {
  // Without a public URL (the local stack), the server that serves this document.
  return [{ url: publicUrl ?? '/', description: publicUrl ? 'this deployment' : 'the server that serves this document' }];
}
