/**
 * Preloaded with NODE_OPTIONS=--require into a command under test (and every Node process it
 * starts): any DNS lookup or TCP/UDP connection attempt is written to $NO_NETWORK_LOG and
 * refused. Unix-socket and pipe connections (tsx talks to its own processes that way) are allowed.
 */
'use strict';
const { appendFileSync } = require('node:fs');
const dgram = require('node:dgram');
const dns = require('node:dns');
const net = require('node:net');

const log = process.env.NO_NETWORK_LOG;
function record(what) {
  if (log) appendFileSync(log, `${process.pid} ${what}\n`);
  return new Error(`network use refused in this test: ${what}`);
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const isPath = typeof first === 'string' && Number.isNaN(Number(first));
  const viaPath = isPath || (typeof first === 'object' && first !== null && typeof first.path === 'string');
  if (viaPath) return connect.apply(this, args);
  const target = typeof first === 'object' && first !== null ? `${first.host ?? 'localhost'}:${first.port}` : `${args[1] ?? 'localhost'}:${first}`;
  const error = record(`connect ${target}`);
  process.nextTick(() => this.destroy(error));
  return this;
};

for (const name of ['lookup', 'resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveTxt', 'resolveSrv']) {
  dns[name] = (host, ...rest) => {
    const callback = rest.find((arg) => typeof arg === 'function');
    const error = record(`dns.${name} ${host}`);
    if (callback) process.nextTick(() => callback(error));
  };
  if (dns.promises[name]) dns.promises[name] = async (host) => Promise.reject(record(`dns.promises.${name} ${host}`));
}

dgram.Socket.prototype.send = function guardedSend() {
  record('udp send'); // dropped: nothing leaves this process
};
