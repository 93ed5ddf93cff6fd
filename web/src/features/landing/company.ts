import { t } from "@lingui/core/macro";
import { webRoutes } from "@aql-portal/shared";

/**
 * The provider's public contact details, shown on the landing and contact pages. Placeholders: the phone
 * number is in Ofcom's range reserved for drama, the domain is a reserved example domain and the street is
 * made up; a deployment replaces them. Names and the address are data; the tagline and the hours are words,
 * made in the language shown when they are read.
 */
export const company = {
  name: "AQL Portal",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the company's registered name: a fact, in every language
  legalName: "AQL Portal Ltd",
  tagline: () => t`Supply-chain visibility for quality-led retailers`,
  email: "hello@aqlportal.example",
  phone: "+44 20 7946 0321",
  phoneHref: "tel:+442079460321",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a postal address: written as the post reads it, in any language
  address: ["Quality House, 1 Example Row", "Manchester", "M1 1AA", "United Kingdom"],
  hours: () => t`Monday to Friday, 8:30 to 17:30 UK time`,
  contactPath: webRoutes.contactUs,
  homePath: webRoutes.main,
} as const;
