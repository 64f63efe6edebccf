/**
 * The Pixi the workstation ships (a Vite build plugin; dev and unit tests use the full package).
 *
 * `import … from "pixi.js"` is the package's index, which registers everything Pixi has (video
 * textures, spritesheets, every renderer's pipes) and re-exports all three renderers statically: the
 * bundler then inlines the WebGPU and Canvas renderers, which autoDetectRenderer loads only on demand,
 * into the workstation's chunk. Here "pixi.js" is a module exporting what the workstation uses, with
 * the registrations the WebGL path needs:
 * - the WebGL renderer is imported statically (the workspace always uses it) and built with only the
 *   systems and pipes the scene uses; the WebGPU and Canvas renderers stay lazy chunks that bring
 *   their own registrations (and eval-free shader code) when a browser without WebGL falls back;
 * - the whole WebGL path is one chunk (the code-splitting group below);
 * - what the workstation never calls is left out or stood in for: text (its numbers are sprites,
 *   src/canvas/scene/markerNumbers.ts), masks, SVG parsing, CSS colour names, Filter.
 * "pixi.js/unsafe-eval" (the CSP forbids eval) patches the WebGL systems only; the WebGPU patch
 * comes with the WebGPU renderer. A Pixi upgrade that moves any of this fails the build (missing files
 * or exports), never the page; what is left out fails loudly if the workstation starts using it.
 */

import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { addCodeSplittingGroups } from "./codeSplittingGroups.ts";

const ENTRY = "\0pixi-workstation";
const NO_EVAL = "\0pixi-workstation-no-eval";
const WEBGPU = "\0pixi-workstation-webgpu";
const CANVAS = "\0pixi-workstation-canvas";
const WEBGL = "\0pixi-workstation-webgl";

/** Everything imported from "pixi.js" by src/canvas, and where Pixi keeps it. */
const EXPORTS: Record<string, string> = {
  Application: "app/Application",
  CanvasSource: "rendering/renderers/shared/texture/sources/CanvasSource",
  Container: "scene/container/Container",
  Graphics: "scene/graphics/shared/Graphics",
  GraphicsContext: "scene/graphics/shared/GraphicsContext",
  Matrix: "maths/matrix/Matrix",
  Rectangle: "maths/shapes/Rectangle",
  RenderTexture: "rendering/renderers/shared/texture/RenderTexture",
  Sprite: "scene/sprite/Sprite",
  Texture: "rendering/renderers/shared/texture/Texture",
};

/** A Rolldown code-splitting group (the part of its type this plugin uses). */
interface ChunkGroup {
  name: (
    id: string,
    ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
  ) => string | null;
  priority: number;
  debugName: string;
}

