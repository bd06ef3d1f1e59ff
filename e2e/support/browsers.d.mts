// The types of browsers.mjs, which plain Node also runs (scripts/ensure-chromium.mjs).
export declare const HEADLESS_SHELL_PATH: string;
export declare const CHROMIUM_PATH: string;
export declare function launchOptions(executablePath: string): { executablePath: string; args: string[] };
