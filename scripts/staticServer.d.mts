import type { RequestListener, Server } from 'node:http';
export function serveStatic(dir: string, port: number, host?: string, headers?: Record<string, string>): Promise<Server>;
export function staticHandler(dir: string, headers?: Record<string, string>, routes?: Record<string, () => unknown>): RequestListener;
