/** The fairness check, in the browser: SHA-256 of the revealed seed (UTF-8) equals the published commitment. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function dealVerified(seed: string, commitment: string): Promise<boolean> {
  return (await sha256Hex(seed)) === commitment;
}
