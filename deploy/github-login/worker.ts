// The editor's GitHub login as a Cloudflare Worker, for a site whose host runs no functions (nginx):
// deployed with deploy/github-login/wrangler.toml (docs/publishing.md, "nginx hosts"). The handler:
// deploy/github-login/handler.ts.
import { handleLogin, type LoginSettings } from './handler';

export default {
  fetch: (request: Request, env: LoginSettings): Promise<Response> => handleLogin(request, env),
};
