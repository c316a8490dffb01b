/**
 * One line saying why something failed, following the chain of causes, so an operator reads the reason
 * ("port taken", "lock file exists") and not only the outermost wrapper.
 */
export function failureReason(error: unknown): string {
  const reasons: string[] = [];
  const seen = new Set<unknown>();
  for (let current = error; current !== undefined && current !== null && !seen.has(current); ) {
    seen.add(current);
    const message = current instanceof Error ? current.message || current.name : String(current);
    if (message && !reasons.includes(message)) reasons.push(message);
    current = current instanceof Error ? current.cause : undefined;
  }
  if (error instanceof AggregateError) reasons.push(...error.errors.map(failureReason));
  return reasons.length > 0 ? reasons.join(': ') : 'no reason given';
}
