// The signed-in user's contact data, to prefill the checkout's first step.
import { useAuthStore } from '../../../auth/auth-store';

export function useSignedInContact(): { name: string; email: string; phone?: string } | null {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return { name: user.name, email: user.email, ...(user.phone ? { phone: user.phone } : {}) };
}
