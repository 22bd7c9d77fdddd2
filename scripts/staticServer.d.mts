import type { Server } from 'node:http';
export function serveStatic(dir: string, port: number, host?: string, headers?: Record<string, string>): Promise<Server>;
