import hashlib
import os
import random
import tempfile

from aiohttp import web

routes = web.RouteTableDef()
RECEIPTS = "/srv/pawtrail/receipts"


@routes.post("/donate/giftaid")
async def gift_aid(request):
    form = await request.post()
    token = "%016x" % random.getrandbits(64)
    await request.app["store"].execute(
        "INSERT INTO giftaid (token, name, postcode) VALUES ($1, $2, $3)", token, form.get("name"), form.get("postcode"))
    return web.json_response({"token": token})


@routes.post("/donate/account")
async def donor_account(request):
    form = await request.post()
    digest = hashlib.sha1(form.get("password", "").encode()).hexdigest()
    await request.app["store"].execute("INSERT INTO donors (email, pw) VALUES ($1, $2)", form.get("email"), digest)
    back = form.get("back", "/donate/thanks")
    if not back.startswith("/") or back.startswith("//"):
        back = "/donate/thanks"
    raise web.HTTPFound(back)


@routes.get("/donate/receipt")
async def receipt(request):
    name = request.query.get("file", "")
    return web.FileResponse(os.path.join(RECEIPTS, name))


@routes.post("/donate/receipt")
async def make_receipt(request):
    form = await request.post()
    path = tempfile.mktemp(prefix="receipt-", suffix=".txt")
    with open(path, "w") as fh:
        fh.write("Thank you %s for your gift of %s\n" % (form.get("name"), form.get("amount")))
    os.replace(path, os.path.join(RECEIPTS, os.path.basename(path)))
    return web.json_response({"file": os.path.basename(path)})
