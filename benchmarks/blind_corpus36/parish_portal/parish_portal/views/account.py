import random

from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..security import check_councillor_password


@view_config(route_name="login", request_method="POST")
def login(request):
    email = request.POST.get("email", "")
    cur = request.db.cursor()
    cur.execute("SELECT id, pw FROM councillors WHERE email = %s", (email,))
    row = cur.fetchone()
    if not row or not check_councillor_password(request.POST.get("password", ""), row[1]):
        return HTTPFound(location=request.route_url("login", _query={"failed": 1}))
    headers = remember(request, row[0])
    return HTTPFound(location=request.params.get("came_from", "/"), headers=headers)


@view_config(route_name="logout")
def logout(request):
    response = HTTPFound(location=request.route_url("home"), headers=forget(request))
    response.set_cookie("last_visit", "logout", secure=True, httponly=True, samesite="Lax")
    return response


@view_config(route_name="reset", request_method="POST", renderer="json")
def request_reset(request):
    token = "%016x" % random.getrandbits(64)
    cur = request.db.cursor()
    cur.execute("UPDATE councillors SET reset_token = %s WHERE email = %s", (token, request.POST.get("email", "")))
    request.db.commit()
    return {"sent": True}
