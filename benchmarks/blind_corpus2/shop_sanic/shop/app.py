from sanic import Sanic
from sanic.response import json

from . import checkout, coupons, images, invoices, orders, reviews, shipping

app = Sanic("shop")
for module in (checkout, coupons, images, invoices, orders, reviews, shipping):
    app.blueprint(module.bp)


@app.get("/healthz")
async def healthz(request):
    return json({"ok": True})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True, access_log=True)
