// Story contexts carry `msw` (msw-storybook-addon 3): this pulls in the addon's type augmentation.
import type {} from 'msw-storybook-addon/types';
