/**
 * The Pixi the workstation ships (a Vite build plugin; dev and unit tests use the full package).
 *
 * `import … from "pixi.js"` is the package's index, which registers everything Pixi has (video
 * textures, spritesheets, every renderer's pipes) and re-exports all three renderers statically: the
 * bundler then inlines the WebGPU and Canvas renderers, which autoDetectRenderer loads only on demand,
 * into the workstation's chunk. Here "pixi.js" is a module exporting what the workstation and
 * @pixi/react use, with the registrations the WebGL path needs; the WebGPU and Canvas renderers stay
 * lazy chunks that bring their own registrations (and eval-free shader code) when a browser without
 * WebGL falls back to them. "pixi.js/unsafe-eval" (the CSP forbids eval) patches the WebGL systems
 * only; the WebGPU patch comes with the WebGPU renderer. A Pixi upgrade that moves any of this fails
 * the build (missing files or exports), never the page.
 */

import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const ENTRY = "\0pixi-workstation";
const NO_EVAL = "\0pixi-workstation-no-eval";
const WEBGPU = "\0pixi-workstation-webgpu";
const CANVAS = "\0pixi-workstation-canvas";

/** Everything imported from "pixi.js" by src/canvas and @pixi/react, and where Pixi keeps it. */
const EXPORTS: Record<string, string> = {
  Application: "app/Application",
  BitmapFont: "scene/text-bitmap/BitmapFont",
  BitmapText: "scene/text-bitmap/BitmapText",
  Container: "scene/container/Container",
  extensions: "extensions/Extensions",
  Filter: "filters/Filter",
  Graphics: "scene/graphics/shared/Graphics",
  GraphicsContext: "scene/graphics/shared/GraphicsContext",
  Matrix: "maths/matrix/Matrix",
  RenderTexture: "rendering/renderers/shared/texture/RenderTexture",
  Sprite: "scene/sprite/Sprite",
  Texture: "rendering/renderers/shared/texture/Texture",
  TextStyle: "scene/text/TextStyle",
};

