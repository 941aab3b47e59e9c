import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppPrompt, appStoreUrl } from '../../runtime/shared/platform/app-prompt.js';

const meta = {
  title: 'Platform/App download prompt',
  component: AppPrompt,
  args: { href: appStoreUrl('playStore', 'se'), onDismiss: fn() },
} satisfies Meta<typeof AppPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Android: Story = {};

export const IPhone: Story = { args: { href: appStoreUrl('appStore', 'se') } };
