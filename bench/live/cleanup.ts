/**
 * Undo steps run last-in first-out, each even if an earlier one failed, so
 * a failed run still stops the server and PostgreSQL and removes its files.
 */
export class Cleanup {
  readonly #steps: Array<{ name: string; run: () => Promise<void> }> = [];

  add(name: string, run: () => Promise<void>): void {
    this.#steps.push({ name, run });
  }

  async runAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const step of this.#steps.splice(0).reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`[bench:live] cleanup "${step.name}" failed:`, error);
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, 'cleanup failed');
  }
}
