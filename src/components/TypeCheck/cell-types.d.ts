/** The checker's files (lib, declarations, the kit's globals), written at build time by src/plugins/cell-types.ts. */
declare module '@hitbook/cell-types' {
  const files: Readonly<Record<string, string>>;
  export default files;
}
