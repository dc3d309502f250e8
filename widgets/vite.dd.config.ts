import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

/**
 * The due-diligence widget: one ES module and one IIFE for a plain <script> tag, with type declarations.
 * `--mode bundle` (`build:e2e`, the Playwright journeys' build) skips the declarations: the partner page only loads the IIFE.
 */
export default defineConfig(({ mode }) => ({
  plugins:
    mode === 'bundle'
      ? []
      : [
          dts({
            include: ['src/due-diligence.ts', 'src/due-diligence'],
            tsconfigPath: './tsconfig.json',
            outDir: 'dist/due-diligence',
            rollupTypes: false,
          }),
        ],
  build: {
    outDir: 'dist/due-diligence',
    emptyOutDir: true,
    lib: {
      entry: 'src/due-diligence.ts',
      name: 'DueDiligenceWidget',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'dd-widget.js' : 'dd-widget.iife.js'),
    },
    minify: true,
  },
}));
