/**
 * @jest-environment node
 */
import net from 'node:net';
import { serveBuild } from '../../tools/local-browser.cjs';

test('serving the build on a port something already listens on fails at once, naming the port, instead of testing that server', async () => {
  const squatter = net.createServer();
  await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
  const { port } = squatter.address() as net.AddressInfo;
  try {
    await expect(serveBuild(port, 5000)).rejects.toThrow(`127.0.0.1:${port} is already in use`);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
});
