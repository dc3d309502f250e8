import type { StorybookConfig } from '@storybook/react-vite';

/** Configured by hand (no init): one Storybook for the core shell and every plugin. */
const config: StorybookConfig = {
  stories: ['../../plugins/*/src/{web,widgets}/**/*.stories.tsx', '../../core/framework/src/web/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 1500,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Mantine's "use client" directives are meaningless in a client-only bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    resolve: {
      ...viteConfig.resolve,
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
  }),
};

export default config;
