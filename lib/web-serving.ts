/**
 * How the built web app is served, the same from the local stack (bin/static-files.ts) and from
 * CloudFront (lib/web-hosting.ts): its content security policy and the files at its top.
 */

/** Same origin only: the app talks to the API beside it and loads nothing from elsewhere. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The app's files at its top besides index.html, never cached (they name the current assets); the service worker's scope is their folder, /play/. */
export const TOP_FILES: readonly string[] = ['sw.js', 'manifest.webmanifest'];
