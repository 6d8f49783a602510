/** Resolves in a new task (a zero timer): work after it no longer adds to the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
