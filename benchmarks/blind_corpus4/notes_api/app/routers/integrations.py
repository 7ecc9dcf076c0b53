import ipaddress
import re
import socket
from urllib.parse import urlsplit

import httpx
from fastapi import APIRouter, Depends, HTTPException

from ..models import User
from ..security import current_user

router = APIRouter(prefix="/integrations")
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


def _public_address(host: str) -> str:
    infos = socket.getaddrinfo(host, 443, proto=socket.IPPROTO_TCP)
    addrs = {ipaddress.ip_address(i[4][0]) for i in infos}
    if not addrs or any(a.is_private or a.is_loopback or a.is_link_local or a.is_reserved or a.is_multicast for a in addrs):
        raise HTTPException(400, "destination not allowed")
    return str(next(iter(addrs)))


@router.get("/unfurl")
async def unfurl(url: str, user: User = Depends(current_user)):
    async with httpx.AsyncClient(timeout=5, follow_redirects=True) as client:
        r = await client.get(url)
    m = TITLE_RE.search(r.text[:100_000])
    return {"title": m.group(1).strip() if m else None, "status": r.status_code}


@router.get("/unfurl-v2")
async def unfurl_v2(url: str, user: User = Depends(current_user)):
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise HTTPException(400, "https only")
    ip = _public_address(parts.hostname)
    transport = httpx.AsyncHTTPTransport(retries=0)
    async with httpx.AsyncClient(timeout=5, follow_redirects=False, transport=transport) as client:
        r = await client.get(f"https://{ip}{parts.path or '/'}", headers={"Host": parts.hostname},
                             extensions={"sni_hostname": parts.hostname})
    m = TITLE_RE.search(r.text[:100_000])
    return {"title": m.group(1).strip() if m else None}
