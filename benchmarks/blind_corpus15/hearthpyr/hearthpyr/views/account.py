from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from ..models import Member
from ..security import check_password


@view_config(route_name="login", request_method="POST")
def login(request):
    came_from = request.params.get("came_from") or request.route_url("home")
    member = request.dbsession.query(Member).filter_by(email=request.params.get("email", "")).first()
    if member is None or not check_password(request.params.get("password", ""), member.salt, member.pw_digest):
        return HTTPFound(location=request.route_url("home", _query={"login": "failed"}))
    headers = remember(request, member.id)
    return HTTPFound(location=came_from, headers=headers)


@view_config(route_name="logout")
def logout(request):
    came_from = request.params.get("came_from", "")
    if not came_from.startswith(request.application_url + "/"):
        came_from = request.route_url("home")
    return HTTPFound(location=came_from, headers=forget(request))
