from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config
from sqlalchemy import text

from ..models import DBSession

HOME = "/"


@view_config(route_name="run_macro", request_method="POST", renderer="json", permission="edit")
def run_macro(request):
    """Editors can upload a small Python macro that rewrites a document body."""
    row = DBSession.execute(text("SELECT body FROM docs WHERE slug = :s"), {"s": request.matchdict["slug"]}).first()
    scope = {"body": row.body if row else ""}
    source = request.POST["macro"].file.read().decode("utf-8")
    exec(compile(source, "<macro>", "exec"), scope)
    return {"body": scope["body"]}


@view_config(route_name="after_login")
def after_login(request):
    came_from = request.params.get("came_from", HOME)
    if not came_from.startswith(request.host_url + "/"):
        came_from = request.route_url("home")
    return HTTPFound(location=came_from)
