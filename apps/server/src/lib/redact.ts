// Tokens travel in some URLs (emailed links); logs keep the route but never the token.
const TOKEN_IN_PATH = /\/(verify|verify-email|reset-password)\/[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '/$1/[redacted]');
}
