/** Files webpack copies to /static/ and imports as their public URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}
