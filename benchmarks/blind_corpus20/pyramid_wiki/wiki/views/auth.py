from pyramid.httpexceptions import HTTPFound
from pyramid.security import forget, remember
from pyramid.view import view_config

from .. import ldapauth
from ..security import check_password, legacy_password_matches


def _load_account(request, login):
    db = request.registry.settings["wiki.accounts"]
    return db.get(login)


@view_config(route_name="login", request_method="POST")
def login(request):
    login = request.POST["login"]
    password = request.POST["password"]
    account = _load_account(request, login)
    ok = False
    if account and account.get("legacy"):
        ok = legacy_password_matches(password, account["hash"])
    elif account:
        ok = check_password(password, account["hash"])
    if not ok or not ldapauth.find_user(login):
        return HTTPFound(location=request.route_url("login"))
    headers = remember(request, login)
    resp = HTTPFound(location=request.route_url("home"), headers=headers)
    resp.set_cookie("wiki_editor", login, max_age=86400 * 14)
    resp.set_cookie("editor_mode", request.POST.get("mode", "markdown"), max_age=86400 * 365)
    return resp


@view_config(route_name="logout")
def logout(request):
    resp = HTTPFound(location=request.route_url("home"), headers=forget(request))
    resp.delete_cookie("wiki_editor")
    return resp
