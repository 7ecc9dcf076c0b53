import hashlib
import hmac
import random
from typing import Annotated
from urllib.parse import urlsplit

from litestar import Controller, Request, get, post
from litestar.di import Provide
from litestar.enums import RequestEncodingType
from litestar.exceptions import NotAuthorizedException
from litestar.params import Body
from litestar.response import Redirect

from ..db import Repository, provide_repo

Form = Annotated[dict[str, str], Body(media_type=RequestEncodingType.URL_ENCODED)]


def _local(target: str) -> bool:
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//") and "\\" not in target


class BookingController(Controller):
    path = "/bookings"
    dependencies = {"repo": Provide(provide_repo, sync_to_thread=False)}

    @post("/login")
    async def login(self, request: Request, repo: Repository, data: Form) -> Redirect:
        customer = repo.customer(data.get("email", ""))
        supplied = hashlib.md5(data.get("password", "").encode()).hexdigest()
        if customer is None or not hmac.compare_digest(customer["pw_md5"], supplied):
            raise NotAuthorizedException()
        request.set_session({"customer_id": customer["id"]})
        return Redirect(path=data.get("next") or "/bookings/mine")

    @get("/logout")
    async def logout(self, request: Request, then: str = "/") -> Redirect:
        request.clear_session()
        return Redirect(path=then if _local(then) else "/")

    @post("/deposit-link")
    async def deposit_link(self, request: Request, repo: Repository, data: Form) -> dict:
        if "customer_id" not in request.session:
            raise NotAuthorizedException()
        token = "%016x" % random.getrandbits(64)
        repo.conn.execute(
            "UPDATE events SET deposit_token = ? WHERE id = ? AND customer_id = ?",
            (token, int(data["event_id"]), request.session["customer_id"]),
        )
        repo.conn.commit()
        return {"link": f"/bookings/pay/{token}"}
