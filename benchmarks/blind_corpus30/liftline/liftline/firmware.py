import tempfile

import aiohttp

from . import settings


async def fetch_image(url: str) -> str:
    async with aiohttp.ClientSession() as session:
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=60)) as resp:
            data = await resp.read()
    with tempfile.NamedTemporaryFile(prefix="fw-", suffix=".bin", delete=False) as fh:
        fh.write(data)
        return fh.name


async def fetch_release(model: str, version: str) -> bytes:
    if not (model.isalnum() and version.replace(".", "").isdigit()):
        raise ValueError("bad firmware id")
    async with aiohttp.ClientSession() as session:
        async with session.get(f"{settings.FIRMWARE_HOST}/{model}/{version}.bin") as resp:
            return await resp.read()
