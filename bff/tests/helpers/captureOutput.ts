/** A command's standard output and error as arrays, and the two writers that fill them. */
export function captureOutput() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    write: [(text: string) => out.push(text), (text: string) => err.push(text)] as const,
  };
}
