import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Plugin modules the entry imports statically (screen list, session source, manifest). */
const EAGER = /[\\/]src[\\/](web[\\/](index|screens|session)|shared[\\/]manifest)\.ts$/;

function pluginChunk(id: string): string | null {
  const match = /[\\/]plugins[\\/]([^\\/]+)[\\/]src[\\/]/.exec(id);
  return match && !EAGER.test(id) ? `plugin-${match[1]}` : null;
}

export default defineConfig({
  plugins: [react()],
  // One copy of the libraries that hold React context, whichever workspace package imports them.
  resolve: {
    dedupe: [
      'react',
      'react-dom',
      'react-router',
      '@tanstack/react-query',
      'jotai',
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@mantine/modals',
      '@mantine/nprogress',
    ],
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': api, '/healthz': api },
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 30 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 20 },
            { name: 'core', test: /[\\/]core[\\/]framework[\\/]src[\\/]/, priority: 20 },
            // Each plugin's screens, components and call contracts (+ their own libraries): one lazy
            // chunk per plugin, fetched on the first visit of one of its screens. Its entry (screen
            // list, session source) stays in the main chunk.
            {
              name: pluginChunk,
              debugName: 'plugins',
              test: /[\\/]plugins[\\/][^\\/]+[\\/]src[\\/]/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
