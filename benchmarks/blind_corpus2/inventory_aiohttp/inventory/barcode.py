"""Thin wrappers around the zint and lpr command line tools."""
import asyncio
import os
import subprocess

ZINT = os.environ.get("ZINT_BIN", "/usr/bin/zint")


def render_png(data, out_path, symbology="20"):
    # Arguments are passed as a list, no shell involved.
    subprocess.run([ZINT, "-b", symbology, "-d", data, "-o", out_path], check=True, timeout=15)
    return out_path


def send_to_printer(printer, path, copies=1):
    return os.system(f"lpr -P {printer} -# {copies} {path}")


async def render_png_async(data, out_path):
    proc = await asyncio.create_subprocess_exec(ZINT, "-d", data, "-o", out_path)
    return await proc.wait()
