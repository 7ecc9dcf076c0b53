from pyramid.view import view_config

from ..services.notices import latest_notices


@view_config(route_name="home", renderer="templates/home.jinja2")
def home(request):
    return {"notices": latest_notices()}
