// A font file imported by a module is its URL in the build (dist/assets/<name>.<hash>.woff2);
// in tests, the same path without the hash, so a test can still tell which file a URL names.
module.exports = {
  process(_source, filename) {
    const name = /[^\\/]+$/.exec(filename)[0];
    return { code: `module.exports = ${JSON.stringify(`/assets/${name}`)};` };
  },
};
