/** Files webpack copies to /static/ and imports as their public URL. */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** Stylesheets webpack adds to the page, imported for that alone (TypeScript 6 checks such imports resolve). */
declare module '*.css';
