import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

const config: FastifyPluginAsync<{ config: Config }> = async (app, options) => {
  app.decorate('config', options.config);
};

export default fp(config, { name: 'config' });
