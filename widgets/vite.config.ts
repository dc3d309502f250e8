import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

/** Library build: ES module + type declarations; React stays external for host pages that have it. */
export default defineConfig({
  plugins: [react(), dts({ include: ['src'], tsconfigPath: './tsconfig.json' })],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'widgets' },
    rollupOptions: { external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'] },
  },
});
