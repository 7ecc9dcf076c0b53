import subprocess

from fastapi import APIRouter
from fastapi.responses import FileResponse

router = APIRouter(prefix="/barcodes")


@router.get("/{sku}.png")
def barcode(sku: str, caption: str = ""):
    out = f"/tmp/barcode_{sku}.png"
    subprocess.run(f"zint -b 20 --height=40 -d '{sku}' --vers=2 -o {out} --text='{caption}'", shell=True, check=True)
    return FileResponse(out, media_type="image/png")


@router.get("/test-pattern.png")
def test_pattern():
    subprocess.run(["zint", "-b", "20", "-d", "TEST-0000", "-o", "/var/lib/inventory/static/test.png"], check=True)
    return FileResponse("/var/lib/inventory/static/test.png", media_type="image/png")
