import type { Platform, RoleName, UserStatus } from "@aql-portal/shared";

export interface DemoUser {
  email: string;
  name: string;
  role: RoleName;
  status: UserStatus;
  platform: Platform;
  locationIds: string[];
  supplierId?: string;
  /** What the local sign-in page says about the account. */
  label: string;
}

/** The demo accounts: one per role, plus one awaiting approval and one blocked. */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: "admin@demo.local",
    name: "Alex Morgan",
    role: "ADMINISTRATOR",
    status: "ACTIVE",
    platform: 3,
    locationIds: ["GB-LDN"],
    label: "Administrator",
  },
  {
    email: "reviewer@demo.local",
    name: "Riya Shah",
    role: "REVIEWER",
    status: "ACTIVE",
    platform: 2,
    locationIds: ["GB-LDN"],
    label: "Reviewer",
  },
  {
    email: "planner@demo.local",
    name: "Peter Hughes",
    role: "PLANNER",
    status: "ACTIVE",
    platform: 2,
    locationIds: ["GB-BFD"],
    label: "Planner",
  },
  {
    email: "supplier@demo.local",
    name: "Sadia Rahman",
    role: "SUPPLIER",
    status: "ACTIVE",
    platform: 2,
    locationIds: ["BD-DAC"],
    supplierId: "SUP-DKW",
    label: "Supplier",
  },
  {
    email: "inspector@demo.local",
    name: "Imran Hossain",
    role: "INSPECTOR",
    status: "ACTIVE",
    platform: 3,
    locationIds: ["BD-DAC"],
    label: "Inspector",
  },
  {
    email: "manager@demo.local",
    name: "Megan Clarke",
    role: "CLIENT_MANAGER",
    status: "ACTIVE",
    platform: 2,
    locationIds: ["GB-LDN"],
    label: "Client manager",
  },
  {
    email: "operator@demo.local",
    name: "Oliver Bennett",
    role: "CLIENT_OPERATOR",
    status: "ACTIVE",
    platform: 2,
    locationIds: ["GB-BFD"],
    label: "Client operator",
  },
  {
    email: "pending@demo.local",
    name: "Paula Green",
    role: "PENDING",
    status: "ACTIVE",
    platform: 2,
    locationIds: [],
    label: "Not yet approved",
  },
  {
    email: "blocked@demo.local",
    name: "Ben Lucas",
    role: "INSPECTOR",
    status: "BLOCKED",
    platform: 3,
    locationIds: ["CN-SHA"],
    label: "Blocked",
  },
];
