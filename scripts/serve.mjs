// Serves the production build of Familiar at http://localhost:4173 (PORT, BUILD_DIR override).
import { serveStatic } from './staticServer.mjs';

const port = Number(process.env.PORT ?? 4173);
const dir = process.env.BUILD_DIR ?? 'build';
await serveStatic(dir, port, process.env.HOST ?? 'localhost');
console.log(`Familiar is served at http://localhost:${port}`);
