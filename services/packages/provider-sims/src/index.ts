// @dop/provider-sims: local simulators of external provider APIs (design.md §6).
export * from './telegram';
export * from './registrar-common';
export * from './namecheap';
export * from './namesilo';
export * from './dynadot';
export * from './spaceship';
export * from './gandi';
export * from './porkbun';
export * from './registrar-sims';
export * from './proxy';
export * from './remote-site';
export * from './cloudflare';
export * from './billmanager';
export * from './he-dns';
