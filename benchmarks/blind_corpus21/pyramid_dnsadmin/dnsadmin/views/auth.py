from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..ldapauth import NocDirectory
from ..utils import new_api_key


@view_config(route_name="login", renderer="login.jinja2")
def login(request):
    came_from = request.params.get("came_from", request.route_url("zones"))
    if request.method != "POST":
        return {"came_from": came_from}
    directory = NocDirectory(request.registry.settings)
    entry = directory.lookup(request.POST["login"])
    if entry is None or not directory.verify(entry[0], request.POST["password"]):
        return {"came_from": came_from, "error": "login failed"}
    headers = remember(request, request.POST["login"])
    response = HTTPFound(location=came_from, headers=headers)
    response.set_cookie("dns_api_key", new_api_key())
    response.set_cookie("dns_last_zone", request.params.get("zone", ""), secure=True, httponly=True)
    return response


@view_config(route_name="logout")
def logout(request):
    return HTTPFound(location=request.route_url("zones"), headers=forget(request))


@view_config(route_name="whois", renderer="json", permission="view")
def whois(request):
    """Used by the zone editor to show whether a colleague can approve changes."""
    directory = NocDirectory(request.registry.settings)
    return {"login": request.params["login"], "admin": directory.is_dns_admin(request.params["login"])}
