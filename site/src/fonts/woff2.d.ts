// A font file imported by a module is a hashed asset of the build; the import is its URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
