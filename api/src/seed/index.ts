export { DEMO_USERS, type DemoUser } from "./demo-users";
export { seedTenant } from "./seed";
