// Whether the customer's chat panel is open, and which booking a new question is about (the
// "question about this booking" link opens the panel with it).
import { create } from 'zustand';

interface ChatPanelState {
  open: boolean;
  bookingId: string | null;
  openChat: (bookingId?: string | null) => void;
  closeChat: () => void;
}

export const useChatPanel = create<ChatPanelState>((set) => ({
  open: false,
  bookingId: null,
  openChat: (bookingId = null) => set({ open: true, bookingId }),
  closeChat: () => set({ open: false, bookingId: null }),
}));
