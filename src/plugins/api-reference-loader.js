// @ts-check
// A pass-through loader in front of the MDX loader for the API reference page. The page's
// content comes from the library's source and from which chapters exist in docs/ (it links
// only to those), not from api.mdx alone: declaring both folders as dependencies makes the
// bundler's persistent cache compile the page again when either changes, instead of serving
// a reference to the library as it was, or links to a chapter that has gone.

/**
 * @this {{ getOptions(): { libraryDir: string; docsDir: string }; addContextDependency(dir: string): void }}
 * @param {string} source
 */
module.exports = function apiReferenceLoader(source) {
  const { libraryDir, docsDir } = this.getOptions();
  this.addContextDependency(libraryDir);
  this.addContextDependency(docsDir);
  return source;
};
