"""Makes the kit's Inter file (ADR 081): Fontsource's variable Latin Inter, its weight axis limited to
the kit's weights (400 regular to 700 bold), glyph names dropped. Run from packages/ui after
`pnpm install`, with fontTools (`pip install fonttools brotli`):

    python3 scripts/make-inter-400-700.py

It writes src/fonts/inter-latin-wght-400-700.woff2, which is committed: the build only copies it.
Without the `brotli` module (woff2 needs it), Node's zlib compresses instead.
"""

import io
import subprocess
import sys
import types

SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
TARGET = 'src/fonts/inter-latin-wght-400-700.woff2'

try:
    import brotli  # noqa: F401
except ImportError:
    # fontTools' woff2 calls brotli.compress(data, mode=…, quality=…) and brotli.decompress(data).
    _node = """
const z=require('zlib');const c=[];process.stdin.on('data',d=>c.push(d)).on('end',()=>{const b=Buffer.concat(c);
const [op,mode,q]=process.argv.slice(1);const P=z.constants;
process.stdout.write(op==='c'?z.brotliCompressSync(b,{params:{[P.BROTLI_PARAM_MODE]:+mode,[P.BROTLI_PARAM_QUALITY]:+q,
[P.BROTLI_PARAM_SIZE_HINT]:b.length}}):z.brotliDecompressSync(b));});
"""

    def _run(op, data, mode=0, quality=11):
        args = ['node', '-e', _node, op, str(mode), str(quality)]
        return subprocess.run(args, input=bytes(data), capture_output=True, check=True).stdout

    shim = types.ModuleType('brotli')
    shim.MODE_GENERIC, shim.MODE_TEXT, shim.MODE_FONT = 0, 1, 2
    shim.compress = lambda data, mode=0, quality=11, **_: _run('c', data, mode, quality)
    shim.decompress = lambda data: _run('d', data)
    sys.modules['brotli'] = shim

from fontTools.ttLib import TTFont  # noqa: E402
from fontTools.varLib import instancer  # noqa: E402

font = instancer.instantiateVariableFont(TTFont(SOURCE), {'wght': (400, 700)}, updateFontNames=False)
font['post'].formatType = 3.0  # no glyph names: nothing reads them, and they were 4 KB
font.flavor = 'woff2'
out = io.BytesIO()
font.save(out)
with open(TARGET, 'wb') as file:
    file.write(out.getvalue())
print(f'{TARGET}: {len(out.getvalue())} bytes')
