// HTTP throughput on loopback with autocannon: a reference route and routes under test, measured
// against the same server in the same run, so the ratio is what counts on a noisy machine.
import autocannon from 'autocannon';

/** Throughput and latency of one call (any method and body), with the bytes of an average answer. */
export function load(url, { connections = 50, duration = 10, headers = {}, method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, body, connections, duration }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          kbPerAnswer: result.requests.average
            ? result.throughput.average / result.requests.average / 1024
            : 0,
          non2xx: result.non2xx,
          errors: result.errors,
        });
    });
  });
}

/** Registers a bench user and logs it in (registration answers 202 without a session); returns its session cookies. */
export async function signIn(baseUrl) {
  const email = `bench.${Date.now()}@example.test`;
  const password = 'bench password 1';
  const post = (path, body) =>
    fetch(`${baseUrl}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const registered = await post('register', { name: 'Bench User', email, password });
  if (registered.status !== 202)
    throw new Error(`bench sign-up failed: ${registered.status} ${await registered.text()}`);
  const res = await post('login', { email, password });
  if (!res.ok) throw new Error(`bench log-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  const pairs = cookies.map((c) => {
    const [name, ...value] = c.split('=');
    return { name, value: value.join('=') };
  });
  return { cookie: cookies.join('; '), cookies: pairs, email, password };
}

/** Median latency of n sign-ins (correct password, wrong password, unknown e-mail). */
export async function loginLatency(baseUrl, email, password, n = 15) {
  const time = async (body) => {
    const samples = [];
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify(body),
      });
      samples.push(performance.now() - start);
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(n / 2)];
  };
  return {
    correctMs: await time({ email, password }),
    wrongPasswordMs: await time({ email, password: 'not the password' }),
    unknownEmailMs: await time({ email: `nobody.${Date.now()}@example.test`, password: 'whatever pass' }),
  };
}
