// Writes a remote's Node entry from its exposes map (mf-config's remoteServerConfig): the same
// modules the browser container exposes, under the same names, in one CommonJS object, so the
// edge finds a page by the name the registry's contract check holds the browser build to.
module.exports = function serverEntry() {
  const { exposes } = this.getOptions();
  const entries = Object.entries(exposes).map(([name, file]) => `  ${JSON.stringify(name)}: require(${JSON.stringify(file)}),`);
  return `module.exports.exposes = {\n${entries.join('\n')}\n};\n`;
};
