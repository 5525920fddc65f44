/**
 * A HEIC file as phones write it (HEVC inside a HEIF container), built box by box: sharp cannot
 * write HEVC. The header is complete and the pixel data is not, which is all a reader that cannot
 * decode HEVC ever gets to.
 */
export function heicContainer(width: number, height: number): Buffer {
  const hvcC = box(
    'hvcC',
    // version 1, Main profile, level 3, 4:2:0, 8-bit, four-byte NAL lengths, no parameter sets
    u8(1),
    u8(1),
    u32(0x60000000),
    Buffer.alloc(6),
    u8(90),
    u16(0xf000),
    u8(0xfc),
    u8(0xfd),
    u8(0xf8),
    u8(0xf8),
    u16(0),
    u8(0x0f),
    u8(0),
  );
  const ipco = box('ipco', hvcC, fullBox('ispe', 0, u32(width), u32(height)));
  const meta = (dataOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), text('pict'), Buffer.alloc(12), u8(0)),
      fullBox('pitm', 0, u16(1)),
      fullBox('iloc', 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(dataOffset), u32(16)),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), text('hvc1'), u8(0))),
      box('iprp', ipco, fullBox('ipma', 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02))),
    );
  const ftyp = box('ftyp', text('heic'), u32(0), text('mif1'), text('heic'));
  const dataOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box('mdat', Buffer.alloc(16))]);
}

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const text = (value: string) => Buffer.from(value, 'latin1');

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
}

/** A box that starts with a version byte and three bytes of flags (all zero here). */
function fullBox(type: string, version: number, ...parts: Buffer[]): Buffer {
  return box(type, u8(version), Buffer.alloc(3), ...parts);
}
