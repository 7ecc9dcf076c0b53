import os
import subprocess
import tempfile
from pathlib import Path

from fastapi import APIRouter, Depends, Form, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel

from ..deps import Config, Staff

router = APIRouter(prefix="/waivers", tags=["waivers"])

WAIVER_HTML = "<h1>Climbing wall waiver</h1><p>Name: {name}</p><p>DOB: {dob}</p><p>Emergency: {contact}</p>"


class WaiverForm(BaseModel):
    full_name: str
    dob: str
    contact: str

    @classmethod
    def as_form(cls, full_name: str = Form(...), dob: str = Form(...), contact: str = Form(...)):
        return cls(full_name=full_name, dob=dob, contact=contact)


@router.post("")
def sign(settings: Config, form: WaiverForm = Depends(WaiverForm.as_form)):
    html_path = tempfile.mktemp(suffix=".html")
    with open(html_path, "w") as fh:
        fh.write(WAIVER_HTML.format(name=form.full_name, dob=form.dob, contact=form.contact))
    pdf_name = f"{form.dob}-{form.full_name.replace(' ', '_')}.pdf"
    pdf_path = os.path.join(settings.waiver_dir, pdf_name)
    subprocess.run(f"wkhtmltopdf --title '{form.full_name}' {html_path} '{pdf_path}'", shell=True, check=True)
    os.unlink(html_path)
    return {"file": pdf_name}


@router.post("/reprint")
def reprint(staff: Staff, settings: Config, form: WaiverForm = Depends(WaiverForm.as_form)):
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write(WAIVER_HTML.format(name=form.full_name, dob=form.dob, contact=form.contact))
    out = os.path.join(settings.waiver_dir, "reprint.pdf")
    subprocess.run(["wkhtmltopdf", "--title", form.full_name, fh.name, out], check=True)
    os.unlink(fh.name)
    return {"file": "reprint.pdf"}


@router.get("/files/{filename:path}")
def download(staff: Staff, settings: Config, filename: str):
    return FileResponse(os.path.join(settings.waiver_dir, filename))


@router.get("/archive/{year}/{name}")
def archived(staff: Staff, settings: Config, year: int, name: str):
    root = Path(settings.waiver_dir, "archive").resolve()
    target = (root / str(year) / name).resolve()
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(404)
    return FileResponse(target)
