import type { HttpFunctionDefinition } from "../lib/http";
import type { QueueFunctionDefinition } from "../lib/queue";
import type { TimerFunctionDefinition } from "../lib/timer";
import { adminClientsList } from "./admin-clients-list";
import { analyticsActivity } from "./analytics-activity";
import { analyticsDefects } from "./analytics-defects";
import { analyticsInsights } from "./analytics-insights";
import { analyticsOverview } from "./analytics-overview";
import { analyticsSuppliers } from "./analytics-suppliers";
import { authLogin } from "./auth-login";
import { authLogout } from "./auth-logout";
import { authLogoutEverywhere } from "./auth-logout-everywhere";
import { authPowerBiToken } from "./auth-powerbi-token";
import { commonList } from "./common-list";
import { configGet } from "./config-get";
import { downloadsCleanup } from "./downloads-cleanup";
import { downloadsFile } from "./downloads-file";
import { downloadsGet } from "./downloads-get";
import { downloadsLink } from "./downloads-link";
import { downloadsList } from "./downloads-list";
import { downloadsPoison, downloadsRun } from "./downloads-run";
import { downloadsStart } from "./downloads-start";
import { inspectionsCreate } from "./inspections-create";
import { inspectionsDecision } from "./inspections-decision";
import { inspectionsDelete } from "./inspections-delete";
import { inspectionsGet } from "./inspections-get";
import { inspectionsImport } from "./inspections-import";
import { inspectionsImportTemplate } from "./inspections-import-template";
import { inspectionsList } from "./inspections-list";
import { inspectionsPlan } from "./inspections-plan";
import { inspectionsSync } from "./inspections-sync";
import { inspectionsUpdate } from "./inspections-update";
import { inspectionsPdf } from "./inspections-pdf";
import { inspectionsPhotoUpload } from "./inspections-photo-upload";
import { inspectionsCommercialPass } from "./inspections-commercial-pass";
import { inspectionsStatus } from "./inspections-status";
import { inspectionsVersions } from "./inspections-versions";
import { inspectionsWorkUpdate } from "./inspections-work-update";
import { inspectorsList } from "./inspectors-list";
import { legacyV2 } from "./legacy-v2";
import { correctiveActionsAnswer } from "./corrective-actions-answer";
import { correctiveActionsEvidenceDelete } from "./corrective-actions-evidence-delete";
import { correctiveActionsEvidenceUpload } from "./corrective-actions-evidence-upload";
import { correctiveActionsGet } from "./corrective-actions-get";
import { correctiveActionsList } from "./corrective-actions-list";
import { correctiveActionsRaise } from "./corrective-actions-raise";
import { correctiveActionsReview } from "./corrective-actions-review";
import { correctiveActionsSettingsGet } from "./corrective-actions-settings-get";
import { correctiveActionsSettingsUpdate } from "./corrective-actions-settings-update";
import { switchingDecision } from "./switching-decision";
import { switchingStandardUpdate } from "./switching-standard-update";
import { switchingSupplierGet } from "./switching-supplier-get";
import { switchingSuppliersList } from "./switching-suppliers-list";
import { metaList } from "./meta-list";
import { describeServedFunctions, openApiGet } from "./openapi-get";
import { ordersList } from "./orders-list";
import { ordersUpdate } from "./orders-update";
import { packagingChecksCreate } from "./packaging-checks-create";
import { packagingChecksDelete } from "./packaging-checks-delete";
import { packagingChecksGet } from "./packaging-checks-get";
import { packagingChecksUpdate } from "./packaging-checks-update";
import { packagingCompliancePanel } from "./packaging-compliance-panel";
import { packagingPoLines } from "./packaging-po-lines";
import { packagingReports } from "./packaging-reports";
import { packagingStandardGet } from "./packaging-standard-get";
import { packagingStandardUpdate } from "./packaging-standard-update";
import { powerBiTokenRefresh } from "./powerbi-token-refresh";
import { productsCreate } from "./products-create";
import { productsDelete } from "./products-delete";
import { productsGroup } from "./products-group";
import { productsList } from "./products-list";
import { productsSearch } from "./products-search";
import { productsUngroup } from "./products-ungroup";
import { resetGet } from "./reset-get";
import { resetPoison, resetRun } from "./reset-run";
import { resetStart } from "./reset-start";
import { sizeChartsImportFile } from "./size-charts-import-file";
import { sizeChartsInfo } from "./size-charts-info";
import { sizeChartsTemplate } from "./size-charts-template";
import { usersCreate } from "./users-create";
import { usersDelete } from "./users-delete";
import { usersGet } from "./users-get";
import { usersList } from "./users-list";
import { usersUpdate } from "./users-update";
import { writesRollForward } from "./writes-roll-forward";
import { meLanguageUpdate } from "./me-language-update";
import { notificationsList } from "./notifications-list";
import { notificationsRead } from "./notifications-read";
import { notificationChoicesGet } from "./notification-choices-get";
import { notificationChoicesUpdate } from "./notification-choices-update";
import { notificationChoicesByLinkGet } from "./notification-choices-by-link-get";
import { notificationChoicesByLinkUpdate } from "./notification-choices-by-link-update";
import { notificationsFanOut } from "./notifications-fan-out";
import { notificationMail } from "./notification-mail";
import { webhookDeliveries } from "./webhook-deliveries";
import { notificationDigest } from "./notification-digest";
import { carReminders } from "./car-reminders";
import { webhooksList } from "./webhooks-list";
import { webhooksCreate } from "./webhooks-create";
import { webhooksDelete } from "./webhooks-delete";
import { webhooksSecret } from "./webhooks-secret";
import { webhooksTest } from "./webhooks-test";
import { webhooksDeliveries } from "./webhooks-deliveries";

