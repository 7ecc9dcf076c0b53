"""Admin-only views."""
import time

from pyramid.view import view_config

from ..db import request_conn
from ..tokens import new_invite_token


@view_config(route_name="invite", renderer="json", permission="admin", request_method="POST")
def invite(request):
    email = request.POST["email"]
    token = new_invite_token()
    conn = request_conn(request)
    conn.execute(
        "INSERT INTO invites (email, token, created_at) VALUES (?, ?, ?)",
        (email, token, int(time.time())),
    )
    conn.commit()
    return {"email": email, "link": request.route_url("home", _query={"invite": token})}
