/**
 * `vite preview` of a plain static build (the Vue template's, for the bench): its hashed files
 * (static/ in a vue-cli build, assets/ in a vite one) are served as this app's preview serves its
 * own (precompressedAssets.ts), so the bench compares the two builds on the same server.
 */
import { defineConfig } from 'vite';
import { precompressedAssets } from './precompressedAssets.ts';

export default defineConfig({ plugins: [precompressedAssets(['assets', 'static'])] });