export type FunctionDefinition = HttpFunctionDefinition | TimerFunctionDefinition | QueueFunctionDefinition;

/** Every function of the API: Azure registers this list (main.ts), the local host serves and runs the same one. */
export const functions: readonly FunctionDefinition[] = [
  configGet,
  openApiGet,
  authLogin,
  authLogout,
  authLogoutEverywhere,
  metaList,
  commonList,
  usersList,
  usersGet,
  usersCreate,
  usersUpdate,
  usersDelete,
  adminClientsList,
  productsList,
  productsSearch,
  productsCreate,
  productsDelete,
  productsGroup,
  productsUngroup,
  sizeChartsInfo,
  sizeChartsImportFile,
  sizeChartsTemplate,
  inspectionsImportTemplate,
  inspectionsImport,
  ordersList,
  ordersUpdate,
  inspectionsList,
  inspectionsPlan,
  inspectionsCreate,
  inspectorsList,
  inspectionsWorkUpdate,
  inspectionsPhotoUpload,
  inspectionsStatus,
  inspectionsCommercialPass,
  inspectionsVersions,
  inspectionsPdf,
  inspectionsGet,
  inspectionsUpdate,
  inspectionsDecision,
  inspectionsDelete,
  inspectionsSync,
  analyticsOverview,
  analyticsSuppliers,
  analyticsActivity,
  analyticsDefects,
  analyticsInsights,
  authPowerBiToken,
  packagingStandardGet,
  packagingStandardUpdate,
  switchingSuppliersList,
  switchingSupplierGet,
  switchingDecision,
  switchingStandardUpdate,
  correctiveActionsList,
  correctiveActionsRaise,
  correctiveActionsGet,
  correctiveActionsAnswer,
  correctiveActionsReview,
  correctiveActionsEvidenceUpload,
  correctiveActionsEvidenceDelete,
  correctiveActionsSettingsGet,
  correctiveActionsSettingsUpdate,
  packagingPoLines,
  packagingChecksCreate,
  packagingChecksGet,
  packagingChecksUpdate,
  packagingChecksDelete,
  packagingReports,
  packagingCompliancePanel,
  resetStart,
  resetGet,
  powerBiTokenRefresh,
  writesRollForward,
  resetRun,
  resetPoison,
  downloadsStart,
  downloadsList,
  downloadsGet,
  downloadsLink,
  downloadsFile,
  downloadsRun,
  downloadsPoison,
  downloadsCleanup,
  meLanguageUpdate,
  notificationsList,
  notificationsRead,
  notificationChoicesGet,
  notificationChoicesUpdate,
  notificationChoicesByLinkGet,
  notificationChoicesByLinkUpdate,
  webhooksList,
  webhooksCreate,
  webhooksDelete,
  webhooksSecret,
  webhooksTest,
  webhooksDeliveries,
  notificationsFanOut,
  notificationMail,
  webhookDeliveries,
  notificationDigest,
  carReminders,
  ...legacyV2,
];

// GET /api/openapi.json describes this very list, which holds it: handed in, so openapi-get.ts imports no list back.
describeServedFunctions(functions.filter((fn): fn is HttpFunctionDefinition => fn.trigger === "http"));
