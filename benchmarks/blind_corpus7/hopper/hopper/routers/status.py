"""Service status endpoints.  Uses PEP 701 f-strings (Python 3.12+)."""
import os

from fastapi import APIRouter

from ..settings import settings

router = APIRouter()

SERVICES = [{"name": "ingest", "port": 8101}, {"name": "worker", "port": 8102}]


@router.get("/")
def overview():
    lines = [f"{s["name"]}:{s["port"]}" for s in SERVICES]
    return {"summary": f"{", ".join(lines)}"}


@router.get("/logs")
def tail_log(service: str, lines: int = 100):
    path = f"{settings.log_dir}/{service}.log"
    with open(path, encoding="utf-8", errors="replace") as fh:
        data = fh.readlines()[-lines:]
    return {"file": f"{os.path.basename(path)}", "tail": f"{"".join(data)}"}
