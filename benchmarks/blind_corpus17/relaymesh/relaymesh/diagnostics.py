import asyncio
import ipaddress

from .registry import command


@command("trace")
async def trace(msg):
    target = msg.get("target", "")
    proc = await asyncio.create_subprocess_shell(
        "traceroute -n -w 1 -q 1 %s" % target,
        stdout=asyncio.subprocess.PIPE,
    )
    out, _ = await proc.communicate()
    return {"trace": out.decode(errors="replace")}


@command("ping")
async def ping(msg):
    addr = str(ipaddress.ip_address(msg.get("target", "")))
    proc = await asyncio.create_subprocess_exec(
        "ping", "-c", "2", addr, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await proc.communicate()
    return {"ping": out.decode(errors="replace")}