export function pixiForTheWorkstation(root: string): Plugin {
  /** A package's folder as the bundler names its modules (symlinks resolved). */
  const pkg = (name: string) => realpathSync(join(root, "node_modules", name));
  const lib = join(pkg("pixi.js"), "lib");
  const at = (path: string) => {
    const file = join(lib, `${path}.mjs`);
    if (!existsSync(file)) throw new Error(`pixiForTheWorkstation: pixi.js has no lib/${path}.mjs`);
    return JSON.stringify(file);
  };
  const use = (names: Record<string, string>) =>
    Object.entries(names)
      .map(([name, path]) => `import { ${name} } from ${at(path)};`)
      .join("\n");
  /**
   * Pixi modules replaced: its graphics init without the Canvas renderer's registrations (CANVAS adds
   * them), and stand-ins for what the workstation never calls.
   */
  const replaced: Record<string, string> = {
    "scene/graphics/init": `${use({ GraphicsContextSystem: "scene/graphics/shared/GraphicsContextSystem", GraphicsPipe: "scene/graphics/shared/GraphicsPipe", extensions: "extensions/Extensions" })}
extensions.add(GraphicsPipe);
extensions.add(GraphicsContextSystem);`,
  };
  // SVG markup and path strings: GraphicsContext.svg() and new GraphicsPath("M…") parse them. The
  // workstation never gives Pixi SVG text (the cage worker parses the SVG with svg-pathdata and the
  // layers draw polygons), so these stand-ins fail loudly if that ever changes.
  const notShipped = (name: string) =>
    `export function ${name}() { throw new Error("${name}: SVG parsing is not in the workstation's Pixi (src/build/pixiForTheWorkstation.ts)"); }`;
  replaced["scene/graphics/shared/svg/SVGParser"] = notShipped("SVGParser");
  replaced["scene/graphics/shared/svg/parseSVGPath"] = notShipped("parseSVGPath");
  const replacedFiles = new Map(Object.entries(replaced).map(([path, code]) => [JSON.parse(at(path)), code]));
  const autoDetect = JSON.parse(at("rendering/renderers/autoDetectRenderer"));

  const modules: Record<string, string> = {
    // lib/index.mjs's registrations, less VideoSource (rendering/init), spritesheets and masks (the
    // scene has none: holes are cut in the geometry, layers are snapshots, not masked containers).
    [ENTRY]: `${use({ extensions: "extensions/Extensions", browserExt: "environment-browser/browserExt", webworkerExt: "environment-webworker/webworkerExt", BufferImageSource: "rendering/renderers/shared/texture/sources/BufferImageSource", CanvasSource: "rendering/renderers/shared/texture/sources/CanvasSource", ImageSource: "rendering/renderers/shared/texture/sources/ImageSource" })}
import ${at("rendering/renderers/shared/texture/utils/textureFrom")};
extensions.add(browserExt, webworkerExt);
extensions.add(ImageSource, CanvasSource, BufferImageSource);
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
    // lib/rendering/renderers/gl/WebGLRenderer.mjs with only the systems and pipes the scene uses:
    // no extract / generateTexture (nothing reads pixels back or bakes a container into a texture;
    // the snapshots render into a RenderTexture), no alpha or stencil mask pipes (no masks), no
    // mesh adaptor (no meshes), no HelloSystem (its banner is off) and not the texture/renderable
    // GC systems deprecated since 8.15 (GCSystem, kept, does their work).
    [WEBGL]: `${use({ extensions: "extensions/Extensions", ExtensionType: "extensions/Extensions", AbstractRenderer: "rendering/renderers/shared/system/AbstractRenderer", RendererType: "rendering/renderers/types", RendererInitHook: "utils/global/globalHooks", BackgroundSystem: "rendering/renderers/shared/background/BackgroundSystem", GlobalUniformSystem: "rendering/renderers/shared/renderTarget/GlobalUniformSystem", ViewSystem: "rendering/renderers/shared/view/ViewSystem", RenderGroupSystem: "scene/container/RenderGroupSystem", GCSystem: "rendering/renderers/shared/GCSystem", SchedulerSystem: "rendering/renderers/shared/SchedulerSystem", GlUboSystem: "rendering/renderers/gl/GlUboSystem", GlBackBufferSystem: "rendering/renderers/gl/GlBackBufferSystem", GlContextSystem: "rendering/renderers/gl/context/GlContextSystem", GlLimitsSystem: "rendering/renderers/gl/GlLimitsSystem", GlBufferSystem: "rendering/renderers/gl/buffer/GlBufferSystem", GlTextureSystem: "rendering/renderers/gl/texture/GlTextureSystem", GlRenderTargetSystem: "rendering/renderers/gl/renderTarget/GlRenderTargetSystem", GlGeometrySystem: "rendering/renderers/gl/geometry/GlGeometrySystem", GlUniformGroupSystem: "rendering/renderers/gl/shader/GlUniformGroupSystem", GlShaderSystem: "rendering/renderers/gl/shader/GlShaderSystem", GlEncoderSystem: "rendering/renderers/gl/GlEncoderSystem", GlStateSystem: "rendering/renderers/gl/state/GlStateSystem", GlStencilSystem: "rendering/renderers/gl/GlStencilSystem", GlColorMaskSystem: "rendering/renderers/gl/GlColorMaskSystem", BlendModePipe: "rendering/renderers/shared/blendModes/BlendModePipe", BatcherPipe: "rendering/batcher/shared/BatcherPipe", SpritePipe: "scene/sprite/SpritePipe", RenderGroupPipe: "scene/container/RenderGroupPipe", ColorMaskPipe: "rendering/mask/color/ColorMaskPipe", GlBatchAdaptor: "rendering/batcher/gl/GlBatchAdaptor", GlGraphicsAdaptor: "scene/graphics/gl/GlGraphicsAdaptor" })}
const systems = [], renderPipes = [], renderPipeAdaptors = [], loaders = [];
extensions.handleByNamedList(ExtensionType.WebGLSystem, systems);
extensions.handleByNamedList(ExtensionType.WebGLPipes, renderPipes);
extensions.handleByNamedList(ExtensionType.WebGLPipesAdaptor, renderPipeAdaptors);
extensions.handleByNamedList(ExtensionType.WebGLLoader, loaders);
extensions.add(BackgroundSystem, GlobalUniformSystem, ViewSystem, RenderGroupSystem, GCSystem, RendererInitHook, SchedulerSystem, GlUboSystem, GlBackBufferSystem, GlContextSystem, GlLimitsSystem, GlBufferSystem, GlTextureSystem, GlRenderTargetSystem, GlGeometrySystem, GlUniformGroupSystem, GlShaderSystem, GlEncoderSystem, GlStateSystem, GlStencilSystem, GlColorMaskSystem, BlendModePipe, BatcherPipe, SpritePipe, RenderGroupPipe, ColorMaskPipe, GlBatchAdaptor, GlGraphicsAdaptor);
export class WebGLRenderer extends AbstractRenderer {
  constructor() {
    super({ name: "webgl", type: RendererType.WEBGL, systems, renderPipes, renderPipeAdaptors, loaders });
  }
}`,
    [WEBGPU]: `${use({ GpuUboSystem: "rendering/renderers/gpu/GpuUboSystem", generateUboSyncPolyfillWGSL: "unsafe-eval/ubo/generateUboSyncPolyfill" })}
Object.assign(GpuUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillWGSL });
export { WebGPURenderer } from ${at("rendering/renderers/gpu/WebGPURenderer")};`,
    [CANVAS]: `${use({ extensions: "extensions/Extensions", CanvasGraphicsContextSystem: "scene/graphics/canvas/CanvasGraphicsContextSystem", CanvasGraphicsPipe: "scene/graphics/canvas/CanvasGraphicsPipe" })}
extensions.add(CanvasGraphicsPipe, CanvasGraphicsContextSystem);
export { CanvasRenderer } from ${at("rendering/renderers/canvas/CanvasRenderer")};`,
  };

  // Pixi's Color parses CSS colour names ("white", "bisque", …) through this colord plugin, a table
  // of 148 names. The workstation gives Pixi numbers only (src/canvas/palette.ts); a name would now
  // fail to parse, loudly ("Unable to convert color").
  const colourNames = join(pkg("@pixi/colord"), "plugins", "names.mjs");
  if (!existsSync(colourNames)) throw new Error(`pixiForTheWorkstation: no ${colourNames}`);
  let webglPath: Set<string> | null = null;
  /**
   * Every module the WebGL path loads statically (Pixi and its small dependencies) in one "pixi" chunk. Left to itself, Rolldown splits what the workstation shares
   * with the lazy WebGPU and Canvas fallbacks (and Pixi's lazily imported browser extensions) into
   * chunks of their own, which the workstation then loads side by side, each gzipped apart with its
   * own import/export glue. The fallbacks keep only what is theirs alone.
   */
  const chunkGroup: ChunkGroup = {
    priority: 5,
    debugName: "pixi",
    name(id, ctx) {
      if (webglPath === null) {
        webglPath = new Set();
        const stack = [ENTRY, NO_EVAL, WEBGL];
        while (stack.length > 0) {
          const next = stack.pop() ?? "";
          if (webglPath.has(next)) continue;
          const info = ctx.getModuleInfo(next);
          if (info === null) continue;
          webglPath.add(next);
          stack.push(...info.importedIds);
        }
      }
      return webglPath.has(id) ? "pixi" : null;
    },
  };

  return {
    name: "pixi-for-the-workstation",
    apply: "build",
    enforce: "pre",
    config(config) {
      addCodeSplittingGroups(config, "pixiForTheWorkstation", [chunkGroup]);
    },
    resolveId(source) {
      if (source === "pixi.js") return ENTRY;
      if (source === "pixi.js/unsafe-eval") return NO_EVAL;
      if (source === `virtual:${WEBGPU.slice(1)}`) return WEBGPU;
      if (source === `virtual:${CANVAS.slice(1)}`) return CANVAS;
      if (source === `virtual:${WEBGL.slice(1)}`) return WEBGL;
      return null;
    },
    load(id) {
      if (id === colourNames) return "export default function noColourNames() {}";
      return modules[id] ?? replacedFiles.get(id) ?? null;
    },
    transform(code, id) {
      if (id !== autoDetect) return null;
      const renderers: Record<string, string> = {
        "./gpu/WebGPURenderer.mjs": WEBGPU,
        "./canvas/CanvasRenderer.mjs": CANVAS,
      };
      const webgl = "await import('./gl/WebGLRenderer.mjs')";
      if (!code.includes(webgl)) throw new Error(`pixiForTheWorkstation: autoDetectRenderer has no ${webgl}`);
      let out = `import { WebGLRenderer as StaticWebGLRenderer } from "virtual:${WEBGL.slice(1)}";\n${code.replace(webgl, "{ WebGLRenderer: StaticWebGLRenderer }")}`;
      for (const [path, virtual] of Object.entries(renderers)) {
        const from = `import('${path}')`;
        if (!out.includes(from)) throw new Error(`pixiForTheWorkstation: autoDetectRenderer has no ${from}`);
        out = out.replace(from, `import("virtual:${virtual.slice(1)}")`);
      }
      return { code: out, map: null };
    },
  };
}
