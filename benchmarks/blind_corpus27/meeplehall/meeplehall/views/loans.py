import os
import subprocess
from urllib.parse import unquote, urlparse

from starlette.responses import FileResponse, PlainTextResponse, RedirectResponse

from .. import settings
from ..utils.shell import printer_command, printer_command_quoted

ALLOWED_RETURN_HOSTS = {"meeple.cafe", "www.meeple.cafe"}


async def checkout(request):
    form = await request.form()
    back = form.get("return_to", "/games")
    return RedirectResponse(back, status_code=303)


async def return_game(request):
    form = await request.form()
    back = form.get("return_to", "/games")
    parsed = urlparse(back)
    if parsed.netloc and parsed.netloc not in ALLOWED_RETURN_HOSTS:
        back = "/games"
    return RedirectResponse(back, status_code=303)


async def rulebook(request):
    name = unquote(request.query_params.get("file", ""))
    return FileResponse(os.path.join(settings.RULEBOOK_DIR, name))


async def rulebook_safe(request):
    name = os.path.basename(request.query_params.get("file", ""))
    if not name.endswith(".pdf"):
        return PlainTextResponse("pdf only", status_code=400)
    return FileResponse(os.path.join(settings.RULEBOOK_DIR, name))


async def print_label(request):
    form = await request.form()
    title = form.get("title", "")
    cmd = printer_command(settings.LABEL_PRINTER, title)
    subprocess.call(cmd, shell=True)
    return PlainTextResponse("queued")


async def print_label_quoted(request):
    form = await request.form()
    cmd = printer_command_quoted(settings.LABEL_PRINTER, form.get("title", ""))
    subprocess.call(cmd, shell=True)
    return PlainTextResponse("queued")
