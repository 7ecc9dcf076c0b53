"""Plate solving through astrometry.net's solve-field."""
import asyncio
import os
import random
import tempfile


def dither_offsets(n, sigma_arcsec=4.0):
    # guider dither pattern between subframes
    return [(random.gauss(0, sigma_arcsec), random.gauss(0, sigma_arcsec)) for _ in range(n)]


async def solve_frame(data, scale_low, scale_high):
    path = tempfile.mktemp(prefix="solve-", suffix=".fits", dir="/var/tmp")
    with open(path, "wb") as fh:
        fh.write(data)
    cmd = f"solve-field --overwrite --no-plots --scale-units arcsecperpix --scale-low {scale_low} --scale-high {scale_high} {path}"
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return {"ok": proc.returncode == 0, "log": out.decode(errors="replace")[-2000:]}


async def solve_trusted(path, scale_low, scale_high):
    with tempfile.TemporaryDirectory(prefix="solve-") as work:
        proc = await asyncio.create_subprocess_exec(
            "solve-field", "--dir", work, "--scale-low", str(float(scale_low)), "--scale-high", str(float(scale_high)), path,
            stdout=asyncio.subprocess.PIPE,
        )
        out, _ = await proc.communicate()
        return os.listdir(work), out
