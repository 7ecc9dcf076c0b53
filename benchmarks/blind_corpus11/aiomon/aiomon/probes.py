import asyncio
import ipaddress
import os
import socket
import time
from urllib.parse import urlsplit

import aiohttp


class Probe:
    kind = "base"

    def __init__(self, target, timeout=5.0):
        self.target = target
        self.timeout = timeout

    async def run(self):
        start = time.monotonic()
        ok = await self._check()
        return ok, int((time.monotonic() - start) * 1000)

    async def _check(self):
        raise NotImplementedError


class HttpProbe(Probe):
    kind = "http"

    async def _check(self):
        async with aiohttp.ClientSession() as s:
            async with s.get(self.target, timeout=self.timeout, allow_redirects=False) as r:
                return r.status < 400


class PublicHttpProbe(HttpProbe):
    kind = "public-http"

    async def _check(self):
        host = urlsplit(self.target).hostname or ""
        infos = await asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM)
        addrs = {ipaddress.ip_address(i[4][0]) for i in infos}
        if not addrs or not all(a.is_global for a in addrs):
            return False
        conn = aiohttp.TCPConnector(resolver=_PinnedResolver(host, [str(a) for a in addrs]))
        async with aiohttp.ClientSession(connector=conn) as s:
            async with s.get(self.target, timeout=self.timeout, allow_redirects=False) as r:
                return r.status < 400


class _PinnedResolver(aiohttp.abc.AbstractResolver):
    def __init__(self, host, addrs):
        self._host, self._addrs = host, addrs

    async def resolve(self, host, port=0, family=socket.AF_INET):
        return [{"hostname": host, "host": a, "port": port, "family": family, "proto": 0, "flags": 0} for a in self._addrs]

    async def close(self):
        pass


class ScriptProbe(Probe):
    kind = "script"
    root = "/opt/aiomon/scripts"

    async def _check(self):
        name = os.path.basename(self.target)
        if name not in os.listdir(self.root):
            return False
        proc = await asyncio.create_subprocess_exec(os.path.join(self.root, name), stdout=asyncio.subprocess.DEVNULL)
        return await proc.wait() == 0


PROBES = {cls.kind: cls for cls in (HttpProbe, PublicHttpProbe, ScriptProbe)}
