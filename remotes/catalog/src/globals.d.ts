/** This remote's version, defined at build time by the mf-config factory (env REMOTE_VERSION or package.json). */
declare const __REMOTE_VERSION__: string;

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
