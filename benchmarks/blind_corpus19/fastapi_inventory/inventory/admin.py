from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

SCANNER_API_KEY = "scn_9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a"


async def health(request):
    return PlainTextResponse("ok")


async def scanner_key(request):
    if request.headers.get("x-scanner-key") != SCANNER_API_KEY:
        return PlainTextResponse("denied", status_code=403)
    return PlainTextResponse("scanner ok")


admin_app = Starlette(debug=True, routes=[Route("/health", health), Route("/scanner", scanner_key)])
