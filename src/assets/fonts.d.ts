/** Webpack asset modules (and Jest's file stub) turn a font import into its URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
