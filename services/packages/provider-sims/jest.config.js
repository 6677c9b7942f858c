// cookie 2 (light-my-request, i.e. app.inject) ships ESM only, so jest must transform it.
module.exports = require('../../../jest.preset')(__dirname, {
  transformIgnorePatterns: ['/node_modules/(?!(mingo|cookie)/)'],
});
