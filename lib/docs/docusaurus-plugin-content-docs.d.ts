/**
 * A typed Docusaurus sidebars.ts imports its type from the docs plugin (`import type { SidebarsConfig }
 * from '@docusaurus/plugin-content-docs'`), a package this project has no use for: the names it takes
 * from there are declared here as the sidebars file's own types, so such a file type-checks as it is.
 */
declare module '@docusaurus/plugin-content-docs' {
  export type SidebarsConfig = import('./sidebars-schema').SidebarsFile;
  export type SidebarConfig = SidebarsConfig[string];
  export type SidebarItemConfig = import('./sidebars-schema').SidebarItemInput;
}
