from urllib.parse import urlparse

import httpx
from starlette.responses import JSONResponse

from .. import settings


async def test_webhook(request):
    body = await request.json()
    url = body.get("url", "")
    async with httpx.AsyncClient(timeout=5) as client:
        r = await client.post(url, json={"text": "Toolshed webhook test"})
    return JSONResponse({"status": r.status_code})


async def register_webhook(request):
    body = await request.json()
    url = body.get("url", "")
    host = urlparse(url).hostname or ""
    if urlparse(url).scheme != "https" or host not in settings.WEBHOOK_ALLOWED_HOSTS:
        return JSONResponse({"error": "unsupported webhook host"}, status_code=400)
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        r = await client.post(url, json={"text": "Toolshed webhook registered"})
    return JSONResponse({"status": r.status_code})


async def notify_sms(member_phone: str, text: str):
    headers = {"Authorization": f"Bearer {settings.SMS_GATEWAY_TOKEN}"}
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(settings.SMS_GATEWAY_URL, json={"to": member_phone, "text": text}, headers=headers)
