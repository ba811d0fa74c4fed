/** Product images: procedural swatch textures, rendered, encoded and cached on demand. */
export { createImageService, RENDERER_VERSION, IMAGE_KINDS, type ImageService, type ImageServiceOptions, type ImageResult, type ImageSource } from "./image-service";
export { createImagesRouter, type ImagesRouterOptions } from "./images-router";
export { renderImage, renderSize, type EncodedFormat } from "./render";
export { renderPixels, renderPixelsAsync, TEXTURE_RENDERERS } from "./textures";
