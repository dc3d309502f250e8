import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADMIN_MESSAGES as M } from '../../../shared/index.ts';
import { walletBuilder } from '../../../testing/index.ts';
import { AdminStory } from '../../stories/AdminStory.tsx';
import WalletScreen from './WalletScreen.tsx';

const meta = {
  title: 'Admin/Screens/WalletScreen',
  component: WalletScreen,
  parameters: { route: '/wallet' },
} satisfies Meta<typeof WalletScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet: Generate Wallet gives the address, then Copy. */
export const GenerateWallet: Story = {
  render: () => (
    <AdminStory path="/wallet" delay={20}>
      <WalletScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Wallet' }));
    await expect(await canvas.findByTestId('wallet-address')).toHaveTextContent('TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT');
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  },
};

export const WithAddress: Story = {
  render: () => (
    <AdminStory path="/wallet" state={{ wallet: walletBuilder({ address: 'TY72iA3SBtrds3QLYsS7LwYfkzXwAXCRWT' }) }}>
      <WalletScreen />
    </AdminStory>
  ),
};

export const Erc20Address: Story = {
  render: () => (
    <AdminStory
      path="/wallet"
      state={{ wallet: walletBuilder({ chain: 'ERC20', address: '0x73d0385F4d8E00C5e6504C6030F47BF6212736A8' }) }}
    >
      <WalletScreen />
    </AdminStory>
  ),
};

/** The operator has not configured an xpub: a clear message, not an error. */
export const NotConfigured: Story = {
  render: () => (
    <AdminStory path="/wallet" state={{ wallet: walletBuilder({ configured: false, message: M.walletNotConfigured }) }}>
      <WalletScreen />
    </AdminStory>
  ),
};

/** The demo organisation's generated key (SEED_DEMO, no operator xpub): the warning stays above the address. */
export const DemoWallet: Story = {
  render: () => (
    <AdminStory path="/wallet" delay={20} state={{ wallet: walletBuilder({ demo: true }) }}>
      <WalletScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('wallet-demo')).toHaveTextContent(M.walletDemoTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Wallet' }));
    await expect(await canvas.findByTestId('wallet-address')).toBeInTheDocument();
    await expect(canvas.getByTestId('wallet-demo')).toHaveTextContent(M.walletDemo);
  },
};
