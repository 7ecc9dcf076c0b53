import os
import secrets

from fastapi import FastAPI, Response
from starlette.middleware.sessions import SessionMiddleware

from .routers import barcodes, exports, items, labels, webhooks

app = FastAPI(title="Inventory", debug=os.environ.get("INVENTORY_DEBUG") == "1")
app.add_middleware(SessionMiddleware, secret_key=os.environ["INVENTORY_SESSION_KEY"], https_only=True, same_site="strict")

for r in (items.router, exports.router, webhooks.router, labels.router, barcodes.router):
    app.include_router(r)


@app.post("/kiosk/pair")
def pair_kiosk(response: Response):
    pairing = secrets.token_hex(16)
    response.set_cookie("kiosk_pairing", pairing, max_age=3600)
    return {"paired": True}
