import { queryParam } from '@freightkit/domain';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/forgot-password` starts the password-reset flow with an optional `login_hint` (spec 1 §2).
 * With credentials sign-in that is the reset-request page, the hint filled in as the address.
 */
export function ForgotPassword() {
  const { search } = useLocation();
  const hint = queryParam(search, 'login_hint')?.trim();
  const query =
    hint === undefined || hint === '' ? '' : `?${new URLSearchParams({ email: hint }).toString()}`;
  return <Navigate to={`/request-password-reset${query}`} replace />;
}

/** Route module: `/forgot-password`. */
export const Component = ForgotPassword;
