import asyncio
import os
import tempfile

from .. import settings
from ..framing import b64arg, checksum


async def upload(args, session):
    name, data = args[0], b64arg(args[1])
    dest = os.path.join(settings.SONG_DIR, name)
    with open(dest, "wb") as fh:
        fh.write(data)
    return {"stored": name, "sum": checksum(data)}


async def get_file(args, session):
    name = os.path.basename(args[0])
    with open(os.path.join(settings.SONG_DIR, name), "rb") as fh:
        return {"size": len(fh.read())}


async def render(args, session):
    song, transpose = args[0], args[1] if len(args) > 1 else "0"
    tmp = tempfile.mktemp(suffix=".mid")
    proc = await asyncio.create_subprocess_shell(
        "midicsv %s/%s | transpose.awk -v t=%s | csvmidi > %s" % (settings.SONG_DIR, song, transpose, tmp)
    )
    await proc.wait()
    return {"rendered": tmp}


async def render_fixed(song_id: int):
    out_dir = tempfile.mkdtemp(prefix="clapper-")
    proc = await asyncio.create_subprocess_exec("timidity", os.path.join(settings.SONG_DIR, "%d.mid" % song_id), "-Ow", "-o", os.path.join(out_dir, "out.wav"))
    await proc.wait()
    return out_dir
