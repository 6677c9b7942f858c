// cookie 2 (light-my-request, i.e. app.inject) ships ESM only, so jest must transform it.
// Sign-in tests hash passwords with scrypt on 2 shared cores: a generous per-test budget avoids flakes.
module.exports = require('../../jest.preset')(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(mingo|cookie)/)'],
  testTimeout: 30_000,
});
