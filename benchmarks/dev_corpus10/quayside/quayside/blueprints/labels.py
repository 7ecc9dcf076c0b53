import asyncio
import shlex

from sanic import Blueprint, response

from .. import settings

bp = Blueprint("labels", url_prefix="/labels")


async def _run(cmd):
    proc = await asyncio.create_subprocess_shell(cmd, stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return proc.returncode, out


@bp.post("/print")
async def print_label(request):
    data = request.json
    title = data.get("title", "label")
    copies = data.get("copies", "1")
    cmd = "lp -d %s -n %s -t '%s' /var/spool/quayside/current.zpl" % (settings.LABEL_PRINTER, copies, title)
    code, _ = await _run(cmd)
    return response.json({"queued": code == 0})


@bp.post("/preview")
async def preview(request):
    fmt = request.json.get("format", "png")
    cmd = "zint --barcode=20 --direct --filetype=%s --data=%s" % (shlex.quote(fmt), shlex.quote(request.json["data"]))
    code, out = await _run(cmd)
    return response.raw(out, content_type="image/" + ("png" if fmt == "png" else "svg+xml"))


@bp.post("/reprint")
async def reprint(request):
    job = str(int(request.json["job"]))
    proc = await asyncio.create_subprocess_exec("lp", "-d", settings.LABEL_PRINTER, "-i", job)
    await proc.wait()
    return response.json({"ok": proc.returncode == 0})
