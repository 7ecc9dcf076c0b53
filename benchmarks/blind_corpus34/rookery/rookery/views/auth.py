from pyramid.httpexceptions import HTTPFound
from pyramid.security import remember
from pyramid.view import view_config

from ..security import check_member


@view_config(route_name="login", renderer="rookery:templates/login.jinja2", request_method="GET")
def login_form(request):
    return {"came_from": request.params.get("came_from", "/")}


@view_config(route_name="login", request_method="POST")
def login(request):
    login_name = request.POST.get("login", "")
    if not check_member(request, login_name, request.POST.get("password", "")):
        return HTTPFound(location=request.route_url("login", _query={"failed": 1}))
    headers = remember(request, login_name)
    return HTTPFound(location=request.POST.get("came_from", "/"), headers=headers)
