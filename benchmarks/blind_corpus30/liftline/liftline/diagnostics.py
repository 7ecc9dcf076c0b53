import asyncio
import os

from . import settings

GATE_NAME_OK = set("abcdefghijklmnopqrstuvwxyz0123456789-")


async def ping(host: str) -> str:
    proc = await asyncio.create_subprocess_shell(
        f"ping -c 3 -W 1 {host}", stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT
    )
    out, _ = await proc.communicate()
    return out.decode(errors="replace")


async def arp(gate: str) -> str:
    if not set(gate) <= GATE_NAME_OK:
        return "bad gate name"
    proc = await asyncio.create_subprocess_exec("ip", "neigh", "show", "dev", f"gate-{gate}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return out.decode(errors="replace")


def read_log(name: str) -> bytes:
    with open(os.path.join(settings.LOG_DIR, name), "rb") as fh:
        return fh.read()[-8192:]


def read_own_log(gate: str) -> bytes:
    path = os.path.join(settings.LOG_DIR, os.path.basename(gate) + ".log")
    with open(path, "rb") as fh:
        return fh.read()[-8192:]
