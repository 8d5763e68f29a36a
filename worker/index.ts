export default { fetch: () => new Response('placeholder') };
