"""Bag labels for the packing bench."""
import os
import subprocess
import tempfile
from typing import Annotated

from fastapi import APIRouter, Depends, HTTPException, Query

from ..deps import get_orders
from ..repo import Repo
from ..settings import Settings, get_settings

router = APIRouter(prefix="/labels", tags=["labels"])
PRINTERS = {"packing": "zebra-packing", "retail": "zebra-retail", "office": "brother-office"}


def _render_pdf(order: dict, path: str) -> None:
    with open(path, "w") as fh:
        fh.write(f"%PDF-1.4\n% order {order['id']} lot {order['lot_id']} {order['kg']}kg {order['grind']}\n")


@router.post("/{order_id}/print")
def print_label(
    order_id: int,
    orders: Annotated[Repo, Depends(get_orders)],
    printer: Annotated[str, Query()] = "zebra-packing",
    copies: Annotated[int, Query(ge=1, le=20)] = 1,
):
    order = orders.get(order_id)
    if order is None:
        raise HTTPException(status_code=404)
    pdf = f"/tmp/label-{order_id}.pdf"
    _render_pdf(order, pdf)
    done = subprocess.run(f"lp -d {printer} -n {copies} {pdf}", shell=True)
    return {"queued": done.returncode == 0}


@router.post("/{order_id}/reprint")
def reprint_label(
    order_id: int,
    orders: Annotated[Repo, Depends(get_orders)],
    settings: Annotated[Settings, Depends(get_settings)],
    bench: Annotated[str, Query()] = "packing",
):
    order = orders.get(order_id)
    if order is None or bench not in PRINTERS:
        raise HTTPException(status_code=404)
    fd, pdf = tempfile.mkstemp(suffix=".pdf", prefix="label-")
    os.close(fd)
    _render_pdf(order, pdf)
    done = subprocess.run(["lp", "-d", PRINTERS[bench], pdf], check=False)
    os.unlink(pdf)
    return {"queued": done.returncode == 0, "default": settings.label_printer}
