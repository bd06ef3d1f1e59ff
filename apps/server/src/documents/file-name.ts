const MAX_NAME_LENGTH = 255;

/**
 * The original file name as kept for display and download: no folders, no control or bidi-override
 * characters, at most 255 characters (the extension is kept when the name is cut). Never part of a
 * storage key.
 */
export function sanitiseFileName(raw: string, fallback: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();
  const name = cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
  const chars = Array.from(name);
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length > 16) return chars.slice(0, MAX_NAME_LENGTH).join('');
  return [...chars.slice(0, MAX_NAME_LENGTH - extension.length), ...extension].join('');
}
