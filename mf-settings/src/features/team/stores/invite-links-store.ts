// The invitation list carries no link (the token is the secret): the links this page created are kept
// here, so each can be copied again until the page is left.
import { create } from 'zustand';

interface InviteLinksState {
  links: Record<string, string>;
  remember: (id: string, url: string) => void;
}

export const useInviteLinks = create<InviteLinksState>((set) => ({
  links: {},
  remember: (id, url) => set((s) => ({ links: { ...s.links, [id]: url } })),
}));

/** Issue 25: the server answers '/auth?invite=<token>'; people get the absolute address. */
export function absoluteInviteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}
