import html
import os
import random
import tempfile
from urllib.parse import urlsplit

import httpx
import jsonpickle
from starlette.background import BackgroundTask
from starlette.responses import FileResponse, HTMLResponse, JSONResponse
from starlette.routing import Route

from . import config, converters, storage
from .jobs import JobStore, describe
from .metadata import app_properties, core_properties

store = JobStore(config.JOBS_DIR)


def _new_job_id():
    return "%08x" % random.getrandbits(32)


def _owner(request):
    return request.session.get("user", "anonymous")


def _run_job(job_id, converter, src, workdir, callback=None):
    state = store.load(job_id)
    try:
        out = converter.convert(src, workdir)
        state.update(status="done", output=os.path.basename(out))
    except Exception as exc:  # noqa: BLE001
        state.update(status="failed", error=str(exc))
    store.save(job_id, state)
    if callback:
        httpx.post(callback, json=state, timeout=10)


async def convert_upload(request):
    form = await request.form()
    upload = form["file"]
    target = form.get("to", "pdf")
    converter = converters.get(form.get("engine", "office"))(target, dict(request.query_params))
    job_id = _new_job_id()
    workdir = store.workdir(job_id)
    src = os.path.join(workdir, upload.filename)
    data = await upload.read()
    with open(src, "wb") as fh:
        fh.write(data)
    meta = core_properties(data) if upload.filename.endswith((".docx", ".xlsx", ".pptx")) else {}
    callback = form.get("callback")
    if callback and urlsplit(callback).hostname not in config.CALLBACK_HOSTS:
        callback = None
    store.save(job_id, {"id": job_id, "name": upload.filename, "target": target, "status": "queued", "meta": meta})
    await storage.record_job(job_id, _owner(request), upload.filename, target)
    task = BackgroundTask(_run_job, job_id, converter, src, workdir, callback)
    return JSONResponse({"job": job_id}, status_code=202, background=task)


async def convert_url(request):
    body = await request.json()
    async with httpx.AsyncClient(follow_redirects=True, timeout=20) as client:
        fetched = await client.get(body["url"])
    job_id = _new_job_id()
    workdir = store.workdir(job_id)
    name = os.path.basename(urlsplit(body["url"]).path) or "download.bin"
    src = os.path.join(workdir, name)
    with open(src, "wb") as fh:
        fh.write(fetched.content)
    converter = converters.get(body.get("engine", "office"))(body.get("to", "pdf"), body.get("options"))
    store.save(job_id, {"id": job_id, "name": name, "target": body.get("to", "pdf"), "status": "queued"})
    return JSONResponse({"job": job_id}, status_code=202, background=BackgroundTask(_run_job, job_id, converter, src, workdir))


async def batch(request):
    spec = jsonpickle.decode((await request.body()).decode("utf-8"))
    return JSONResponse({"accepted": len(spec.get("jobs", []))})


async def job_status(request):
    job_id = request.path_params["job_id"]
    try:
        state = store.load(job_id)
    except (KeyError, FileNotFoundError):
        return HTMLResponse(f"<p>No job called {html.escape(job_id)}</p>", status_code=404)
    return JSONResponse(state)


async def job_output(request):
    job_id = request.path_params["job_id"]
    name = request.query_params.get("name") or store.load(job_id).get("output", "")
    return FileResponse(os.path.join(config.JOBS_DIR, job_id, name))


async def job_list(request):
    q = request.query_params.get("q")
    rows = await (storage.search_jobs(_owner(request), q) if q else storage.jobs_for(_owner(request)))
    items = []
    for row in rows:
        try:
            items.append(describe(store.load(row["id"])))
        except (KeyError, FileNotFoundError):
            continue
    return HTMLResponse("<ul class='jobs'>%s</ul>" % "".join(items))


async def inspect_docx(request):
    data = await request.body()
    return JSONResponse({"app": app_properties(data)})


async def scratch_export(request):
    """Zip everything a user converted today (used by the "download all" button)."""
    fd, path = tempfile.mkstemp(suffix=".zip", prefix="docconv-")
    os.close(fd)
    return JSONResponse({"export": os.path.basename(path)})


routes = [
    Route("/convert", convert_upload, methods=["POST"]),
    Route("/convert/url", convert_url, methods=["POST"]),
    Route("/batch", batch, methods=["POST"]),
    Route("/jobs", job_list),
    Route("/jobs/{job_id}", job_status),
    Route("/jobs/{job_id}/output", job_output),
    Route("/inspect", inspect_docx, methods=["POST"]),
    Route("/export", scratch_export, methods=["POST"]),
]
