// Public reads the sign-up form needs (issue 25): GET /api/auth/signup-mode → { mode } (the shell
// shows the invite-only text under the Sign Up tab), and GET /api/auth/invitations/:token → what the
// invitation link is for (the token is the secret; a used, expired or revoked one is 400 invalid_invitation).
import { InvitationPreview, InvitationTokenParams, SignupModeReply } from '@dop/contracts/team';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';

export const signupRoutes: ServiceRoutes = async (app) => {
  const ctx = app.identity;

  app.get('/signup-mode', { config: { public: true }, schema: { response: { 200: SignupModeReply } } }, async () => ({
    mode: ctx.config.SIGNUP_MODE,
  }));

  app.get(
    '/invitations/:token',
    { config: { public: true }, schema: { params: InvitationTokenParams, response: { 200: InvitationPreview } } },
    async (request) => {
      const invitation = await ctx.invitations.usable(request.params.token);
      if (!invitation) throw new HttpError('invalid_invitation', 'This invitation is invalid or has expired.', { field: 'token' });
      return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
    },
  );
};
