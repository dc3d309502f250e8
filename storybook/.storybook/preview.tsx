import type { Preview } from '@storybook/react-vite';

/** Stories wrap themselves in the app's providers (StoryProviders / AuthStory), so screens run unchanged. */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: false },
  },
};

export default preview;
