/** A Downhill card on its face, in every language: "7", "−2", ">>>" (codes "7c", "m2a", "swa"; docs/rules/downhill.md §2). */
export function face(code: string): string {
  if (code.startsWith('m2')) return '−2';
  if (code.startsWith('sw')) return '>>>';
  return String(Number.parseInt(code, 10));
}
