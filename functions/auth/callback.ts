// Cloudflare Pages runs this file for /auth/callback, where GitHub sends the editor back. The handler:
// deploy/github-login/handler.ts.
import { handleLogin, type LoginSettings } from '../../deploy/github-login/handler';

export const onRequest = ({ request, env }: { request: Request; env: LoginSettings }): Promise<Response> =>
  handleLogin(request, env);
