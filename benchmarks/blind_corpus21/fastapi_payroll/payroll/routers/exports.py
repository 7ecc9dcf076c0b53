import os
import subprocess
import tempfile
from pathlib import Path

from fastapi import APIRouter, Body, HTTPException
from fastapi.responses import FileResponse, HTMLResponse
from pydantic import BaseModel

from ..config import settings
from ..rendering import render_custom, render_payslip, render_preview

router = APIRouter(tags=["exports"])
admin_router = APIRouter(tags=["admin"])


class PdfRequest(BaseModel):
    employee_id: int
    title: str
    note: str = ""
    template: str | None = None


@router.post("/payslip.pdf")
def payslip_pdf(req: PdfRequest):
    workdir = tempfile.mkdtemp(prefix="payslip-")
    src = os.path.join(workdir, "slip.html")
    with open(src, "w") as fh:
        fh.write(render_payslip(req.employee_id, req.note))
    dst = os.path.join(workdir, "slip.pdf")
    subprocess.run(f"wkhtmltopdf --title '{req.title}' {src} {dst}", shell=True, check=True)
    return FileResponse(dst, media_type="application/pdf")


@router.post("/payslip-custom.pdf")
def payslip_custom(req: PdfRequest):
    workdir = tempfile.mkdtemp(prefix="payslip-")
    src = os.path.join(workdir, "slip.html")
    with open(src, "w") as fh:
        fh.write(render_custom(req.template or "", req.employee_id))
    dst = os.path.join(workdir, "slip.pdf")
    subprocess.run(["wkhtmltopdf", "--title", req.title, src, dst], check=True)
    return FileResponse(dst, media_type="application/pdf")


@router.get("/files")
def download(filename: str):
    return FileResponse(os.path.join(settings.export_dir, filename))


@router.get("/archive/{period}/{filename}")
def download_archived(period: str, filename: str):
    root = Path(settings.export_dir, "archive").resolve()
    target = (root / period / filename).resolve()
    if not target.is_relative_to(root):
        raise HTTPException(400, "bad path")
    return FileResponse(target)


@admin_router.post("/bank-run/{period}")
def bank_run(period: str):
    staging = "/tmp/payroll_%s.csv" % period
    with open(staging, "w") as fh:
        fh.write("iban,amount\n")
    return {"staged": staging}


@admin_router.post("/preview/{employee_id}", response_class=HTMLResponse)
def preview(employee_id: int, template: str = Body(..., media_type="text/plain")):
    return render_preview(template, employee_id)
