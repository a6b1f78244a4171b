/**
 * Messages shared by the build's checks and the browser. Kept apart from the schema so that the
 * navbar's client code does not bring zod into every page.
 */

/** The message for an unknown navbar item type, worded as Docusaurus words it. */
export function unknownNavbarItemMessage(type: unknown): string {
  return `No NavbarItem component found for type "${String(type)}".`;
}
