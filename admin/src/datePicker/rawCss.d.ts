/** A stylesheet imported as its text (`?raw`, admin/rspack.config.ts). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
