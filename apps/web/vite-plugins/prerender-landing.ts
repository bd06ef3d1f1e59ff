// Writes the landing page into landing.html at build time, so that / is served as finished HTML with
// one small script instead of the whole app.
import { basename, join } from 'node:path';
import { type Plugin, runnerImport } from 'vite';

type StaticLandingModule = typeof import('../src/features/landing/render-static-landing.tsx');

export function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'keydate:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { filename }) {
        if (basename(filename) !== 'landing.html') return html;
        if (!html.includes('<!--landing-->') || !html.includes('<!--landing-title-->')) {
          throw new Error('landing.html has lost its <!--landing--> or <!--landing-title--> marker');
        }
        const { module } = await runnerImport<StaticLandingModule>(
          join(root, 'src/features/landing/render-static-landing.tsx'),
          { configFile: false, root, logLevel: 'error' },
        );
        const page = module.renderStaticLanding();
        return html.replace('<!--landing-title-->', page.title).replace('<!--landing-->', page.html);
      },
    },
  };
}
