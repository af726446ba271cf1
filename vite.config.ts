import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiBase = env.VITE_API_BASE || '/api';
  const useMock = (env.VITE_USE_MOCK ?? 'true') !== 'false';
  const target = useMock ? `http://127.0.0.1:${env.MOCK_PORT || '3300'}` : env.VITE_API_TARGET || 'http://127.0.0.1:8080';
  const proxy = { [apiBase]: { target, changeOrigin: true } };
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173, strictPort: false, proxy },
    preview: { port: 4173, proxy },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
    },
  };
});
