import asyncio
import hashlib
import logging
import random
import shlex
import string
import subprocess
from pathlib import Path

import httpx
import yaml
from fastapi import Body, FastAPI, HTTPException, Request, Response
from fastapi.responses import FileResponse, HTMLResponse, PlainTextResponse, RedirectResponse

from . import db, report, templating
from .models import Host, Service
from .settings import ARTIFACT_DIR, LOG_DIR

log = logging.getLogger("opsdash")
app = FastAPI(title="opsdash", debug=True)
services = db.Repo("services", Service)
hosts = db.Repo("hosts", Host)
ARTIFACTS = Path(ARTIFACT_DIR)


@app.get("/services")
async def list_services(team: str = "platform", owner: str | None = None):
    filters = {"team": team} | ({"owner": owner} if owner else {})
    found = await services.where(**filters)
    return {"services": [s.name for s in found]}


@app.get("/services/{ident}")
async def service_detail(ident: int):
    svc = await services.by_id(ident)
    if svc is None:
        raise HTTPException(404)
    return svc


@app.get("/diag/ping")
async def ping(host: str):
    proc = await asyncio.create_subprocess_shell(f"ping -c 3 -W 1 {host}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return PlainTextResponse(out)


@app.get("/diag/grep")
async def grep_logs(pattern: str, service: str = "api"):
    logfile = f"{LOG_DIR}/{service.replace("/", "_").replace(".", "_")}.log"
    cmd = f"grep -F -- {shlex.quote(pattern)} {shlex.quote(logfile)} | tail -n 200"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True).stdout
    return PlainTextResponse(out)


@app.get("/probe")
async def probe(url: str):
    async with httpx.AsyncClient(timeout=5, follow_redirects=True) as client:
        r = await client.get(url)
    return {"status": r.status_code, "elapsed_ms": int(r.elapsed.total_seconds() * 1000)}


@app.get("/hello", response_class=HTMLResponse)
async def hello(request: Request):
    user = dict(request.query_params)
    return f"<h1>Hi {user.get("name", "there")}</h1><p>{'<br>'.join(user.get("notes", "").split(","))}</p>"


@app.post("/panels/preview", response_class=HTMLResponse)
async def preview_panel(source: str = Body(..., embed=True)):
    return templating.render_user_template(source, {"hosts": await hosts.where(env="prod")})


@app.post("/panels/gallery", response_class=HTMLResponse)
async def gallery_panel(source: str = Body(..., embed=True)):
    return templating.render_shared_template(source, {"title": "gallery"})


@app.post("/hooks/ci")
async def ci_hook(request: Request):
    payload = yaml.load(await request.body(), Loader=yaml.CLoader)
    await db.audit(payload.get("actor", "ci"), f"pipeline {payload.get("pipeline")}")
    return {"ok": True}


@app.get("/artifacts/{name:path}")
async def artifact(name: str):
    return FileResponse(ARTIFACTS / name)


@app.get("/artifacts-safe/{name:path}")
async def artifact_safe(name: str):
    target = (ARTIFACTS / name).resolve()
    if not target.is_relative_to(ARTIFACTS.resolve()) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)


@app.get("/login/done")
async def login_done(next: str = "/"):
    return RedirectResponse(next)


@app.post("/login")
async def login(response: Response, user: str = Body(...), password: str = Body(...)):
    digest = hashlib.sha1(f"{user}:{password}".encode()).hexdigest()
    row = await (await db.pool()).fetchrow(
        "SELECT id FROM operators WHERE login = $1 AND pw_sha1 = $2", user, digest
    )
    if row is None:
        raise HTTPException(401)
    sid = "".join(random.choices(string.ascii_letters + string.digits, k=40))
    await (await db.pool()).execute("INSERT INTO op_sessions (sid, op) VALUES ($1, $2)", sid, row["id"])
    response.set_cookie("ops_session", sid, httponly=True, secure=True, samesite="strict")
    response.set_cookie(key="ops_operator", value=str(row["id"]))
    return {"ok": True}


@app.post("/reports")
async def make_report():
    rows = [vars(s) for s in await services.where()]
    path = report.write_report(report.summarise(rows))
    log.info("report %s written to %s", report.scratch_name(), path)
    return {"path": str(path)}
