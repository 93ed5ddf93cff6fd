export { DEMO_USERS, type DemoUser } from "./demo-users";
export { seedTenant } from "./seed";
export { seedDemoData, type DemoDataResult } from "./demo-data";
