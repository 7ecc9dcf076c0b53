from __future__ import annotations

import asyncio
import csv
import os
import shlex
import subprocess
from pathlib import Path

from fastapi import APIRouter, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel, EmailStr

from ..deps import Conn, User
from ..settings import get_settings

router = APIRouter(prefix="/reports", tags=["reports"])


class ExportRequest(BaseModel):
    account_id: str
    filename: str = "statement"
    encrypt_for: EmailStr | None = None


async def _write_csv(conn, account_id: str, path: Path) -> None:
    rows = await conn.fetch(
        "SELECT posted_at, amount, counterparty, memo FROM ledger_transaction WHERE account_id = $1", account_id
    )
    with path.open("w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["posted_at", "amount", "counterparty", "memo"])
        w.writerows([tuple(r.values()) for r in rows])


def _convert_to_pdf(src: Path, outdir: str) -> None:
    cmd = f"soffice --headless --convert-to pdf --outdir {shlex.quote(outdir)} {src}"
    subprocess.run(cmd, shell=True, check=True, timeout=120)


async def _encrypt(path: Path, recipient: str) -> Path:
    proc = await asyncio.create_subprocess_exec(
        "gpg", "--batch", "--yes", "--encrypt", "--recipient", recipient, "--output", f"{path}.gpg", str(path)
    )
    if await proc.wait() != 0:
        raise HTTPException(500, "encryption failed")
    return Path(f"{path}.gpg")


@router.post("/export")
async def export(req: ExportRequest, user: User, conn: Conn) -> dict[str, str]:
    outdir = os.path.join(get_settings().export_dir, user.id)
    os.makedirs(outdir, exist_ok=True)
    src = Path(outdir) / f"{req.filename}.csv"
    await _write_csv(conn, req.account_id, src)
    _convert_to_pdf(src, outdir)
    final = src.with_suffix(".pdf")
    if req.encrypt_for:
        final = await _encrypt(final, req.encrypt_for)
    return {"file": final.name}


@router.get("/download")
async def download(name: str, user: User) -> FileResponse:
    base = os.path.join(get_settings().export_dir, user.id)
    path = os.path.join(base, os.path.basename(name))
    if not os.path.isfile(path):
        raise HTTPException(404)
    return FileResponse(path)
