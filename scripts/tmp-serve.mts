import { startProductionServer } from './lib/production-server';
const server = await startProductionServer();
console.log('BASE', server.baseUrl);
await new Promise((resolve) => setTimeout(resolve, 90_000));
await server.stop();
