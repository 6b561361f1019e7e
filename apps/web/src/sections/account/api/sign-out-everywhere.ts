import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../auth/auth-api';

/** POST /auth/logout-all: ends every session of the account, on every device. */
export const useSignOutEverywhere = () => useMutation({ mutationFn: authApi.logoutAll });
