// What the mf-config build factory gives every app's code (shell and remotes): their tsconfig
// includes this file, the one place these are declared.

/** The app's version, defined at build time (env REMOTE_VERSION or package.json). */
declare const __REMOTE_VERSION__: string;

/** CSS modules: class names by the names the stylesheet gives them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
