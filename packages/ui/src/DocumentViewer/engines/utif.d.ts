declare module 'utif' {
  /** A decoded Image File Directory: tags as `t<number>` arrays, plus what decodeImage adds. */
  export interface IFD {
    [tag: `t${number}`]: number[] | Uint8Array | string[] | undefined;
    width?: number;
    height?: number;
    data?: Uint8Array;
  }
  interface BinReader {
    readUshort(data: Uint8Array, offset: number): number;
    readUint(data: Uint8Array, offset: number): number;
  }
  const UTIF: {
    decode(buffer: ArrayBuffer): IFD[];
    decodeImage(buffer: ArrayBuffer, ifd: IFD, ifds?: IFD[]): void;
    toRGBA8(ifd: IFD): Uint8Array;
    _readIFD(
      bin: BinReader,
      data: Uint8Array,
      offset: number,
      ifds: IFD[],
      depth: number,
      debug: boolean,
    ): number;
    _binLE: BinReader;
    _binBE: BinReader;
  };
  export default UTIF;
}
