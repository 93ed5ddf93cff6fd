/** Every message a user can see, once (product spec §5 and §8). */
export const messages = {
  required: "This field is required.",
  billboardMin: "At least 10 characters are required.",
  invalidDateRange: "Invalid date range!",
  unauthorized: "Unauthorized User",
  cannotConnect: "Unable to connect to the server!",
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
} as const;

/** Titles of the not-approved dialog (spec §2 Info page, §8). */
export const loginErrorTitles = {
  pending: "Under Review",
  blocked: "Account Suspended",
  other: "Login Error",
} as const;
export type LoginErrorTitle = (typeof loginErrorTitles)[keyof typeof loginErrorTitles];
