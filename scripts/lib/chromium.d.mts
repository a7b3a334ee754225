export const CHROMIUM_FLAGS: string[];
export function systemChromium(preferred?: string): string | undefined;
export function isHeadlessShell(executable: string): boolean;
