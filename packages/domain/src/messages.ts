// Every user-facing string the specification fixes, plus the server's own account messages.
// Both the web app and the server import from here so a string is written once.
export const MSG = {
  // Landing and shell
  headline: 'Every Agreement, Tracked and On Time.',
  // Login
  signIn: 'Sign in',
  signingIn: 'Signing in...',
  loginFailed: 'Login failed',
  verifyBeforeLogin: 'Please verify your email before logging in',
  resendQuestion: 'Would you like to resend the verification email?',
  verificationEmailSent: 'Verification email sent',
  resendFailed: 'Failed to resend verification email',
  forgotPasswordFailed: 'Failed to send password reset email',
  // Registration
  registrationSuccess: 'Registration successful! Please check your email to verify your account.',
  registrationFailed: 'Registration failed',
  // Email verification
  verifyingEmail: 'Verifying your email...',
  emailVerifiedTitle: 'Email Verified!',
  verificationFailedTitle: 'Verification Failed',
  verificationFailedText: 'Sorry, we could not verify your email. The link may have expired.',
  emailVerifiedToast: 'Email verified successfully!',
  verificationFailed: 'Verification failed',
  // Users
  errorLoadingUsers: 'Error loading users',
  userAdded: 'User added successfully',
  addUserFailed: 'Failed to add user',
  userRoleUpdated: 'User role updated successfully',
  updateUserRoleFailed: 'Failed to update user role',
  userDeleted: 'User deleted successfully',
  deleteUserFailed: 'Failed to delete user',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  // Dashboard empty state
  noContracts: 'No contracts',
  noContractsHint: 'Get started by creating a new contract.',
  // Notifications
  noNewNotifications: 'No new notifications',
  requiredField: 'Required field',
  // Web app screens the specification does not word (account, workspace, password reset, landing)
  resetPasswordFailed: 'Failed to reset password',
  passwordsDoNotMatch: 'Passwords do not match',
  accountUpdated: 'Account updated successfully',
  updateAccountFailed: 'Failed to update account',
  changePasswordFailed: 'Failed to change password',
  workspaceUpdated: 'Workspace updated successfully',
  updateWorkspaceFailed: 'Failed to update workspace',
  errorLoadingWorkspace: 'Error loading workspace',
  partnerFallback: 'Built with hotel and property operators',
  // Properties and vendors (spec §8)
  propertyAdded: 'Property added successfully',
  propertyUpdated: 'Property updated successfully',
  savePropertyFailed: 'Failed to save property',
  vendorAdded: 'Vendor added successfully',
  vendorUpdated: 'Vendor updated successfully',
  saveVendorFailed: 'Failed to save vendor',
  loadVendorsFailed: 'Failed to load vendors',
} as const;

// Messages of the server's answers (not fixed by the specification, worded here once).
export const API_MSG = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  invalidVerificationToken: 'This verification link is invalid or has expired',
  invalidResetToken: 'This password reset link is invalid or has expired',
  resendAccepted: 'If that account exists and is not yet verified, a new verification email has been sent.',
  forgotAccepted: 'If an account exists for that email, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Your password has been changed.',
  wrongCurrentPassword: 'Current password is incorrect',
  loggedOut: 'Signed out',
  notAuthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  userNotFound: 'User not found',
  lastAdmin: 'A workspace must keep at least one admin',
  validationFailed: 'Please correct the highlighted fields',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is not reachable',
  propertyNotFound: 'Property not found',
  vendorNotFound: 'Vendor not found',
  propertyNameTaken: 'A property with this name already exists',
  vendorNameTaken: 'A vendor with this name already exists',
} as const;
