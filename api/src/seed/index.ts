export { DEMO_USERS, type DemoUser } from "./demo-users";
export { seedTenant, TENANT_LIST_NAMES } from "./seed";
export { seedDemoTenant } from "./demo-tenant";
export { seedDemoData, type DemoDataResult } from "./demo-data";
export { createAdministrator, type CreateAdministratorResult } from "./administrator";
