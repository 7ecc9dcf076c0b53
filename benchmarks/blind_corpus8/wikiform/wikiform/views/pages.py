from urllib.parse import urlsplit

from pyramid.httpexceptions import HTTPFound, HTTPNotFound
from pyramid.response import Response
from pyramid.security import forget, remember
from pyramid.view import view_config

from .. import ldap_auth
from ..security import check_local_account
from ..models import load_page
from ..render import clean_html, markdown_to_html


def _local_target(request, target):
    if not target or "\\" in target or not target.startswith("/") or target.startswith("//"):
        return request.route_url("home")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return request.route_url("home")
    return target


@view_config(route_name="page")
def show_page(request):
    page = load_page(request.matchdict["slug"])
    if page is None:
        raise HTTPNotFound()
    body = markdown_to_html(page.body)
    return Response(f"<article><h1>{page.title}</h1>{body}</article>")


@view_config(route_name="page_preview", request_method="POST")
def preview(request):
    html = clean_html(markdown_to_html(request.POST.get("body", "")))
    return Response(f"<div class='preview'>{html}</div>")


@view_config(route_name="login", renderer="templates/login.pt")
def login(request):
    came_from = request.params.get("came_from", "/")
    if request.method == "POST":
        user = request.POST.get("login", "")
        password = request.POST.get("password", "")
        if ldap_auth.authenticate(user, password) or check_local_account(user, password):
            headers = remember(request, user)
            return HTTPFound(location=came_from, headers=headers)
    return {"came_from": came_from}


@view_config(route_name="logout")
def logout(request):
    target = _local_target(request, request.params.get("came_from"))
    return HTTPFound(location=target, headers=forget(request))


@view_config(route_name="directory", renderer="json")
def directory(request):
    return [
        {"dn": dn, "cn": attrs.get("cn", [b""])[0].decode()}
        for dn, attrs in ldap_auth.search_people(request.params.get("q", ""))
    ]
