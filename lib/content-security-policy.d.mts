export function noncePolicy(nonce: string, development?: boolean): string;
export function hashPolicy(html: string): string;
export function inlineScriptHashes(html: string): string[];
export const API_CSP: string;
export const UPLOAD_CSP: string;
