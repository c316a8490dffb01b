import Type from 'typebox';
import type { ErrorCode } from './error-codes.ts';

/*
 * A picture on a quiz, a question or an answer (spec §3: image, image_original, image_placeholder,
 * image_source, image_coordinates). Shared by the server, which checks and stores it, and the browser,
 * which shows it.
 *
 * An upload is kept as its original and resized once into the sizes the screens need (WebP), all under
 * one random name: `<name>.<ext>` (original), `<name>.screen.webp`, `<name>.phone.webp`. `image` is the
 * screen size; the phone size is found from it by that naming (pictureSrc), so the quiz keeps one path.
 *
 * A crop never makes new files: `image_coordinates` is a rectangle in percent of the picture, and the
 * screens show only that region of the same file (web/components/picture.tsx, CSS). Cropping again is
 * free, the original is never touched, and undoing a crop is clearing the rectangle.
 */

export const PICTURE_SIZES = {
  /** A phone held upright: about 400 CSS px across at 2× pixels. */
  phone: { width: 800, height: 800 },
  /** A projector or a large screen: full HD. */
  screen: { width: 1920, height: 1080 },
} as const;
export type PictureSize = keyof typeof PICTURE_SIZES;

export const PICTURE_PATH_MAX = 300;
/** A tiny WebP as a data URL: a few hundred characters; the limit leaves room, refuses anything bulky. */
export const PLACEHOLDER_MAX = 2000;
/** Where a picture found by image search came from (a page address, or the provider's credit line). */
export const PICTURE_SOURCE_MAX = 500;
/** A crop narrower or lower than 1 % of the picture is a slip of the hand, not a choice. */
export const CROP_MIN_PERCENT = 1;

/** The crop rectangle, in percent (0–100) of the original's width and height from its top left corner. */
export const ImageCoordinatesSchema = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
});
export type ImageCoordinates = Type.Static<typeof ImageCoordinatesSchema>;

const MediaPath = Type.String({ maxLength: PICTURE_PATH_MAX });
const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]));

/** The picture fields besides `image`, spread into a question's, an answer's and the quiz's schema. */
export const pictureDetailFields = {
  image_original: orNull(MediaPath),
  image_placeholder: orNull(Type.String({ maxLength: PLACEHOLDER_MAX })),
  image_source: orNull(Type.String({ maxLength: PICTURE_SOURCE_MAX * 4 })),
  image_coordinates: orNull(ImageCoordinatesSchema),
};
export const pictureFields = { image: orNull(MediaPath), ...pictureDetailFields };

export interface PictureFields {
  image?: string | null;
  image_original?: string | null;
  image_placeholder?: string | null;
  image_source?: string | null;
  image_coordinates?: ImageCoordinates | null;
}

/** What a screen needs to draw a picture: the file, the blur to show while it loads, the crop. */
export interface ShownPicture {
  src: string;
  placeholder: string | null;
  crop: ImageCoordinates | null;
}

/** The picture a screen shows, or null when there is none. */
export function shownPicture(fields: PictureFields | null | undefined): ShownPicture | null {
  if (!fields?.image) return null;
  return {
    src: fields.image,
    placeholder: fields.image_placeholder ?? null,
    crop: fields.image_coordinates ?? null,
  };
}

const SCREEN_SUFFIX = '.screen.webp';

/** The path of one size of a picture; pictures without sizes (older uploads, found ones) have only the one. */
export function pictureSrc(image: string, size: PictureSize): string {
  if (size === 'phone' && image.endsWith(SCREEN_SUFFIX))
    return `${image.slice(0, -SCREEN_SUFFIX.length)}.phone.webp`;
  return image;
}

/** The suffix each size is stored under beside the original. */
export const sizeSuffix = (size: PictureSize) => `${size}.webp`;

const isMediaPath = (value: string) => value.startsWith('/media/') && value.length > '/media/'.length;
const PLACEHOLDER_PATTERN = /^data:image\/(webp|png|jpeg);base64,[A-Za-z0-9+/]+=*$/;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * A picture's fields checked (spec §5), with the crop rounded to hundredths of a percent; or the
 * `errors.` code of the first problem. Detail fields without an `image` are dropped: they would
 * describe nothing.
 */
export function checkPicture<T extends PictureFields>(fields: T): { picture: T } | { problem: ErrorCode } {
  if (!fields.image) {
    const {
      image_original: _o,
      image_placeholder: _p,
      image_source: _s,
      image_coordinates: _c,
      ...rest
    } = fields;
    return { picture: rest as T };
  }
  if (!isMediaPath(fields.image) || (fields.image_original && !isMediaPath(fields.image_original)))
    return { problem: 'image_path_invalid' };
  if (fields.image_placeholder && !PLACEHOLDER_PATTERN.test(fields.image_placeholder))
    return { problem: 'image_placeholder_invalid' };
  const crop = fields.image_coordinates;
  if (!crop) return { picture: fields };
  const checked = checkCrop(crop);
  if ('problem' in checked) return checked;
  return { picture: { ...fields, image_coordinates: checked.crop } };
}

/** A crop rectangle inside the picture and not vanishingly small, rounded; or `image_crop_invalid`. */
export function checkCrop(
  crop: ImageCoordinates,
): { crop: ImageCoordinates } | { problem: 'image_crop_invalid' } {
  const rounded = {
    x: round(crop.x),
    y: round(crop.y),
    width: round(crop.width),
    height: round(crop.height),
  };
  const { x, y, width, height } = rounded;
  const finite = [x, y, width, height].every(Number.isFinite);
  if (!finite || x < 0 || y < 0 || width < CROP_MIN_PERCENT || height < CROP_MIN_PERCENT)
    return { problem: 'image_crop_invalid' };
  // A hundredth of a percent of slack: the cropper's floating point may end a hair past the edge.
  if (x + width > 100.01 || y + height > 100.01) return { problem: 'image_crop_invalid' };
  return { crop: rounded };
}

/** True when the crop shows the whole picture: no need to keep it. */
export const isWholePicture = (crop: ImageCoordinates) =>
  crop.x <= 0 && crop.y <= 0 && crop.width >= 100 && crop.height >= 100;
