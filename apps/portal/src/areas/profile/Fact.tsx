import { Text } from '@freightkit/ui';
import type { ReactNode } from 'react';
import * as styles from './profile.css.ts';

/** One term and its value of the profile's description lists. */
export function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Text as="dt" tone="secondary">
        {term}
      </Text>
      <Text as="dd">{children}</Text>
    </div>
  );
}
