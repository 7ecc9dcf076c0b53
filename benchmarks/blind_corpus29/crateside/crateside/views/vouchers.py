import hashlib
import random
import secrets

from starlette.responses import JSONResponse

from .. import db


async def issue(request):
    form = await request.form()
    code = "%012x" % random.getrandbits(48)
    receipt = secrets.token_hex(8)
    db.change("INSERT INTO vouchers (code, amount, receipt) VALUES (?, ?, ?)", (code, form.get("amount"), receipt))
    etag = hashlib.md5(f"{receipt}:{form.get('amount')}".encode()).hexdigest()
    return JSONResponse({"code": code, "receipt": receipt}, headers={"ETag": etag})
