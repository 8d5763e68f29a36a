/**
 * For `stageOf` and the models' readers: a fact the caller needs, which must be there (a missing one
 * is a bug). A file of its own, apart from the flow kernel, so a board that reads a model does not
 * load the kernel with it (issue #34).
 */
export function fact<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the stage needs ${what}, which is not set`);
  return value;
}
