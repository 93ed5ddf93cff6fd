import { parseConfig } from "@aql-portal/api/config";
import { createServices } from "@aql-portal/api/services";
import type { Platform, RoleName } from "@aql-portal/shared";
import { stackInfo } from "./stack-info";

export const BULK_DOMAIN = "bulk.example.test";
const FIRST = [
  "Aisha",
  "Ben",
  "Chen",
  "Dana",
  "Emeka",
  "Fatima",
  "George",
  "Hana",
  "Ivan",
  "Jade",
  "Kwame",
  "Lucy",
  "Mehmet",
  "Nadia",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sanjay",
  "Tara",
];
const LAST = [
  "Ahmed",
  "Brown",
  "Chowdhury",
  "Davies",
  "Evans",
  "Fernando",
  "Green",
  "Hossain",
  "Islam",
  "Jones",
  "Khan",
  "Lewis",
  "Morgan",
  "Nguyen",
  "Okafor",
  "Patel",
  "Rahman",
  "Smith",
  "Taylor",
  "Yilmaz",
];
const ROLES: RoleName[] = ["INSPECTOR", "PLANNER", "REVIEWER", "SUPPLIER", "CLIENT_OPERATOR", "PENDING"];
const LOCATIONS = [
  { id: "BD-DAC", name: "Dhaka" },
  { id: "CN-SHA", name: "Shanghai" },
  { id: "TR-IST", name: "Istanbul" },
  { id: "GB-BFD", name: "Bradford" },
];

/** The n-th bulk user, so tests can predict names, emails, roles and locations. */
export function bulkUser(n: number) {
  const first = FIRST[n % FIRST.length] ?? "A";
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] ?? "B";
  const number = String(n).padStart(4, "0");
  return {
    name: `${first} ${last} ${number}`,
    email: `${first}.${last}.${number}@${BULK_DOMAIN}`.toLowerCase(),
    role: ROLES[n % ROLES.length] ?? "INSPECTOR",
    platform: ((n % 3) + 1) as Platform,
    location: LOCATIONS[n % LOCATIONS.length] ?? { id: "BD-DAC", name: "Dhaka" },
  };
}

/**
 * Puts `count` users on the test stack straight through the API's own repository (the API would take minutes
 * for thousands); does nothing if they are there already, so every test file may ask for them.
 */
export async function ensureBulkUsers(count: number, apiEnv = stackInfo().apiEnv): Promise<void> {
  const services = createServices(parseConfig(apiEnv));
  const last = bulkUser(count - 1);
  if (await services.users.findByEmail("demo", last.email)) return;
  for (let start = 0; start < count; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - start) }, async (_, i) => {
        const user = bulkUser(start + i);
        if (await services.users.findByEmail("demo", user.email)) return;
        await services.users.create("demo", {
          name: user.name,
          email: user.email,
          role: user.role,
          platform: user.platform,
          locations: [user.location],
          supplier: user.role === "SUPPLIER" ? { id: "SUP-DKW", name: "Dhaka Knitwear Ltd" } : null,
        });
      }),
    );
  }
}
