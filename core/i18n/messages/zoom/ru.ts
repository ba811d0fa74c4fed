import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Russian wording of ./en.ts. */
export const ruZoom = {
  "zoom.controls": "Масштаб",
  "zoom.level": "Масштаб {percent}",
  "zoom.reset": "Всё изображение",
  "zoom.hint": "Клавиши: + и − меняют масштаб, 0 показывает всё изображение, стрелки сдвигают увеличенное изображение.",
  "zoom.gestures": "Перетаскивайте, чтобы сдвинуть изображение; сводите и разводите пальцы или крутите колесо мыши, чтобы изменить масштаб.",
  "zoom.hintImages": "Клавиши: + и − меняют масштаб, 0 показывает всё изображение. Стрелки сдвигают увеличенное изображение; при показе целиком влево и вправо переключают изображения.",
  "zoom.downloadTitle": "Скачать: {name}",
  "zoom.downloadButton": "Скачать JPEG",
  "zoom.imageSize": "JPEG, {width} × {height} пикселей",
} satisfies Record<keyof typeof enZoom, Message>;
