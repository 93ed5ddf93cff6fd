export { DEMO_USERS, type DemoUser } from "./demo-users";
export { RETAILER_LISTS, seedTenant } from "./seed";
export { seedDemoTenant } from "./demo-tenant";
export { seedDemoData, type DemoDataResult } from "./demo-data";
export { createAdministrator, type CreateAdministratorResult } from "./administrator";
