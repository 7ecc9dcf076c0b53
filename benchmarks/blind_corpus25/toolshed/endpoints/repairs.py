import os
import shlex
import subprocess
import tempfile

from starlette.responses import JSONResponse

LABEL_PRINTER = os.environ.get("TOOLSHED_PRINTER", "zebra-shed")


async def print_label(request):
    form = await request.form()
    text = form.get("text", "")
    subprocess.run("echo %s | lp -d %s -o raw" % (shlex.quote(text), shlex.quote(LABEL_PRINTER)), shell=True, check=True)
    return JSONResponse({"printed": True})


async def engrave(request):
    form = await request.form()
    serial = form.get("serial", "")
    os.system(f"/usr/local/bin/engrave --text '{serial}' --device /dev/ttyUSB0")
    return JSONResponse({"queued": True})


async def repair_photo(request):
    form = await request.form()
    upload = form["photo"]
    fd, path = tempfile.mkstemp(suffix=".jpg", prefix="repair-")
    with os.fdopen(fd, "wb") as fh:
        fh.write(await upload.read())
    return JSONResponse({"stored": os.path.basename(path)})


async def repair_note(request):
    form = await request.form()
    with open("/tmp/toolshed-repair-%s.txt" % form.get("tool_id", "0"), "a") as fh:
        fh.write(form.get("note", "") + "\n")
    return JSONResponse({"ok": True})
