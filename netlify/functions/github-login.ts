// Netlify runs this file (its default functions folder, netlify/functions/) for the editor's GitHub login:
// /auth starts it, GitHub sends the editor back to /auth/callback. The handler, and why it is safe:
// deploy/github-login/handler.ts. Netlify reads `config` without running the file, so its paths are
// literals (a unit test checks they are LOGIN_PATH's).
import { handleLogin } from '../../deploy/github-login/handler';

export default (request: Request): Promise<Response> => handleLogin(request, process.env);

export const config = { path: ['/auth', '/auth/callback'] };
