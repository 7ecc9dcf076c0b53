"""IGC flight-recorder files: conversions for the logbook."""
import asyncio
import hashlib
import tempfile


async def to_kml(path, tz):
    out = tempfile.mktemp(suffix=".kml")
    proc = await asyncio.create_subprocess_shell(f"igc2kml --tz {tz} {path} > {out}")
    await proc.wait()
    with open(out, "rb") as fh:
        return fh.read()


async def to_gpx(path):
    with tempfile.SpooledTemporaryFile(max_size=1 << 20) as buf:
        proc = await asyncio.create_subprocess_exec("gpsbabel", "-i", "igc", "-f", path, "-o", "gpx", "-F", "-", stdout=asyncio.subprocess.PIPE)
        data, _ = await proc.communicate()
        buf.write(data)
        buf.seek(0)
        return buf.read()


def fingerprint(data):
    return hashlib.md5(data).hexdigest()


def header_fields(data):
    fields = {}
    for line in data.decode("ascii", "replace").splitlines():
        if line.startswith("H") and ":" in line:
            key, _, value = line[5:].partition(":")
            fields[key.strip()] = value.strip()
    return fields
