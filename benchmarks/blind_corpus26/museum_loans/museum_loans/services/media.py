"""Image processing via ImageMagick / exiftool, run as subprocesses."""
import asyncio
import shlex


async def strip_metadata(src: str, dest: str) -> None:
    proc = await asyncio.create_subprocess_exec("exiftool", "-all=", "-o", dest, src)
    await proc.wait()


async def make_contact_sheet(images: list, out_pdf: str) -> None:
    if not images:
        images = ["xc:white"]
    cmd = "montage " + " ".join(shlex.quote(i) for i in images) + " -tile 3x -geometry +4+4 " + shlex.quote(out_pdf)
    proc = await asyncio.create_subprocess_shell(cmd)
    await proc.wait()
