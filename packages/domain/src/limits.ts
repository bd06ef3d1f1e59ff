export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 200,
  emailMax: 254,
  workspaceNameMax: 200,
  recordNameMax: 200,
  // People responsible for one property.
  responsiblesMax: 50,
  phoneMax: 40,
} as const;

export const TOAST = {
  errorMs: 4000,
  successMs: 2000,
  maxToasts: 20,
} as const;

export const VERIFY_REDIRECT_MS = 3000;
