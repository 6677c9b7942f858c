module.exports = {
  ...require('./shared'),
  ...require('./base-config'),
  ...require('./remote-config'),
  ...require('./host-config'),
};
