/** Icon (.ico) files for the social card tests, built byte by byte. */
/** An icon file of the given images, each `[width, image bytes]`, laid out as the .ico format has it. */
export function iconFile(images: readonly [number, Buffer][]): Buffer {
  const header = Buffer.alloc(6 + images.length * 16);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(([width, image], i) => {
    const entry = 6 + i * 16;
    header[entry] = width;
    header[entry + 1] = width;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(image.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += image.length;
  });
  return Buffer.concat([header, ...images.map(([, image]) => image)]);
}

/** A 32-bit bitmap as an icon holds one (its header alone is enough here): what most favicon.ico files are. */
export function iconBitmap(width: number): Buffer {
  const bitmap = Buffer.alloc(40 + width * width * 4);
  bitmap.writeUInt32LE(40, 0);
  bitmap.writeInt32LE(width, 4);
  bitmap.writeInt32LE(width * 2, 8);
  bitmap.writeUInt16LE(1, 12);
  bitmap.writeUInt16LE(32, 14);
  return bitmap;
}
