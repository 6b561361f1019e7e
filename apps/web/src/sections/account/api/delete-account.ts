import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /users/me: personal data erased, bookings and invoices kept anonymised. */
export const deleteMyAccount = (body: { password: string }) => api.delete<{ message: string }>('/users/me', { body });

export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
