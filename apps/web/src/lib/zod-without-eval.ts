// zod compiles a faster parser for each object schema with new Function() where it may, and finds
// out whether it may by trying. The server's content-security-policy (script-src 'self') forbids it,
// so the browser reports the attempt as a violation. Without the attempt zod parses the same.
// main.tsx imports this first, so it holds before any schema is made.
import { config } from 'zod/v4/core';

config({ jitless: true });
