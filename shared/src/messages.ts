/** Every message a user can see, once (product spec §5 and §8). */
export const messages = {
  required: "This field is required.",
  billboardMin: "At least 10 characters are required.",
  invalidDateRange: "Invalid date range!",
  unauthorized: "Unauthorized User",
  /** What a device says when its session ended, after "Unauthorized User" (the 401's `sessionEnded`). */
  sessionEnded: {
    expired: "Your session expired.",
    "signed-out": "This session was signed out.",
    "signed-out-everywhere": "You signed out on every device.",
    blocked: "An administrator suspended your account.",
    "role-changed": "An administrator changed your role.",
    "access-reset": "An administrator reset your access: it must be approved again.",
    removed: "Your account was removed.",
  },
  sessionEndedOther: "Your session ended.",
  signInAgain: "Sign in again to go on.",
  unsentWorkKept: (work: string) =>
    `Your work on ${work} is kept on this tablet, for you alone, and is sent when you sign in again here.`,
  logoutEverywhereFailed:
    "Could not sign out on every device: you are still signed in everywhere. Try again.",
  confirmLogoutEverywhere:
    "You are signed out here and on every other device and browser where you are signed in. Work not yet sent from a tablet stays on it and is sent when you sign in there again.",
  cannotConnect: "Unable to connect to the server!",
  answerCutOff: "The server's answer was cut off on its way. Try again.",
  answerCutOffAfterChange:
    "The server's answer was cut off on its way, so this page cannot tell whether your change was saved: check, then try again.",
  approvalPending: "your account approval is pending",
  awaitingApproval: "Your access is awaiting approval.",
  internalError: "Internal server error.",
  pleaseWait: "Please wait",
  failedToFetchLocations: "Failed to fetch locations.",
  failedToFetchRoles: "Failed to fetch roles.",
  // Users
  userAdded: "User added successfully.",
  userCannotBeAdded: "User cannot be added.",
  userApproved: "User approved successfully.",
  userBlocked: "User blocked successfully.",
  userDeleted: "User deleted successfully.",
  unableToUpdateUser: "Unable to update user",
  unableToDeleteUser: "Unable to delete user",
  confirmDeleteUser: "Are you sure you want to delete this user?",
  userUpdated: "User updated successfully.",
  userUnblocked: "User unblocked successfully.",
  userRestored: "User restored successfully.",
  userReset: "User reset: awaiting approval again.",
  userChangedElsewhere: "Someone else changed this user after you opened it.",
  cannotChangeOwnRole: "You cannot change your own role",
  confirmBlockUser: (name: string) =>
    `Block ${name}? They are signed out at once and cannot sign in until unblocked.`,
  confirmUnblockUser: (name: string) => `Unblock ${name}? They can sign in again with their current role.`,
  confirmRestoreUser: (name: string) =>
    `Restore ${name}? They can sign in again with the role and locations they had before.`,
  confirmResetUser: (name: string) =>
    `Reset ${name}? They are signed out at once and must be approved again.`,
  // Products and style grouping (spec §5, §8)
  styleAdded: "Style added successfully.",
  styleCannotBeAdded: "This style cannot be added.",
  styleDeleted: "Style deleted successfully.",
  unableToAddProduct: "Unable to add product",
  unableToDeleteProduct: "Unable to delete product",
  selectValidProduct: "Please select a valid product",
  groupTooMany: "Cannot group more than two style codes.",
  groupUnknownCategory: "Cannot group with unknown product category",
  groupDifferentCategories: "Cannot group different product categories.",
  groupExactlyTwo: "Can group exactly 2 styles",
  groupAlreadyGrouped: (styleCode: string, partner: string) =>
    `${styleCode} is already grouped with ${partner}: ungroup it first.`,
  stylesGrouped: "Styles grouped successfully.",
  stylesUngrouped: "Styles ungrouped successfully.",
  unableToGroupStyles: "Unable to group styles",
  unableToUngroupStyles: "Unable to ungroup styles",
  confirmDeleteStyle: (styleCode: string) => `Are you sure you want to delete style ${styleCode}?`,
  styleChangedElsewhere: "Someone else changed this style after you opened it.",
  ungroupBeforeDelete: "Ungroup this style before deleting it.",
  // Size charts
  noFileSelected: "No file selected",
  sizeChartUploaded: "Size chart uploaded successfully.",
  unableToUploadSizeChart: "Unable to upload size chart file",
  unableToGetSizeChart: "Unable to get size chart info",
  sizeChartNotFound: "Completed size chart cannot be found.",
  sizeChartReplaces: "Uploading replaces the current chart.",
  // Import
  fileUploaded: "File uploaded successfully.",
  fileUploadFailed: "File upload Failed!",
  inspectionsAdded: "Inspections added successfully.",
  invalidInspectionType: "Invalid Inspection type",
  // Inspections (spec §5, §8)
  invalidInspectionId: "Invalid inspection id",
  noChangesDetected: "No changes detected.",
  inspectionCreated: "Inspection created",
  inspectionAlreadyMadeTitle: "Inspection already made",
  inspectionAlreadyMade: (inspectionNumber: string) =>
    `These PO lines already make up inspection ${inspectionNumber}: nothing changed. Plan it in Manage Inspections.`,
  inspectionUpdated: "Successfully updated Inspection!",
  inspectionDeleted: "Inspection deleted",
  inspectionSynced: "Inspection updated",
  confirmDeleteInspection: "Are you sure you want to delete this inspection?",
  unableToFetchInspections: "Unable to fetch inspections",
  unableToCreateInspection: "Unable to create Inspection",
  unableToUpdateInspection: "Unable to update Inspection",
  unableToDeleteInspection: "Unable to delete Inspection",
  unableToGetInspectionDetails: "Unable get Inspection details",
  failedToUpdateInspection: "Failed to update Inspection!",
  failedToUpdateSubmissionNumber: "Failed to update Submission Number.",
  failedToUpdateDeliveryQuantity: "Failed to update delivery quantity.",
  unableToUpdateSampleReceivedDate: "Unable to update sample received date.",
  poQuantityUpdated: "PO quantity updated successfully.",
  inspectionChangedElsewhere: "This inspection was changed by someone else. Reload and try again.",
  inspectionRecordChangedElsewhere:
    "Someone else saved this inspection's record after you last loaded it. Choose which entries to keep.",
  // Orders: CREATE INSPECTIONS and SKIPPED INSPECTIONS
  unableToFetchSkippedInspections: "Unable to fetch skipped inspections",
  unableToUpdateSkipReason: "Unable to update skip reason",
  skipReasonUpdated: "Skip reason updated successfully.",
  ordersSkipped: "Orders skipped successfully.",
  ordersUnskipped: "Orders are ready to inspect again.",
  // --- Manage Inspections (web) ---
  dateRangeTooLong: (days: number) => `Choose a date range of at most ${days} days.`,
  inspectionAlreadyInSync: "Nothing to update: the inspection already matches its PO lines.",
  // --- end Manage Inspections ---
  // --- Inspection screen (web) ---
  inspectionFinished: (result: string) => `Inspection finished: ${result}. The report was made.`,
  inspectionFinishedOnTablet: (result: string) =>
    `Inspection finished on this tablet: ${result} for now. The server confirms the result and makes the report when it is sent.`,
  inspectionMovedOnTablet: (done: string) =>
    `Inspection ${done} on this tablet: it is sent when the connection returns.`,
  inspectionNoLongerAssigned:
    "This inspection is no longer assigned to you (the planner reassigned or removed it). Your work stays on this tablet: ask the planner to assign it back to you, then try again — or discard it.",
  connectionStalled: "The connection stopped answering: trying again.",
  signInToSend: "Your sign-in has ended: your work stays on this tablet and is sent when you sign in again.",
  photoUnreadable: "This photo could not be read. Take it again with the tablet's camera.",
  photoTooDetailed: "This photo is too large to send even when reduced. Take it again closer to the defect.",
  // --- end Inspection screen ---
  // --- AQL Inspection Report (web) ---
  clientDecisionUpdated: "Client decision updated successfully.",
  unableToUpdateClientDecision: "Unable to update client decision",
  unableToUpdateResult: "Unable to update result",
  commercialPassSet: "Result set to Comm. Pass.",
  inspectionClosed: "Inspection closed: the report is signed off.",
  inspectionReopened: "Inspection reopened: the inspector can record and finish it again.",
  confirmCloseInspection: (result: string) =>
    `The report is signed off with the result ${result}, as a new version the client then decides on. Nothing more can be recorded unless it is reopened.`,
  confirmReopenInspection:
    "The inspector will carry it out again and finish it; finishing makes a new version of the report. The versions made so far are kept.",
  unableToLoadReportVersions: "Unable to load the report versions",
  unableToDownloadReport: "Unable to download the report",
  // --- end AQL Inspection Report ---
} as const;

/** Titles of the not-approved dialog (spec §2 Info page, §8). */
export const loginErrorTitles = {
  pending: "Under Review",
  blocked: "Account Suspended",
  other: "Login Error",
} as const;
export type LoginErrorTitle = (typeof loginErrorTitles)[keyof typeof loginErrorTitles];
