import csv
import os
import tempfile

from fastapi import APIRouter, Depends
from fastapi.responses import FileResponse
from sqlalchemy.orm import Session

from ..db import get_session
from ..models import Item
from .items import ItemRepo

router = APIRouter(prefix="/exports")
EXPORT_DIR = os.environ.get("INVENTORY_EXPORT_DIR", "/var/lib/inventory/exports")


@router.post("/csv")
def export_csv(session: Session = Depends(get_session)):
    path = tempfile.mktemp(suffix=".csv", prefix="inventory-")
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        for item in ItemRepo(session, Item).list():
            writer.writerow([item.sku, item.name, item.quantity])
    return FileResponse(path, filename="inventory.csv")


@router.post("/csv/v2")
def export_csv_v2(session: Session = Depends(get_session)):
    fh = tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="")
    with fh:
        writer = csv.writer(fh)
        for item in ItemRepo(session, Item).list():
            writer.writerow([item.sku, item.name, item.quantity])
    return FileResponse(fh.name, filename="inventory.csv")


@router.get("/download")
def download(name: str):
    return FileResponse(os.path.join(EXPORT_DIR, name))
