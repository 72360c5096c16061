import { chatUrl } from '../../src/chat/whatsapp';

describe('chatUrl', () => {
  test('builds a wa.me link with the digits and the encoded message', () => {
    expect(chatUrl('573001112233', 'Hola, ¿cómo están? 100% & más')).toBe(
      'https://wa.me/573001112233?text=Hola%2C%20%C2%BFc%C3%B3mo%20est%C3%A1n%3F%20100%25%20%26%20m%C3%A1s',
    );
  });

  test('writes spaces as %20, never +, and keeps digits only', () => {
    const url = chatUrl('+57 300 111 2233', 'a b');
    expect(url).toBe('https://wa.me/573001112233?text=a%20b');
    expect(url).not.toContain('+');
  });
});
