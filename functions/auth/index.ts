// Cloudflare Pages runs this file for /auth (Pages Functions route by file path): the editor's GitHub login
// starts here. The handler, and why it is safe: deploy/github-login/handler.ts.
import { handleLogin, type LoginSettings } from '../../deploy/github-login/handler';

export const onRequest = ({ request, env }: { request: Request; env: LoginSettings }): Promise<Response> =>
  handleLogin(request, env);
