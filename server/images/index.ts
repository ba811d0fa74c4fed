/** Product images: stored photos and generated demo swatches, resized in a worker pool, cached on disk, rendered ahead. */
export { createImageService, RENDERER_VERSION, BUSY_RETRY_AFTER_SECONDS, type ImageService, type ImageServiceOptions, type ImageResult } from "./image-service";
export { IMAGE_KINDS, type ImageSource } from "./image-request";
export { createImagePool, PoolBusyError, type ImagePool, type ImagePoolOptions } from "../render/render-pool";
export { createPrerenderer, prerenderOrder, PRERENDER_TIERS, type Prerenderer } from "./prerender";
export { createImagesRouter, type ImagesRouterOptions } from "./images-router";
export { renderSize, type EncodedFormat } from "./render";
export { renderImage } from "./sources/procedural";