export function pixiForTheWorkstation(root: string): Plugin {
  const lib = join(root, "node_modules", "pixi.js", "lib");
  const at = (path: string) => {
    const file = join(lib, `${path}.mjs`);
    if (!existsSync(file)) throw new Error(`pixiForTheWorkstation: pixi.js has no lib/${path}.mjs`);
    return JSON.stringify(file);
  };
  const use = (names: Record<string, string>) =>
    Object.entries(names)
      .map(([name, path]) => `import { ${name} } from ${at(path)};`)
      .join("\n");
  /** Pixi's own init modules, with the Canvas renderer's registrations taken out (CANVAS adds them). */
  const inits: Record<string, string> = {
    "scene/graphics/init": `${use({ GraphicsContextSystem: "scene/graphics/shared/GraphicsContextSystem", GraphicsPipe: "scene/graphics/shared/GraphicsPipe", extensions: "extensions/Extensions" })}
extensions.add(GraphicsPipe);
extensions.add(GraphicsContextSystem);`,
    "scene/text-bitmap/init": `${use({ BitmapTextPipe: "scene/text-bitmap/GpuBitmapTextPipe", extensions: "extensions/Extensions" })}
extensions.add(BitmapTextPipe);`,
  };
  const initFiles = new Map(Object.entries(inits).map(([path, code]) => [JSON.parse(at(path)), code]));
  const autoDetect = JSON.parse(at("rendering/renderers/autoDetectRenderer"));

  const modules: Record<string, string> = {
    // lib/index.mjs's registrations, less VideoSource (rendering/init) and spritesheets.
    [ENTRY]: `${use({ extensions: "extensions/Extensions", browserExt: "environment-browser/browserExt", webworkerExt: "environment-webworker/webworkerExt", AlphaMask: "rendering/mask/alpha/AlphaMask", ColorMask: "rendering/mask/color/ColorMask", StencilMask: "rendering/mask/stencil/StencilMask", BufferImageSource: "rendering/renderers/shared/texture/sources/BufferImageSource", CanvasSource: "rendering/renderers/shared/texture/sources/CanvasSource", ImageSource: "rendering/renderers/shared/texture/sources/ImageSource" })}
import ${at("rendering/renderers/shared/texture/utils/textureFrom")};
import ${at("rendering/mask/MaskEffectManager")};
extensions.add(browserExt, webworkerExt);
extensions.add(AlphaMask, ColorMask, StencilMask, ImageSource, CanvasSource, BufferImageSource);
${Object.entries(EXPORTS)
  .map(([name, path]) => `export { ${name} } from ${at(path)};`)
  .join("\n")}`,
    // pixi.js/unsafe-eval's init for the WebGL path (no particles, no WebGPU).
    [NO_EVAL]: `${use({ AbstractRenderer: "rendering/renderers/shared/system/AbstractRenderer", UboSystem: "rendering/renderers/shared/shader/UboSystem", GlUboSystem: "rendering/renderers/gl/GlUboSystem", GlShaderSystem: "rendering/renderers/gl/shader/GlShaderSystem", GlUniformGroupSystem: "rendering/renderers/gl/shader/GlUniformGroupSystem", generateShaderSyncPolyfill: "unsafe-eval/shader/generateShaderSyncPolyfill", generateUboSyncPolyfillSTD40: "unsafe-eval/ubo/generateUboSyncPolyfill", generateUniformsSyncPolyfill: "unsafe-eval/uniforms/generateUniformsSyncPolyfill" })}
Object.assign(AbstractRenderer.prototype, { _unsafeEvalCheck() {} });
Object.assign(UboSystem.prototype, { _systemCheck() {} });
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });`,
    [WEBGPU]: `${use({ GpuUboSystem: "rendering/renderers/gpu/GpuUboSystem", generateUboSyncPolyfillWGSL: "unsafe-eval/ubo/generateUboSyncPolyfill" })}
Object.assign(GpuUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillWGSL });
export { WebGPURenderer } from ${at("rendering/renderers/gpu/WebGPURenderer")};`,
    [CANVAS]: `${use({ extensions: "extensions/Extensions", CanvasGraphicsContextSystem: "scene/graphics/canvas/CanvasGraphicsContextSystem", CanvasGraphicsPipe: "scene/graphics/canvas/CanvasGraphicsPipe", CanvasBitmapTextPipe: "scene/text-bitmap/CanvasBitmapTextPipe" })}
extensions.add(CanvasGraphicsPipe, CanvasGraphicsContextSystem, CanvasBitmapTextPipe);
export { CanvasRenderer } from ${at("rendering/renderers/canvas/CanvasRenderer")};`,
  };

  return {
    name: "pixi-for-the-workstation",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (source === "pixi.js") return ENTRY;
      if (source === "pixi.js/unsafe-eval") return NO_EVAL;
      if (source === `virtual:${WEBGPU.slice(1)}`) return WEBGPU;
      if (source === `virtual:${CANVAS.slice(1)}`) return CANVAS;
      return null;
    },
    load(id) {
      return modules[id] ?? initFiles.get(id) ?? null;
    },
    transform(code, id) {
      if (id !== autoDetect) return null;
      const renderers: Record<string, string> = {
        "./gpu/WebGPURenderer.mjs": WEBGPU,
        "./canvas/CanvasRenderer.mjs": CANVAS,
      };
      let out = code;
      for (const [path, virtual] of Object.entries(renderers)) {
        const from = `import('${path}')`;
        if (!out.includes(from)) throw new Error(`pixiForTheWorkstation: autoDetectRenderer has no ${from}`);
        out = out.replace(from, `import("virtual:${virtual.slice(1)}")`);
      }
      return { code: out, map: null };
    },
  };
}
